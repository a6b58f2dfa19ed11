import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, startServer } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';

const RUNS = 5;
const RATIO_MAX = 1.5;

/** Milliseconds from spawning bench/lib/bare-pglite.mjs on `dataDir` to its "ready". */
async function bareOpenMs(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench', 'lib', 'bare-pglite.mjs'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const readyMs = await new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(performance.now() - started));
    child.once('exit', (code) => reject(new Error(`bare-pglite exited with ${code}`)));
  });
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  return readyMs;
}

/**
 * Time from spawning the server to its first 200 on /api/health, beside its limit: PGlite
 * alone opening the same folder and answering `select 1` in a bare script, the two taking
 * turns.
 */
export default {
  name: 'startup',
  async run(ctx) {
    // A new data folder: initdb, every migration and the demo seed.
    const dataDir = ctx.tempDir('playeats-bench-startup-');
    const fresh = await startServer({ dataDir });
    await fresh.stop();
    ctx.adoptSeededDataDir(dataDir);

    // The usual start: the data folder exists, migrations are up to date, no seed.
    const runsMs = [];
    const limitMs = [];
    for (let i = 0; i < RUNS; i += 1) {
      limitMs.push(await bareOpenMs(dataDir));
      const server = await startServer({ dataDir });
      runsMs.push(server.readyMs);
      await server.stop();
    }
    const bench = 'start-up to first 200 on /api/health';
    return [
      {
        benchmark: bench,
        name: `existing data folder, median of ${RUNS}`,
        value: median(runsMs),
        unit: 'ms',
        details: { runsMs, limitMs },
      },
      {
        benchmark: bench,
        name: 'PGlite opening it and answering select 1 (the limit)',
        value: median(limitMs),
        unit: 'ms',
      },
      {
        benchmark: bench,
        name: 'existing data folder ÷ the limit',
        value: median(runsMs) / median(limitMs),
        unit: '×',
        budget: { max: RATIO_MAX },
      },
      { benchmark: bench, name: 'new data folder (with demo seed)', value: fresh.readyMs, unit: 'ms' },
    ];
  },
};
