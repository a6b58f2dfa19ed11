import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StatsDto } from '@playeats/contracts/admin';

/** The admin dashboard's figures (GET /api/admin/stats). */
export type Stats = StatsDto;

export interface StatsState {
  stats: Stats | null;
  loading: boolean;
  /** A message, not the Error itself: state stays serializable. */
  error: string | null;
}

export const initialStatsState: StatsState = { stats: null, loading: false, error: null };

/** Spec sections 3 and 4: the stats state, a request then success or failure with an error. */
export const statsSlice = createSlice({
  name: 'stats',
  initialState: initialStatsState,
  reducers: {
    statsRequested(state) {
      state.loading = true;
      state.error = null;
    },
    // The last good stats stay on screen until new ones arrive or a failure says why not.
    statsSucceeded(state, action: PayloadAction<Stats>) {
      state.stats = action.payload;
      state.loading = false;
      state.error = null;
    },
    statsFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectStats: (state) => state.stats,
    selectStatsLoading: (state) => state.loading,
    selectStatsError: (state) => state.error,
  },
});

export const { statsRequested, statsSucceeded, statsFailed } = statsSlice.actions;
export const { selectStats, selectStatsLoading, selectStatsError } = statsSlice.selectors;
