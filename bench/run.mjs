#!/usr/bin/env node
// Runs the benchmarks against the built app (npm run bench builds first), prints every
// figure beside its budget, writes bench/results/<timestamp>.json and exits 1 when a
// budget fails. `node bench/run.mjs ping startup` runs only those; BENCH_DURATION_S sets
// the load duration (default 10).
import fs from 'node:fs';
import path from 'node:path';
import dashboard from './benchmarks/dashboard.mjs';
import firstPaintJs from './benchmarks/first-paint-js.mjs';
import events from './benchmarks/events.mjs';
import heartbeats from './benchmarks/heartbeats.mjs';
import lighthouse from './benchmarks/lighthouse.mjs';
import auth from './benchmarks/auth.mjs';
import nearby from './benchmarks/nearby.mjs';
import orders from './benchmarks/orders.mjs';
import ping from './benchmarks/ping.mjs';
import restaurantImport from './benchmarks/restaurant-import.mjs';
import startup from './benchmarks/startup.mjs';
import { formatTable, machineInfo, verdict, writeResults } from './lib/report.mjs';
import { makeTempDir, repoRoot, startServer } from './lib/server.mjs';

/** To add a benchmark: a module in benchmarks/ exporting { name, run(ctx) => Figure[] }, listed here. */
const BENCHMARKS = [
  firstPaintJs,
  lighthouse,
  startup,
  ping,
  auth,
  nearby,
  heartbeats,
  events,
  orders,
  dashboard,
  restaurantImport,
];

function createContext() {
  const tempDirs = [];
  let seeded;
  const tempDir = (prefix) => {
    const dir = makeTempDir(prefix);
    tempDirs.push(dir);
    return dir;
  };
  return {
    repoRoot,
    durationS: Number(process.env.BENCH_DURATION_S ?? 10),
    tempDir,
    /** A migrated, seeded data folder shared by benchmarks that only need a running server. */
    async seededDataDir() {
      if (!seeded) {
        const dir = tempDir('playeats-bench-data-');
        await (await startServer({ dataDir: dir })).stop();
        seeded = dir;
      }
      return seeded;
    },
    adoptSeededDataDir(dir) {
      seeded ??= dir;
    },
    cleanup() {
      for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const only = process.argv.slice(2);
const selected = only.length > 0 ? BENCHMARKS.filter((b) => only.includes(b.name)) : BENCHMARKS;
if (selected.length === 0) {
  console.error(`unknown benchmark; choose from: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

const startedAt = new Date();
const machine = machineInfo(repoRoot);
const ctx = createContext();
const figures = [];
const failures = [];
try {
  for (const benchmark of selected) {
    process.stdout.write(`running ${benchmark.name}…\n`);
    try {
      figures.push(...(await benchmark.run(ctx)));
    } catch (err) {
      failures.push({ benchmark: benchmark.name, error: err instanceof Error ? err.stack : String(err) });
      console.error(`${benchmark.name} failed:`, err);
    }
  }
} finally {
  ctx.cleanup();
}

const results = figures.map((f) => ({ ...f, result: verdict(f) }));
const passed = failures.length === 0 && results.every((f) => f.result !== 'FAIL');
const file = writeResults(path.join(repoRoot, 'bench', 'results'), startedAt, {
  startedAt: startedAt.toISOString(),
  machine,
  passed,
  failures,
  figures: results,
});

console.log(`\n${formatTable(figures)}\n`);
console.log(
  `${machine.cpus} CPU ${machine.cpuModel ?? ''}, node ${machine.node}, load average at start ${machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
);
console.log(`results: ${path.relative(process.cwd(), file)}`);
console.log(
  passed ? 'all budgets met' : `BUDGETS FAILED${failures.length ? ` (${failures.length} benchmark(s) errored)` : ''}`,
);
process.exit(passed ? 0 : 1);
