// The limits the benchmarks are measured against, in the same run on the same machine:
// a bare node:http server (what node alone does per request) and PostgreSQL's own client,
// pgbench, running the SQL a request runs (what the database alone does). A benchmark's
// budget is the ratio of PlayEats to its limit, which holds from one machine to the next
// where absolute figures swing by 2×.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuPer, cpuSnapshot } from './cpu.mjs';
import { repoRoot } from './server.mjs';

const PGBENCH = process.env.BENCH_PGBENCH ?? 'pgbench';

/**
 * Starts `bench/lib/<script>` as a child node process that prints its port on its first
 * line of output; resolves with its URL, pid and stop().
 */
export async function spawnBare(script, args = []) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench', 'lib', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `script` (pgbench's script language: SQL with `:name` variables, `\set` lines)
 * against `url` with `clients` connections for `durationS` seconds, prepared statements,
 * no vacuum. `defines` become `-D name=value`. Returns transactions per second (without
 * connection set-up), the mean latency and the PostgreSQL CPU per transaction.
 * @returns {Promise<{ tps: number, latencyMs: number, transactions: number, failed: number, cpu: { postgresMs: number } | null }>}
 */
export async function runPgbench({ url, script, clients, durationS, defines = {}, jobs = 2 }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-pgbench-')), 'script.sql');
  fs.writeFileSync(file, script);
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    String(Math.min(jobs, clients)),
    '-T',
    String(durationS),
    '-f',
    file,
    ...Object.entries(defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    url,
  ];
  try {
    const before = cpuSnapshot(process.pid);
    const output = await new Promise((resolve, reject) => {
      const child = spawn(PGBENCH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}:\n${out}`))));
    });
    const after = cpuSnapshot(process.pid);
    const number = (re) => Number(re.exec(output)?.[1] ?? Number.NaN);
    const transactions = number(/number of transactions actually processed: (\d+)/);
    const cpu = cpuPer(before, after, transactions);
    return {
      tps: number(/tps = ([\d.]+) \(without initial connection time\)/),
      latencyMs: number(/latency average = ([\d.]+) ms/),
      transactions,
      failed: number(/number of failed transactions: (\d+)/) || 0,
      cpu: cpu ? { postgresMs: cpu.postgresMs } : null,
    };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** True when pgbench can be run (PostgreSQL's client package). */
export async function pgbenchAvailable() {
  return new Promise((resolve) => {
    const child = spawn(PGBENCH, ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs `measureLimit` and `measureApp` alternately `rounds` times and keeps each one's
 * median round (by `key`), so a neighbour's burst on a shared machine lands on both sides
 * instead of on whichever ran during it.
 */
export async function alternate({ rounds = 3, measureLimit, measureApp, key }) {
  const limits = [];
  const apps = [];
  for (let round = 0; round < rounds; round += 1) {
    limits.push(await measureLimit(round));
    apps.push(await measureApp(round));
  }
  const median = (runs) => [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)];
  return { limit: median(limits), app: median(apps), rounds: { limits: limits.map(key), apps: apps.map(key) } };
}

/**
 * The figures of one path against its limit: the limit (info), and PlayEats ÷ limit with its
 * budget (`min` for throughput ratios, `max` for time ratios).
 */
export function ratioFigures(benchmark, { what, limitName, value, limit, unit, budget }) {
  return [
    { benchmark, name: `${limitName} (the limit, same run)`, value: limit, unit },
    { benchmark, name: `${what} ÷ ${limitName}`, value: value / limit, unit: '×', budget },
  ];
}

/**
 * CPU time per request (information, from /proc's ticks): the app's process, and where they
 * were measured, the limit's process and PostgreSQL's (every postgres process) under each,
 * and the HTTP load generator's own (on loopback, a socket's kernel work is counted to
 * whichever process runs it, so these split the machine's CPU roughly, not exactly).
 */
export function cpuFigures(benchmark, app, limit) {
  const us = (ms) => ms * 1000;
  const figures = [];
  const add = (name, ms) => {
    if (ms !== undefined && ms !== null) figures.push({ benchmark, name, value: us(ms), unit: 'µs' });
  };
  add('server CPU per request', app.cpuMsPerRequest);
  add('of which in the kernel (system)', app.systemCpuMsPerRequest);
  add('PostgreSQL CPU per request', app.postgresCpuMsPerRequest);
  add('limit CPU per request', limit?.cpuMsPerRequest);
  add('PostgreSQL CPU per request under the limit', limit?.cpu?.postgresMs);
  add('load generator CPU per request', app.clientCpuMsPerRequest);
  return figures;
}
