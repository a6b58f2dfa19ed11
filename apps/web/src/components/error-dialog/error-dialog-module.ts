import { preloadable } from '../../lib/preloadable.ts';

/** The error dialog and the error catalogue, split from the first paint (see lib/preloadable.ts). */
export const errorDialogModule = preloadable(() => import('./error-dialog-chunk.ts'));
