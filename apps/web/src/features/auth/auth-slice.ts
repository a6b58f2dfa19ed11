import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Settings } from '@playeats/contracts/settings';
import type { UserInfoDto } from '@playeats/contracts/users';
import { currencyOf, type CurrencyCode } from '@playeats/domain/pricing';
import { readStoredSession, removeStoredSession } from '../../lib/storage.ts';

/** The demo address (its own shape, with `position`) or a saved delivery address (`AddressDto`, with `lat`/`lng`). */
export type AddressData = Readonly<Record<string, unknown>>;

/** Signed-in user info (spec section 3). */
export interface UserInfo {
  roles: string[];
  anonymousMode: boolean;
  disableGameTimeTracking: boolean;
  disabledAds: boolean;
  address: AddressData | null;
  phone: string | null;
  /**
   * The account's own facts from the server's user info (the account menu shows the
   * e-mail; ordering reads the country). Optional: a session stored by an older version
   * of the app lacks them.
   */
  id?: string;
  email?: string;
  country?: UserInfoDto['country'];
}

const isAddress = (value: unknown): value is AddressData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's user info (GET /api/users/me, a sign-in's answer) as the session keeps it.
 * The contract leaves the address opaque (unknown); the session wants an object or null.
 */
export function toSessionUserInfo(info: UserInfoDto): UserInfo {
  return { ...info, address: isAddress(info.address) ? info.address : null };
}

/** What is stored under the 'user' key. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  userInfo: UserInfo;
}

/** A stored session as restore finds it: only the refresh token is certain (spec section 4). */
export interface RestoredSession {
  accessToken: string | null;
  refreshToken: string;
  userInfo: UserInfo | null;
}

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  userInfo: UserInfo | null;
  demoAddress: AddressData | null;
  demoPlaceId: string | null;
  tokenIsExpired: boolean;
  scrollYPosition: number;
  env: Settings | null;
  resetNotificationPolling: boolean;
  currentlyPolling: boolean;
}

export const initialAuthState: AuthState = {
  accessToken: null,
  refreshToken: null,
  userInfo: null,
  demoAddress: null,
  demoPlaceId: null,
  tokenIsExpired: false,
  scrollYPosition: 0,
  env: null,
  resetNotificationPolling: false,
  currentlyPolling: false,
};

function setSession(state: AuthState, session: Session | RestoredSession): void {
  state.accessToken = session.accessToken;
  state.refreshToken = session.refreshToken;
  state.userInfo = session.userInfo;
  state.tokenIsExpired = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    envLoaded(state, action: PayloadAction<Settings>) {
      state.env = action.payload;
    },
    sessionRestored(state, action: PayloadAction<RestoredSession>) {
      setSession(state, action.payload);
    },
    /** `remember` picks local storage (kept across restarts) over session storage; see app/storage-sync.ts. */
    login(state, action: PayloadAction<Session & { remember: boolean }>) {
      setSession(state, action.payload);
    },
    /** The game overlay's sign-in: another window's auth state replaces this one's wholesale. */
    overlayLoginReplaced(_state, action: PayloadAction<AuthState>) {
      return action.payload;
    },
    /** Everything but the environment settings goes (spec section 4). */
    logout(state) {
      return { ...initialAuthState, env: state.env };
    },
    tokenRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken?: string | null }>) {
      state.accessToken = action.payload.accessToken;
      if (action.payload.refreshToken) state.refreshToken = action.payload.refreshToken;
      state.tokenIsExpired = false;
    },
    /** After a change that alters the profile (e.g. an applied promo code), the server's fresh copy. */
    userInfoReloaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    phoneChanged(state, action: PayloadAction<string | null>) {
      if (state.userInfo) state.userInfo.phone = action.payload;
    },
    tokenExpiredChanged(state, action: PayloadAction<boolean>) {
      state.tokenIsExpired = action.payload;
    },
    demoAddressChanged(state, action: PayloadAction<{ address: AddressData | null; placeId: string | null }>) {
      state.demoAddress = action.payload.address;
      state.demoPlaceId = action.payload.placeId;
    },
    scrollYPositionSaved(state, action: PayloadAction<number>) {
      state.scrollYPosition = action.payload;
    },
    resetNotificationPollingChanged(state, action: PayloadAction<boolean>) {
      state.resetNotificationPolling = action.payload;
    },
    currentlyPollingChanged(state, action: PayloadAction<boolean>) {
      state.currentlyPolling = action.payload;
    },
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectRefreshToken: (state) => state.refreshToken,
    selectUserInfo: (state) => state.userInfo,
    /** Signed in means able to call the API: a refresh token renews a missing or expired access token. */
    selectIsSignedIn: (state) => state.refreshToken !== null,
    selectIsAdmin: (state) => state.userInfo?.roles.includes('ADMIN') ?? false,
    /**
     * The user part of the query keys of a signed-in person's data: the account id when the
     * session knows it. The keys carry it so that, after a sign-out and someone else's
     * sign-in on the same device, nothing cached for the first person is shown to the second.
     */
    selectQueryUserKey: (state): string => state.userInfo?.id ?? 'session',
    /** The account's country; null for a session stored by an older version of the app. */
    selectAccountCountry: (state) => state.userInfo?.country ?? null,
    /**
     * The currency of the account's wallet (promo dollars, rewards): its country's. A
     * session stored by an older version has no country: US dollars, as before.
     */
    selectAccountCurrency: (state): CurrencyCode =>
      state.userInfo?.country ? currencyOf(state.userInfo.country) : 'USD',
    selectDemoAddress: (state) => state.demoAddress,
    selectDemoPlaceId: (state) => state.demoPlaceId,
    selectTokenIsExpired: (state) => state.tokenIsExpired,
    selectScrollYPosition: (state) => state.scrollYPosition,
    selectEnv: (state) => state.env,
    selectResetNotificationPolling: (state) => state.resetNotificationPolling,
  },
});

export const {
  envLoaded,
  sessionRestored,
  login,
  overlayLoginReplaced,
  logout,
  tokenRefreshed,
  userInfoReloaded,
  phoneChanged,
  tokenExpiredChanged,
  demoAddressChanged,
  scrollYPositionSaved,
  resetNotificationPollingChanged,
  currentlyPollingChanged,
} = authSlice.actions;

export const {
  selectAccessToken,
  selectRefreshToken,
  selectUserInfo,
  selectIsSignedIn,
  selectIsAdmin,
  selectQueryUserKey,
  selectAccountCountry,
  selectAccountCurrency,
  selectDemoAddress,
  selectDemoPlaceId,
  selectTokenIsExpired,
  selectScrollYPosition,
  selectEnv,
  selectResetNotificationPolling,
} = authSlice.selectors;

const COUNTRIES: readonly unknown[] = ['UNITED_STATES', 'CANADA'] satisfies UserInfoDto['country'][];

/** Stored user info as restore keeps it: a country it does not know is left out, as if absent. */
function parseStoredUserInfo(value: unknown): UserInfo | null {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as Record<string, unknown>).roles)) {
    return null;
  }
  const { country, ...rest } = value as Omit<UserInfo, 'country'> & { country?: unknown };
  return COUNTRIES.includes(country) ? { ...rest, country: country as UserInfoDto['country'] } : rest;
}

/** The stored user reduced to what restore needs; null when it holds no refresh token. */
function parseStoredSession(value: unknown): RestoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken, userInfo } = value as Record<string, unknown>;
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  return {
    accessToken: typeof accessToken === 'string' && accessToken !== '' ? accessToken : null,
    refreshToken,
    userInfo: parseStoredUserInfo(userInfo),
  };
}

/**
 * Session restore on start (spec section 4): the stored user (local storage first, then
 * session storage) goes into auth state when it has a refresh token; otherwise it is
 * removed. An access token may well have expired meanwhile: the HTTP client renews it on
 * the first 401.
 */
export function restoreSession(): ThunkAction<boolean, { auth: AuthState }, unknown, UnknownAction> {
  return (dispatch) => {
    const stored = readStoredSession();
    if (!stored) return false;
    const session = parseStoredSession(stored.value);
    if (!session) {
      removeStoredSession();
      return false;
    }
    dispatch(sessionRestored(session));
    return true;
  };
}
