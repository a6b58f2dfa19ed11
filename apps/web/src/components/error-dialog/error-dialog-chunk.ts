/** What the error dialog needs once there is an error to show: loaded after the first paint. */
export { describeError } from '../../lib/error-catalogue.ts';
export { ErrorDialog } from './error-dialog.tsx';
