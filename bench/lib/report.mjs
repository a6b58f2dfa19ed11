// Figures, budgets, the printed table and the results file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A measured figure. `budget` is `{ max }` (lower is better) or `{ min }` (higher is
 * better); without one the figure is informative only.
 * @typedef {{ benchmark: string, name: string, value: number, unit: string,
 *   budget?: { max?: number, min?: number }, details?: unknown }} Figure
 */

/** @param {Figure} figure */
export function verdict(figure) {
  const { budget, value } = figure;
  if (!budget) return 'info';
  if (!Number.isFinite(value)) return 'FAIL';
  if (budget.max !== undefined && value > budget.max) return 'FAIL';
  if (budget.min !== undefined && value < budget.min) return 'FAIL';
  return 'PASS';
}

const number = (value, unit) => {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`;
};

const budgetText = ({ budget, unit }) => {
  if (!budget) return '';
  if (budget.max !== undefined) return `<= ${number(budget.max, unit)}`;
  return `>= ${number(budget.min, unit)}`;
};

/** @param {Figure[]} figures */
export function formatTable(figures) {
  const rows = figures.map((f) => [f.benchmark, f.name, number(f.value, f.unit), budgetText(f), verdict(f)]);
  const header = ['benchmark', 'figure', 'measured', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function gitCommit(repoRoot) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Where and on what the figures were measured: they only compare on like machines. */
export function machineInfo(repoRoot) {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    totalMemoryMb: Math.round(os.totalmem() / 2 ** 20),
    /** 1, 5 and 15 minute load averages when the run started. */
    loadAverage: os.loadavg(),
    commit: gitCommit(repoRoot),
  };
}

/** Writes bench/results/<timestamp>.json (git-ignored) and returns its path. */
export function writeResults(resultsDir, startedAt, payload) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
