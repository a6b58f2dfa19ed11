import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { createMicrosoftIdentity } from '../identity/microsoft-identity.ts';
import { CACHE_LOOKUP_POLICY } from '../identity/silent-token.ts';
import { fakeGoogle } from '../testing/fake-identity.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  pathOf,
  renderPage,
  sessionDto,
  settings,
} from '../testing/auth-test-utils.tsx';
import { SocialLoginPage } from './social-login-page.tsx';

cleanupAfterEach();

/**
 * Microsoft sign-in through the app's real adapter (microsoft-identity.ts): only MSAL's
 * library is a stand-in (it would talk to login.microsoftonline.com), playing an MSAL
 * whose session-storage cache knows the accounts signed in during this browser session.
 */
class SessionMsal {
  static accounts: { username: string }[] = [];
  static silentCalls: { nonce: string; cacheLookupPolicy: number }[] = [];
  static popups = 0;
  private listeners: unknown[] = [];
  addEventCallback(callback: unknown) {
    this.listeners.push(callback);
    return 'cb';
  }
  initialize = async () => undefined;
  handleRedirectPromise = async () => null;
  getActiveAccount = () => null;
  getAllAccounts = () => SessionMsal.accounts;
  getAccount = (filter: { username: string }) =>
    SessionMsal.accounts.find((a) => a.username === filter.username) ?? null;
  loginPopup = async (request: { nonce: string }) => {
    SessionMsal.popups += 1;
    SessionMsal.accounts = [{ username: 'gamer@example.com' }];
    return { idToken: `popup-token-${request.nonce}`, idTokenClaims: { nonce: request.nonce } };
  };
  ssoSilent = vi.fn();
  /** The cache holds the pop-up's ID token (its nonce is spent); a hidden frame brings one for the new nonce. */
  acquireTokenSilent = async (request: { nonce: string; cacheLookupPolicy: number }) => {
    SessionMsal.silentCalls.push({ nonce: request.nonce, cacheLookupPolicy: request.cacheLookupPolicy });
    if (request.cacheLookupPolicy === CACHE_LOOKUP_POLICY.Skip) {
      return { idToken: `silent-token-${request.nonce}`, idTokenClaims: { nonce: request.nonce } };
    }
    if (request.cacheLookupPolicy === CACHE_LOOKUP_POLICY.RefreshToken) {
      throw Object.assign(new Error('expired'), { errorCode: 'refresh_token_expired' });
    }
    return { idToken: 'cached-token', idTokenClaims: { nonce: 'spent' } };
  };
}

const microsoft = (clientId: string) =>
  createMicrosoftIdentity(clientId, {
    load: async () => ({ PublicClientApplication: SessionMsal }) as never,
    redirectUri: 'http://localhost/socialLogin',
  });

function server(signIn: (request: RecordedRequest) => Response) {
  let nonces = 0;
  return installFakeFetch(
    apiRoutes({
      'GET /api/auth/oidc/nonce': () => {
        nonces += 1;
        return jsonResponse(200, {
          nonce: `nonce-${nonces}`.padEnd(20, '0'),
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        });
      },
      'POST /api/auth/oidc/microsoft': signIn,
    }),
  );
}

const open = () =>
  renderPage(<SocialLoginPage />, {
    path: '/socialLogin',
    route: '/socialLogin',
    preloadedState: authState({ env: settings({ microsoftClientId: 'ms-client' }) }),
    adapters: { google: fakeGoogle().google, microsoft },
  });

function reset(accounts: { username: string }[]) {
  SessionMsal.accounts = accounts;
  SessionMsal.silentCalls = [];
  SessionMsal.popups = 0;
}

describe('Microsoft silent sign-in (spec sections 4 and 5)', () => {
  it('signs a returning Microsoft user in without a click, in the silent token order', async () => {
    reset([{ username: 'gamer@example.com' }]);
    const { requests } = server(() => jsonResponse(200, sessionDto()));
    await open();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    const signIn = requests.find((r) => pathOf(r) === '/api/auth/oidc/microsoft');
    expect(signIn?.body).toMatchObject({ idToken: expect.stringMatching(/^silent-token-nonce-/) });
    expect(SessionMsal.silentCalls.map((c) => c.cacheLookupPolicy)).toEqual([
      CACHE_LOOKUP_POLICY.AccessToken,
      CACHE_LOOKUP_POLICY.RefreshToken,
      CACHE_LOOKUP_POLICY.Skip,
    ]);
    expect(SessionMsal.popups).toBe(0);
  });

  it('shows the button to someone Microsoft does not know yet in this browser', async () => {
    reset([]);
    server(() => jsonResponse(200, sessionDto()));
    await open();
    const button = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(SessionMsal.silentCalls).toEqual([]);
  });

  it('after the sign-up details, gets the fresh ID token silently: one click in all', async () => {
    reset([]);
    const { requests } = server((request) =>
      (request.body as { country?: string }).country
        ? jsonResponse(200, sessionDto())
        : problemResponse(422, 'SignupDetailsRequiredException'),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Microsoft' }));
    await user.selectOptions(await screen.findByLabelText('Country'), 'CANADA');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(SessionMsal.popups).toBe(1);
    const signIns = requests.filter((r) => pathOf(r) === '/api/auth/oidc/microsoft').map((r) => r.body);
    expect(signIns).toEqual([
      expect.objectContaining({ idToken: expect.stringMatching(/^popup-token-nonce-1/) }),
      expect.objectContaining({ idToken: expect.stringMatching(/^silent-token-nonce-/), country: 'CANADA' }),
    ]);
    await waitFor(() => expect(SessionMsal.silentCalls.at(-1)?.cacheLookupPolicy).toBe(CACHE_LOOKUP_POLICY.Skip));
  });
});
