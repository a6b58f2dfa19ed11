import type { UnknownAction } from '@reduxjs/toolkit';
import type { ClientType } from '@playeats/domain/constants';
import { HttpError, request, type Parser } from '../../../lib/http-client.ts';
import { readStoredSession, removeStoredSession } from '../../../lib/storage.ts';
import { logout, tokenExpiredChanged, tokenRefreshed, type AuthState } from '../auth-slice.ts';

export const REFRESH_PATH = '/api/auth/refresh';

export interface RefreshTokenBody {
  application: string;
  applicationVersion: string;
  refreshToken: string | null;
}

export interface RefreshedTokens {
  accessToken: string;
  /** Present when the server rotates the refresh token. */
  refreshToken: string | null;
}

/** The store as far as this call needs it; a structural type so the store module is not imported. */
export interface SessionStore {
  /** `info`: the client type and version the app started with (app/info-slice.ts). */
  getState: () => { auth: AuthState; info: { application: ClientType; applicationVersion: string } };
  dispatch: (action: UnknownAction) => unknown;
}

/** Thrown when the session cannot be renewed and the user has been logged out (spec section 8). */
export class NeedToLogoutError extends Error {
  override readonly name = 'NeedToLogoutError';
  constructor() {
    super('Need to logout');
  }
}

const refreshedTokensParser: Parser<RefreshedTokens> = {
  parse(input) {
    const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    if (typeof body.accessToken !== 'string' || body.accessToken === '') {
      throw new TypeError('Token refresh answered without an accessToken');
    }
    return {
      accessToken: body.accessToken,
      refreshToken: typeof body.refreshToken === 'string' && body.refreshToken !== '' ? body.refreshToken : null,
    };
  },
};

/**
 * PATCH /api/auth/refresh (spec sections 7 and 8). On success the new tokens replace the
 * old ones in state, user info kept; app/storage-sync.ts mirrors them into the stored
 * session where it lives. A 401 means the refresh token is dead: unless the caller
 * suppresses that, the stored session is cleared, logout is dispatched and
 * 'Need to logout' is thrown. Every other failure is rethrown as is.
 *
 * No Authorization header: the access token is the thing that expired, and the refresh
 * token in the body is the credential. The call never renews itself on a 401.
 */
export async function refreshToken(
  store: SessionStore,
  options: { suppressLogout?: boolean } = {},
): Promise<RefreshedTokens> {
  const presented = store.getState().auth.refreshToken;
  // One renewal at a time across the tabs and overlay windows of this origin: refresh
  // tokens rotate, and two windows presenting the same one would look like a replay.
  return withSessionLock(async () => {
    const renewedElsewhere = sharedTokensNewerThan(presented);
    if (renewedElsewhere) {
      store.dispatch(tokenRefreshed(renewedElsewhere));
      return renewedElsewhere;
    }
    return renew(store, options);
  });
}

const SESSION_LOCK = 'playeats-session-refresh';

function withSessionLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(SESSION_LOCK, run) : run();
}

/** The tokens another window stored after renewing the session this one holds, if it did. */
function sharedTokensNewerThan(presented: string | null): RefreshedTokens | null {
  const stored = readStoredSession()?.value as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  if (!presented || !stored || typeof stored.accessToken !== 'string' || typeof stored.refreshToken !== 'string') {
    return null;
  }
  return stored.refreshToken !== presented
    ? { accessToken: stored.accessToken, refreshToken: stored.refreshToken }
    : null;
}

async function renew(store: SessionStore, { suppressLogout = false }: { suppressLogout?: boolean }) {
  const state = store.getState();
  const body: RefreshTokenBody = {
    application: state.info.application,
    applicationVersion: state.info.applicationVersion,
    refreshToken: state.auth.refreshToken,
  };
  // auth.tokenIsExpired: the access token needs renewing and the renewal is under way
  // (the app says so: SessionRenewalNotice); tokenRefreshed clears it.
  store.dispatch(tokenExpiredChanged(true));
  try {
    const tokens = await request(REFRESH_PATH, {
      method: 'PATCH',
      body,
      authenticated: false,
      refreshOnUnauthorized: false,
      schema: refreshedTokensParser,
    });
    store.dispatch(tokenRefreshed(tokens));
    return tokens;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && !suppressLogout) {
      removeStoredSession();
      store.dispatch(logout());
      throw new NeedToLogoutError();
    }
    store.dispatch(tokenExpiredChanged(false));
    throw error;
  }
}
