// CPU time spent by processes, read from /proc (Linux): what a request costs the server and
// the database, whatever else the machine is doing at the time. Null where /proc is absent.
import fs from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ: 100 on every Linux this runs on

function ticksOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ticks: Number(fields[11]) + Number(fields[12]),
      systemTicks: Number(fields[12]),
      // Children that exited and were waited for: the postmaster's backends that closed.
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds used so far by `pid`, and by all processes named `postgres` (the local server's backends). */
export function cpuSnapshot(pid) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let postgres = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const p = ticksOf(entry);
    // Backends that closed (pgbench's connections at its end) live on in the postmaster's count.
    if (p?.comm === 'postgres') postgres += p.ticks + p.childTicks;
  }
  const own = ticksOf(pid);
  return {
    serverMs: ((own?.ticks ?? 0) * 1000) / TICKS_PER_S,
    // The kernel's share of it: the server's sends and reads on loopback (which also run the
    // receiving side's TCP work) against its own JavaScript.
    serverSystemMs: ((own?.systemTicks ?? 0) * 1000) / TICKS_PER_S,
    postgresMs: (postgres * 1000) / TICKS_PER_S,
  };
}

/** CPU milliseconds between two snapshots, per unit of work (null without /proc). */
export function cpuPer(before, after, units) {
  if (!before || !after || units === 0) return null;
  return {
    serverMs: (after.serverMs - before.serverMs) / units,
    serverSystemMs: (after.serverSystemMs - before.serverSystemMs) / units,
    postgresMs: (after.postgresMs - before.postgresMs) / units,
  };
}

/**
 * The machine's CPU time so far, from /proc/stat (null without it): all of it, and what the
 * host took from this virtual machine (steal: its CPUs were ready to run and were not).
 */
export function machineSnapshot() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user).
    const total = fields.slice(0, 8).reduce((sum, v) => sum + v, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time the host took between two snapshots (0 to 1; null without /proc). */
export function stolenShare(before, after) {
  if (!before || !after || after.total === before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}
