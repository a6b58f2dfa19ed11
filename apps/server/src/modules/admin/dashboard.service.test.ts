import { describe, expect, it } from 'vitest';
import { manualClock } from '../../adapters/clock.ts';
import type { DayRange } from '../../lib/daily-figures.ts';
import { fakeRepository } from '../../../test/fakes.ts';
import { addDays, DashboardService, type FigureSource } from './dashboard.service.ts';
import type { StatsDayRow, StatsDaysRepository } from './stats-days.repository.ts';

const ZONE = 'America/New_York';

/** A source with one order a day, recording each range it was asked for. */
function ordersSource() {
  const asked: DayRange[] = [];
  const source: FigureSource = {
    async daily(range) {
      asked.push(range);
      const days: { day: string; orders: number }[] = [];
      for (let t = range.from.getTime(); t < range.to.getTime(); t += 86_400_000) {
        days.push({
          day: new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(t + 43_200_000)),
          orders: 1,
        });
      }
      return days;
    },
  };
  return { source, asked };
}

function memoryStats() {
  const rows = new Map<string, StatsDayRow>();
  const repo: StatsDaysRepository = {
    async between(_zone, from, to) {
      return [...rows.values()].filter((r) => r.day >= from && r.day <= to).sort((a, b) => a.day.localeCompare(b.day));
    },
    async store(_zone, fresh) {
      for (const row of fresh) if (!rows.has(row.day)) rows.set(row.day, row);
    },
    async forget() {},
  };
  return { repo: fakeRepository(repo), rows };
}

describe('DashboardService', () => {
  // Noon in New York on 2026-11-21.
  const clock = manualClock(new Date('2026-11-21T17:00:00Z'));

  it('computes settled days once and keeps them; the last week is always live', async () => {
    const { source, asked } = ordersSource();
    const stats = memoryStats();
    const service = new DashboardService({ stats: stats.repo, sources: [source], clock, timeZone: ZONE });
    const first = await service.stats({ from: '2026-11-01', to: '2026-11-21' });
    expect(first.days).toHaveLength(21);
    expect(first.totals.orders).toBe(21);
    // Settled: 2026-11-01 to 2026-11-18 (computed in one pass and stored); live: 11-19 to 11-21.
    expect([...stats.rows.keys()].sort()).toEqual(Array.from({ length: 18 }, (_, i) => addDays('2026-11-01', i)));
    expect(asked.map((r) => [r.from.toISOString(), r.to.toISOString()])).toEqual([
      ['2026-11-01T04:00:00.000Z', '2026-11-19T05:00:00.000Z'],
      ['2026-11-19T05:00:00.000Z', '2026-11-22T05:00:00.000Z'],
    ]);
    asked.length = 0;
    await service.stats({ from: '2026-11-01', to: '2026-11-21' });
    // Asked again: only the live week is read.
    expect(asked).toHaveLength(1);
  });

  it('prepares the settled days of the last 400 in the background, once', async () => {
    const { source, asked } = ordersSource();
    const stats = memoryStats();
    const service = new DashboardService({ stats: stats.repo, sources: [source], clock, timeZone: ZONE });
    expect(await service.prepare()).toBe(400);
    expect(stats.rows.size).toBe(400);
    expect(await service.prepare()).toBe(0);
    expect(asked).toHaveLength(1);
    // A request then reads them, and only today and yesterday live.
    await service.stats({ from: '2026-08-24', to: '2026-11-21' });
    expect(asked).toHaveLength(2);
  });

  it('fills days with nothing as zeros and sums the totals', async () => {
    const empty: FigureSource = { daily: async () => [] };
    const service = new DashboardService({ stats: memoryStats().repo, sources: [empty], clock, timeZone: ZONE });
    const result = await service.stats({ from: '2026-03-07', to: '2026-03-09' });
    expect(result.days.map((d) => d.day)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(result.totals).toMatchObject({ orders: 0, peakDailyPlayers: 0 });
  });

  it('refuses a backwards range or one longer than 366 days', async () => {
    const service = new DashboardService({ stats: memoryStats().repo, sources: [], clock, timeZone: ZONE });
    await expect(service.stats({ from: '2026-11-02', to: '2026-11-01' })).rejects.toMatchObject({ status: 400 });
    await expect(service.stats({ from: '2025-01-01', to: '2026-01-02' })).rejects.toMatchObject({ status: 400 });
    await expect(service.stats({ from: '2025-01-01', to: '2026-01-01' })).resolves.toMatchObject({
      from: '2025-01-01',
    });
    // Far ends and impossible dates answer at once (never a loop over the days).
    await expect(service.stats({ from: '2026-01-01', to: '9999-12-31' })).rejects.toMatchObject({ status: 400 });
    await expect(service.stats({ from: '2026-02-01', to: '2026-02-31' })).rejects.toMatchObject({ status: 400 });
    await expect(service.stats({ from: '2026-01-01', to: '2026-13-01' })).rejects.toMatchObject({ status: 400 });
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
