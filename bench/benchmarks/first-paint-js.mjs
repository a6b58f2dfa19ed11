import path from 'node:path';
import { measureFirstPaintJs } from '../lib/first-paint.mjs';

// KB as 1000 bytes: the stricter reading of the budget.
const BUDGET_BYTES = 100_000;

/** Bytes on the wire before /home can paint: startup graph plus the home page chunk. */
export default {
  name: 'first-paint-js',
  async run(ctx) {
    // WEB_DIST_DIR: the build the servers of this run serve (the server reads the same variable).
    const distDir = process.env.WEB_DIST_DIR ?? path.join(ctx.repoRoot, 'apps', 'web', 'dist');
    const result = measureFirstPaintJs(distDir, 'home-page');
    return [
      {
        benchmark: `JS for the first paint of /home (${result.files.length} files, gzip -9)`,
        name: 'gzip size',
        value: result.totalGzipBytes / 1000,
        unit: 'KB',
        budget: { max: BUDGET_BYTES / 1000 },
        details: result,
      },
    ];
  },
};
