/**
 * `node apps/server/dist/server.js`: runs the server's bundle (dist/server.cjs, built from
 * server.ts by scripts/build.mjs). A V8 code cache for it (vm.Script with cachedData) was
 * tried and removed: on Node 20 a script compiled from a cache loses its dynamic import
 * callback, so every lazy `import()` of the bundle (the postal codes, sharp, nodemailer)
 * failed with ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING from the second start on
 * (decision 0038).
 */
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./server.cjs');
