import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientType } from '@playeats/domain/constants';
import { APPLICATION_VERSION } from '../lib/build-info.ts';
import { platform } from '../lib/platform/index.ts';

export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What the app knows about itself and its host window (spec section 3). */
export interface InfoState {
  /** The client type sent to the API as `application`. */
  application: ClientType;
  applicationVersion: string;
  statusBarHeight: number;
  safeAreaInsets: SafeAreaInsets;
}

export function initialInfoState(): InfoState {
  return {
    application: platform.clientType(),
    applicationVersion: APPLICATION_VERSION,
    statusBarHeight: 0,
    safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
  };
}

export const infoSlice = createSlice({
  name: 'info',
  // Lazy: the platform adapter is asked when a store is created, not when this module loads.
  initialState: initialInfoState,
  reducers: {
    /** The overlay learns at run time which window (desktop or in-game) it is. */
    applicationChanged(state, action: PayloadAction<ClientType>) {
      state.application = action.payload;
    },
    statusBarHeightChanged(state, action: PayloadAction<number>) {
      state.statusBarHeight = action.payload;
    },
    safeAreaInsetsChanged(state, action: PayloadAction<SafeAreaInsets>) {
      state.safeAreaInsets = action.payload;
    },
  },
  selectors: {
    selectApplication: (state) => state.application,
    selectApplicationVersion: (state) => state.applicationVersion,
    selectStatusBarHeight: (state) => state.statusBarHeight,
    selectSafeAreaInsets: (state) => state.safeAreaInsets,
  },
});

export const { applicationChanged, statusBarHeightChanged, safeAreaInsetsChanged } = infoSlice.actions;
export const { selectApplication, selectApplicationVersion, selectStatusBarHeight, selectSafeAreaInsets } =
  infoSlice.selectors;
