import { startServer } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';

const RUNS = 5;

/** Time from spawning the server to its first 200 on /api/health. */
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
    for (let i = 0; i < RUNS; i += 1) {
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
        budget: { max: 2_000 },
        details: { runsMs },
      },
      {
        benchmark: bench,
        name: 'new data folder (with demo seed)',
        value: fresh.readyMs,
        unit: 'ms',
        budget: { max: 20_000 },
      },
    ];
  },
};
