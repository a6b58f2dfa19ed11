import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSystemBrowserAuthorizer } from '../../../lib/platform/system-browser.ts';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { fakeBrowserPlugins } from '../../../test/fake-system-browser.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  findAlert,
  pathOf,
  renderPage,
  sessionDto,
  settings,
} from '../testing/auth-test-utils.tsx';
import { SocialLoginPage } from './social-login-page.tsx';

// Sign-in in the iOS and Android apps (decision 0032): the real page, the real system
// browser round trip; only Capacitor's Browser and App plugins are fakes.
cleanupAfterEach();

const withProviders = authState({ env: settings({ googleClientId: 'google-client', microsoftClientId: 'ms-client' }) });
const REDIRECT = 'com.googleusercontent.apps.1234-ios:/oauth2redirect/google';
const VERIFIER = 'v'.repeat(64);
const NONCE = 'n'.repeat(43);

function started(provider: string) {
  return jsonResponse(200, {
    authorizeUrl: `https://${provider}.example/authorize?state=the-state`,
    redirectUri: REDIRECT,
    state: 'the-state',
    codeVerifier: VERIFIER,
    nonce: NONCE,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });
}

function server(code: (request: RecordedRequest) => Response = () => jsonResponse(200, sessionDto())) {
  return installFakeFetch(
    apiRoutes({
      'POST /api/auth/oidc/google/native': () => started('google'),
      'POST /api/auth/oidc/microsoft/native': () => problemResponse(404, 'NotFoundException'),
      'POST /api/auth/oidc/google/code': code,
    }),
  );
}

/** The page in the app; a closed browser's grace period passes at once. */
async function open() {
  const native = fakeBrowserPlugins();
  const win = { setTimeout: (run: () => void) => (run(), 0) } as unknown as Window;
  const systemBrowser = {
    app: 'ios' as const,
    authorize: createSystemBrowserAuthorizer(async () => native.plugins, win),
  };
  const rendered = await renderPage(<SocialLoginPage />, {
    path: '/socialLogin',
    route: '/socialLogin',
    preloadedState: withProviders,
    adapters: { systemBrowser },
  });
  return { ...rendered, native };
}

async function tapGoogle(native: ReturnType<typeof fakeBrowserPlugins>) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
  await waitFor(() => expect(native.raw.browser.open).toHaveBeenCalled());
  expect(native.raw.browser.open).toHaveBeenCalledWith({ url: 'https://google.example/authorize?state=the-state' });
  expect(screen.getByRole('button', { name: 'Waiting for Google…' })).toHaveAttribute('aria-busy', 'true');
}

describe('SocialLoginPage in the apps', () => {
  it('signs in through the system browser: the code and its verifier go to the server', async () => {
    const { requests } = server();
    const { store, native } = await open();
    await tapGoogle(native);
    expect(requests.find((r) => pathOf(r) === '/api/auth/oidc/google/native')?.body).toEqual({ platform: 'ios' });
    native.fire('appUrlOpen', { url: `${REDIRECT}?state=the-state&code=the-code` });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests.find((r) => pathOf(r) === '/api/auth/oidc/google/code')?.body).toEqual({
      application: 'WEBAPP_CLIENT',
      applicationVersion: '2.8.1',
      platform: 'ios',
      code: 'the-code',
      codeVerifier: VERIFIER,
      nonce: NONCE,
    });
    expect(native.raw.browser.close).toHaveBeenCalled();
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
  });

  it('closing the browser, or declining at the provider, says nothing and leaves the button', async () => {
    const { requests } = server();
    const { native } = await open();
    await tapGoogle(native);
    native.fire('browserFinished');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

    await tapGoogle(native);
    native.fire('appUrlOpen', { url: `${REDIRECT}?state=the-state&error=access_denied` });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(requests.some((r) => pathOf(r) === '/api/auth/oidc/google/code')).toBe(false);
  });

  it('a code the provider or the server turns down shows the provider message', async () => {
    server(() => problemResponse(401, 'InvalidIdTokenException', 'Google did not accept this sign-in. Try again.'));
    const { native } = await open();
    await tapGoogle(native);
    native.fire('appUrlOpen', { url: `${REDIRECT}?state=the-state&code=used-code` });
    await findAlert("We couldn't confirm your account with the provider. Please try again.");
  });

  it('an answer for another request (its state) is not redeemed: the error dialog', async () => {
    const { requests } = server();
    const { native } = await open();
    await tapGoogle(native);
    native.fire('appUrlOpen', { url: `${REDIRECT}?state=forged&code=attacker-code` });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Something unexpected happened/)).toBeInTheDocument();
    expect(requests.some((r) => pathOf(r) === '/api/auth/oidc/google/code')).toBe(false);
  });

  it('a new identity: the sign-up details, then the browser again, the details sent with the code', async () => {
    const { requests } = server((request) =>
      (request.body as { country?: string }).country
        ? jsonResponse(200, sessionDto())
        : problemResponse(422, 'SignupDetailsRequiredException'),
    );
    const { native } = await open();
    await tapGoogle(native);
    native.fire('appUrlOpen', { url: `${REDIRECT}?state=the-state&code=first-code` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up with Google or Microsoft' })).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'UNITED_STATES');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(native.raw.browser.open).toHaveBeenCalledTimes(2));
    native.fire('appUrlOpen', { url: `${REDIRECT}?state=the-state&code=second-code` });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    const codes = requests.filter((r) => pathOf(r) === '/api/auth/oidc/google/code').map((r) => r.body);
    expect(codes).toEqual([
      expect.objectContaining({ code: 'first-code' }),
      expect.objectContaining({ code: 'second-code', country: 'UNITED_STATES', acceptTerms: true }),
    ]);
    expect(codes[0]).not.toHaveProperty('country');
  });

  it('a provider with no client for this app says it is unavailable', async () => {
    server();
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(await screen.findByText("Sign-in with Microsoft isn't available right now.")).toBeInTheDocument();
  });
});
