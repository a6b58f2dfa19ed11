import path from 'node:path';

/** DATA_DIR when unset (config.ts). */
export const DEFAULT_DATA_DIR = './data';

/** PGlite's folder in the data folder (the uploads have theirs beside it). */
export const pgliteDirOf = (dataDir: string): string => path.join(path.resolve(dataDir), 'pglite');
