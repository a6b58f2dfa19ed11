import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientType } from '@playeats/domain/constants';
import { APPLICATION_VERSION } from '../lib/build-info.ts';
import type { SafeAreaInsets } from '../lib/platform/platform.ts';

/** What the app knows about itself and its host window (spec section 3). */
export interface InfoState {
  /** The client type sent to the API as `application`. */
  application: ClientType;
  applicationVersion: string;
  statusBarHeight: number;
  safeAreaInsets: SafeAreaInsets;
}

/** Until the app starts: createBrowserStore then sets what the platform adapter says (applicationChanged). */
export function initialInfoState(): InfoState {
  return {
    application: 'WEBAPP_CLIENT',
    applicationVersion: APPLICATION_VERSION,
    statusBarHeight: 0,
    safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
  };
}

export const infoSlice = createSlice({
  name: 'info',
  initialState: initialInfoState,
  reducers: {
    /**
     * The client type and version, from the platform adapter when the app starts (each
     * overlay window is its own app: desktop or in-game). The API calls that identify the
     * client (the token refresh) send these.
     */
    applicationChanged(state, action: PayloadAction<{ application: ClientType; applicationVersion: string }>) {
      state.application = action.payload.application;
      state.applicationVersion = action.payload.applicationVersion;
    },
    statusBarHeightChanged(state, action: PayloadAction<number>) {
      state.statusBarHeight = action.payload;
    },
    safeAreaInsetsChanged(state, action: PayloadAction<SafeAreaInsets>) {
      state.safeAreaInsets = action.payload;
    },
  },
});

export const { applicationChanged, statusBarHeightChanged, safeAreaInsetsChanged } = infoSlice.actions;
