// Resident memory of a process, read from /proc (Linux); null where /proc is absent.
import fs from 'node:fs';

/** The process's resident set size in bytes (VmRSS). */
export function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
