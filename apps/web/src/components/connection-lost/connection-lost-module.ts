import { preloadable } from '../../lib/preloadable.ts';

/** The connection-lost dialog, split from the first paint (see lib/preloadable.ts). */
export const connectionLostModule = preloadable(() => import('./connection-lost-dialog.tsx'));
