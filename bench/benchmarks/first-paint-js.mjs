import path from 'node:path';
import { measureFirstPaintJs } from '../lib/first-paint.mjs';

// KB as 1000 bytes: the stricter reading of the budget.
const BUDGET_BYTES = 100_000;

/**
 * Bytes of JavaScript on the wire before /home can paint (lib/first-paint.mjs): the
 * pre-rendered document's own scripts (its start script: the app runs after the paint), or without a pre-render the app's
 * startup graph plus the home page chunk; and, as information, what runs before the
 * pre-rendered page is interactive (the app that hydrates it).
 */
export default {
  name: 'first-paint-js',
  async run(ctx) {
    // WEB_DIST_DIR: the build the servers of this run serve (the server reads the same variable).
    const distDir = process.env.WEB_DIST_DIR ?? path.join(ctx.repoRoot, 'apps', 'web', 'dist');
    const result = measureFirstPaintJs(distDir, 'home-page');
    const paint = result.prerendered ? 'pre-rendered document' : 'the app renders it';
    return [
      {
        benchmark: `JS for the first paint of /home (${paint}: ${result.files.length} files, gzip -9)`,
        name: 'gzip size',
        value: result.totalGzipBytes / 1000,
        unit: 'KB',
        budget: { max: BUDGET_BYTES / 1000 },
        details: result,
      },
      {
        benchmark: `JS before /home is interactive (the app: ${result.hydration.files.length} files, gzip -9)`,
        name: 'gzip size',
        value: result.hydration.totalGzipBytes / 1000,
        unit: 'KB',
      },
    ];
  },
};
