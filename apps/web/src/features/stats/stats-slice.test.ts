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
} from './stats-slice.ts';

const reduce = (...actions: Parameters<typeof statsSlice.reducer>[1][]) =>
  actions.reduce(statsSlice.reducer, initialStatsState);

describe('stats slice', () => {
  it('starts empty', () => {
    expect(initialStatsState).toEqual({ stats: null, loading: false, error: null });
  });

  it('request → success', () => {
    const loading = reduce(statsRequested());
    expect(selectStatsLoading({ stats: loading })).toBe(true);
    const done = statsSlice.reducer(loading, statsSucceeded({ hoursPlayed: 3 }));
    expect(done).toEqual({ stats: { hoursPlayed: 3 }, loading: false, error: null });
    expect(selectStats({ stats: done })).toEqual({ hoursPlayed: 3 });
  });

  it('request → failure with an error, which the next request clears', () => {
    const failed = reduce(
      statsSucceeded({ a: 1 }),
      statsRequested(),
      statsFailed('Request failed with status code 500'),
    );
    expect(failed).toEqual({ stats: { a: 1 }, loading: false, error: 'Request failed with status code 500' });
    expect(selectStatsError({ stats: failed })).toBe('Request failed with status code 500');
    expect(statsSlice.reducer(failed, statsRequested())).toMatchObject({ loading: true, error: null });
  });
});
