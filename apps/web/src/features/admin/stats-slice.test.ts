import { describe, expect, it } from 'vitest';
import {
  initialStatsState,
  selectStats,
  selectStatsError,
  selectStatsLoading,
  statsFailed,
  statsRequested,
  statsSlice,
  statsSucceeded,
  type Stats,
} from './stats-slice.ts';

const figures = (orders: number): Stats => ({
  from: '2026-11-01',
  to: '2026-11-01',
  timeZone: 'America/New_York',
  days: [],
  totals: {
    orders,
    revenueUsdCents: 0,
    revenueCadCents: 0,
    bucksEarned: 0,
    bucksSpent: 0,
    peakDailyPlayers: 0,
    gameMinutes: 0,
    signups: 0,
    referralConversions: 0,
  },
});

const reduce = (...actions: Parameters<typeof statsSlice.reducer>[1][]) =>
  actions.reduce(statsSlice.reducer, initialStatsState);

describe('stats slice', () => {
  it('starts empty', () => {
    expect(initialStatsState).toEqual({ stats: null, loading: false, error: null });
  });

  it('request → success', () => {
    const loading = reduce(statsRequested());
    expect(selectStatsLoading({ stats: loading })).toBe(true);
    const done = statsSlice.reducer(loading, statsSucceeded(figures(3)));
    expect(done).toEqual({ stats: figures(3), loading: false, error: null });
    expect(selectStats({ stats: done })).toEqual(figures(3));
  });

  it('request → failure with an error, which the next request clears', () => {
    const failed = reduce(
      statsSucceeded(figures(1)),
      statsRequested(),
      statsFailed('Request failed with status code 500'),
    );
    expect(failed).toEqual({ stats: figures(1), loading: false, error: 'Request failed with status code 500' });
    expect(selectStatsError({ stats: failed })).toBe('Request failed with status code 500');
    expect(statsSlice.reducer(failed, statsRequested())).toMatchObject({ loading: true, error: null });
  });
});
