import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobs } from './jobs.ts';

const log = { warn: vi.fn() };

describe('createJobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs nothing before start: modules schedule their jobs while the app builds, before the database is migrated', async () => {
    const jobs = createJobs({ leading: true }, log);
    const run = vi.fn(async () => undefined);
    jobs.every('early', { everyMs: 1_000, firstAfterMs: 0 }, run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });

  it('schedules a job given after start at once, and runs none on a copy that stands by', async () => {
    const leader = createJobs({ leading: true }, log);
    const standby = createJobs({ leading: false }, log);
    leader.start();
    standby.start();
    const ran = vi.fn(async () => undefined);
    const stoodBy = vi.fn(async () => undefined);
    leader.every('late', { everyMs: 1_000, firstAfterMs: 10 }, ran);
    standby.every('late', { everyMs: 1_000, firstAfterMs: 10 }, stoodBy);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(stoodBy).not.toHaveBeenCalled();
    await Promise.all([leader.stop(), standby.stop()]);
  });
});
