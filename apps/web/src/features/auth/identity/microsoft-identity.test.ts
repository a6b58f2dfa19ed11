import type { EventMessage } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import { MSAL_EVENTS } from './interaction-status.ts';
import {
  createMicrosoftIdentity,
  MICROSOFT_AUTHORITY,
  SignInCancelledError,
  type MicrosoftIdentity,
} from './microsoft-identity.ts';
import { SilentPromptError } from './msal-guards.ts';
import { CACHE_LOOKUP_POLICY } from './silent-token.ts';

const result = (nonce: string, state?: string) => ({
  idToken: `id-token-for-${nonce}`,
  idTokenClaims: { nonce },
  ...(state ? { state } : {}),
});

/** A stand-in for MSAL's PublicClientApplication, recording what the adapter asks of it. */
class FakePca {
  static last: FakePca;
  callbacks: ((message: EventMessage) => void)[] = [];
  redirectAnswer: unknown = null;
  loginPopup = vi.fn(async (request: { nonce: string; state?: string }) => {
    this.emit(MSAL_EVENTS.LOGIN_START, 'popup');
    this.emit(MSAL_EVENTS.LOGIN_SUCCESS, 'popup');
    return result(request.nonce, request.state);
  });
  loginRedirect = vi.fn(async () => undefined);
  ssoSilent = vi.fn(async (request: { nonce: string }) => result(request.nonce));
  /** MSAL's answers by cache lookup policy: the cache holds an earlier sign-in's ID token. */
  acquireTokenSilent = vi.fn(async (request: { nonce: string; cacheLookupPolicy: number }) =>
    request.cacheLookupPolicy === CACHE_LOOKUP_POLICY.AccessToken ? result('an-earlier-nonce') : result(request.nonce),
  );
  accounts: { username: string; nativeAccountId?: string }[] = [];
  getActiveAccount = vi.fn(() => null);
  getAllAccounts = vi.fn(() => this.accounts);
  getAccount = vi.fn(
    (filter: { username: string }) => this.accounts.find((a) => a.username === filter.username) ?? null,
  );
  initialize = vi.fn(async () => undefined);
  handleRedirectPromise = vi.fn(async () => {
    this.emit(MSAL_EVENTS.HANDLE_REDIRECT_START, null);
    this.emit(MSAL_EVENTS.HANDLE_REDIRECT_END, null);
    return this.redirectAnswer;
  });

  constructor(readonly config: unknown) {
    FakePca.last = this;
  }

  addEventCallback(callback: (message: EventMessage) => void) {
    this.callbacks.push(callback);
    return 'cb';
  }

  emit(eventType: string, interactionType: string | null) {
    const message = { eventType, interactionType, payload: null, error: null, timestamp: 0 } as EventMessage;
    for (const callback of this.callbacks) callback(message);
  }
}

async function create(prepare?: (pca: FakePca) => void): Promise<{ identity: MicrosoftIdentity; pca: FakePca }> {
  class Prepared extends FakePca {
    constructor(config: unknown) {
      super(config);
      prepare?.(this);
    }
  }
  const load = async () => ({ PublicClientApplication: Prepared }) as never;
  const identity = await createMicrosoftIdentity('ms-client', {
    load,
    redirectUri: 'https://playeats.test/socialLogin',
  });
  return { identity, pca: FakePca.last };
}

describe('Microsoft identity adapter', () => {
  it('configures MSAL with the common authority, session storage and the spec’s timeouts', async () => {
    const { pca } = await create();
    expect(pca.config).toEqual({
      auth: { clientId: 'ms-client', authority: MICROSOFT_AUTHORITY, redirectUri: 'https://playeats.test/socialLogin' },
      cache: { cacheLocation: 'sessionStorage' },
      system: {
        redirectNavigationTimeout: 30000,
        windowHashTimeout: 60000,
        nativeBrokerHandshakeTimeout: 2000,
        allowPlatformBroker: true,
      },
    });
    expect(MICROSOFT_AUTHORITY).toBe('https://login.microsoftonline.com/common');
    expect(pca.initialize).toHaveBeenCalled();
  });

  it('starts at startup and settles to none once redirect handling is done', async () => {
    const statuses: string[] = [];
    const { identity, pca } = await create();
    expect(identity.status()).toBe('none');
    identity.subscribe((status) => statuses.push(status));
    const signingIn = identity.signIn({ nonce: 'n1' });
    await signingIn;
    expect(statuses).toEqual(['login', 'none']);
    pca.emit(MSAL_EVENTS.LOGOUT_START, 'redirect');
    expect(identity.status()).toBe('logout');
  });

  it('signs in with a pop-up carrying the nonce and state, and returns the ID token', async () => {
    const { identity, pca } = await create();
    await expect(identity.signIn({ nonce: 'nonce-1', state: '{"x":1}' })).resolves.toEqual({
      idToken: 'id-token-for-nonce-1',
      nonce: 'nonce-1',
      state: '{"x":1}',
    });
    expect(pca.loginPopup).toHaveBeenCalledWith(
      expect.objectContaining({ nonce: 'nonce-1', state: '{"x":1}', scopes: ['openid', 'profile', 'email'] }),
    );
  });

  it('falls back to a redirect when the pop-up is blocked, and reads its answer on return', async () => {
    const { identity, pca } = await create();
    pca.loginPopup.mockRejectedValueOnce(Object.assign(new Error('blocked'), { errorCode: 'popup_window_error' }));
    await expect(identity.signIn({ nonce: 'nonce-2' })).resolves.toBeNull();
    expect(pca.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ nonce: 'nonce-2' }));

    const back = await create((fresh) => {
      fresh.redirectAnswer = result('nonce-2', '{"details":1}');
    });
    expect(back.identity.takeRedirectResult()).toEqual({
      idToken: 'id-token-for-nonce-2',
      nonce: 'nonce-2',
      state: '{"details":1}',
    });
    expect(back.identity.takeRedirectResult()).toBeNull();
  });

  it('turns a closed pop-up into a cancellation and passes other errors on', async () => {
    const { identity, pca } = await create();
    pca.loginPopup.mockRejectedValueOnce(Object.assign(new Error('closed'), { errorCode: 'user_cancelled' }));
    await expect(identity.signIn({ nonce: 'n' })).rejects.toBeInstanceOf(SignInCancelledError);
    pca.loginPopup.mockRejectedValueOnce(Object.assign(new Error('server'), { errorCode: 'server_error' }));
    await expect(identity.signIn({ nonce: 'n' })).rejects.toThrow('server');
  });

  it('guards silent sign-in prompts and warns without a user hint', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { identity, pca } = await create();
    await expect(identity.silentSignIn({ nonce: 'n', prompt: 'login' })).rejects.toBeInstanceOf(SilentPromptError);
    expect(pca.ssoSilent).not.toHaveBeenCalled();
    await identity.silentSignIn({ nonce: 'n', prompt: 'no-session' });
    expect(pca.ssoSilent).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'no_session' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No user hint'));
    warn.mockRestore();
  });

  it('signs a returning account in silently in the silent token order, until a token carries the new nonce', async () => {
    const { identity, pca } = await create((fresh) => {
      fresh.accounts = [{ username: 'gamer@example.com' }];
    });
    expect(identity.returningAccount()).toEqual({ username: 'gamer@example.com' });
    await expect(identity.silentSignIn({ nonce: 'fresh', loginHint: 'gamer@example.com' })).resolves.toMatchObject({
      idToken: 'id-token-for-fresh',
      nonce: 'fresh',
    });
    // The cache (an earlier nonce) did not count; the refresh token answered with this one.
    expect(pca.acquireTokenSilent.mock.calls.map(([r]) => r.cacheLookupPolicy)).toEqual([
      CACHE_LOOKUP_POLICY.AccessToken,
      CACHE_LOOKUP_POLICY.RefreshToken,
    ]);
    expect(pca.acquireTokenSilent).toHaveBeenLastCalledWith(
      expect.objectContaining({ nonce: 'fresh', account: { username: 'gamer@example.com' }, prompt: 'none' }),
    );
    expect(pca.ssoSilent).not.toHaveBeenCalled();
  });

  it('hands a broker account to the broker alone', async () => {
    const { identity, pca } = await create((fresh) => {
      fresh.accounts = [{ username: 'x@example.com', nativeAccountId: 'n' }];
    });
    await identity.silentSignIn({ nonce: 'b', loginHint: 'x@example.com' });
    expect(pca.acquireTokenSilent.mock.calls.map(([r]) => r.cacheLookupPolicy)).toEqual([CACHE_LOOKUP_POLICY.Default]);
  });

  it('has no returning account before a sign-in in this browser session', async () => {
    const { identity } = await create();
    expect(identity.returningAccount()).toBeNull();
  });

  it('refuses a redirect answer whose address carried no code (spec section 5)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/socialLogin#state=s&error=interaction_required');
    const refused = await create((fresh) => {
      fresh.redirectAnswer = result('n3');
    });
    expect(refused.pca.handleRedirectPromise).toHaveBeenCalled();
    expect(refused.identity.takeRedirectResult()).toBeNull();
    window.history.replaceState(null, '', '/socialLogin#code=abc&state=s');
    const accepted = await create((fresh) => {
      fresh.redirectAnswer = result('n4');
    });
    expect(accepted.identity.takeRedirectResult()).toMatchObject({ idToken: 'id-token-for-n4' });
    window.history.replaceState(null, '', '/');
    warn.mockRestore();
  });
});
