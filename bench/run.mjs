#!/usr/bin/env node
// Runs the benchmarks against the built app (npm run bench builds first), prints every
// figure beside its budget, writes bench/results/<timestamp>.json and exits 1 when a
// budget fails. `node bench/run.mjs ping startup` runs only those; BENCH_DURATION_S sets
// the load duration (default 10). Each benchmark runs in a process of its own (runOne).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { machineSnapshot, stolenShare } from './lib/cpu.mjs';
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

/**
 * A benchmark's context. `seeded`: a seeded data folder an earlier benchmark's process made
 * (run in a process of its own, see below), adopted rather than seeded again.
 */
function createContext(seeded) {
  const tempDirs = [];
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
    /** The seeded folder, if any: kept by `cleanup` for the next benchmarks. */
    seeded: () => seeded,
    cleanup() {
      for (const dir of tempDirs) if (dir !== seeded) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ONE = '--one';

// A benchmark's own process (forked below): runs it, hands its figures and the seeded
// folder back to the runner, and exits. Whatever ends it, its folders are removed (the
// seeded one excepted) and the runner is told; an error nobody awaited included.
if (process.argv[2] === ONE) {
  if (!process.send) throw new Error(`${ONE} is the runner's own: run node bench/run.mjs <name>`);
  const benchmark = BENCHMARKS.find((b) => b.name === process.argv[3]);
  const ctx = createContext(process.env.BENCH_SEEDED_DATA_DIR || undefined);
  let finished = false;
  const finish = (outcome) => {
    if (finished) return; // a late error after the figures, or a second one
    finished = true;
    ctx.cleanup();
    process.send({ ...outcome, seeded: ctx.seeded() }, () => process.exit(0));
  };
  const crashed = (err) => finish({ failure: err instanceof Error ? err.stack : String(err) });
  process.on('uncaughtException', crashed);
  process.on('unhandledRejection', crashed);
  try {
    finish({ figures: await benchmark.run(ctx) });
  } catch (err) {
    crashed(err);
  }
} else {
  await runAll();
}

/**
 * Each benchmark runs in a process of its own, so none measures through a load generator
 * that another one left with its heap and its garbage, as the limits (pgbench, the bare
 * servers) start clean every time. Tried for the events benchmark, which fails after `ping`:
 * it was not the cause (0.94, 1.02 and 0.70 after `ping` in a process of their own, decision
 * 0038, twenty-third session). A child that dies unreported (killed, out of memory) may
 * leave the servers it started running: its failure says so.
 */
function runOne(benchmark, seeded) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [ONE, benchmark.name], {
      serialization: 'advanced',
      env: { ...process.env, BENCH_SEEDED_DATA_DIR: seeded ?? '' },
    });
    let outcome;
    child.on('message', (message) => {
      outcome = message;
    });
    child.on('error', reject);
    // 'close', not 'exit': it comes after the IPC channel's last message has been read.
    child.on('close', (code, signal) => {
      if (outcome) resolve(outcome);
      else
        reject(
          new Error(
            `the ${benchmark.name} benchmark's process ended (${signal ?? `exit code ${code}`}) before its figures; ` +
              'servers it started may still run and disturb the next benchmarks',
          ),
        );
    });
  });
}

async function runAll() {
  const only = process.argv.slice(2);
  const selected = only.length > 0 ? BENCHMARKS.filter((b) => only.includes(b.name)) : BENCHMARKS;
  if (selected.length === 0) {
    console.error(`unknown benchmark; choose from: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }

  const startedAt = new Date();
  const machine = machineInfo(repoRoot);
  const figures = [];
  const failures = [];
  let seeded;
  try {
    for (const benchmark of selected) {
      process.stdout.write(`running ${benchmark.name}…\n`);
      try {
        const machineBefore = machineSnapshot();
        const outcome = await runOne(benchmark, seeded);
        seeded = outcome.seeded ?? seeded;
        if ('failure' in outcome) throw Object.assign(new Error(outcome.failure), { stack: outcome.failure });
        figures.push(...outcome.figures, ...stolenFigure(benchmark.name, machineBefore, machineSnapshot()));
      } catch (err) {
        failures.push({ benchmark: benchmark.name, error: err instanceof Error ? err.stack : String(err) });
        console.error(`${benchmark.name} failed:`, err);
      }
    }
  } finally {
    if (seeded) fs.rmSync(seeded, { recursive: true, force: true });
  }
  report(startedAt, machine, figures, failures);
}

/**
 * What the host took of this virtual machine's CPU while a benchmark ran (steal, /proc/stat):
 * information beside its figures. On these shared machines it ran from 0 to a third of the
 * CPU for stretches of 10–30 s, and a turn measured in one such stretch runs up to half as
 * fast (decision 0038, twenty-fourth session).
 */
function stolenFigure(name, before, after) {
  const share = stolenShare(before, after);
  if (share === null) return [];
  return [{ benchmark: name, name: 'CPU taken by the host (steal), whole benchmark', value: share * 100, unit: '%' }];
}

function report(startedAt, machine, figures, failures) {
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
}
