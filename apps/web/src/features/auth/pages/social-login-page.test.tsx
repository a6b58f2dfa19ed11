import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFocusOn } from '../../../test/focus.ts';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
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
import { fakeGoogle, fakeMicrosoft } from '../testing/fake-identity.ts';
import { SocialLoginPage } from './social-login-page.tsx';

cleanupAfterEach();

const withProviders = authState({ env: settings({ googleClientId: 'google-client', microsoftClientId: 'ms-client' }) });

/** The nonce endpoint hands out n1, n2, ...; sign-ins answer with `signIn`. */
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
      'POST /api/auth/oidc/google': signIn,
      'POST /api/auth/oidc/microsoft': signIn,
    }),
  );
}

const nonce = (n: number) => `nonce-${n}`.padEnd(20, '0');

async function open(adapters: Parameters<typeof renderPage>[1]['adapters'], preloadedState = withProviders) {
  return renderPage(<SocialLoginPage />, { path: '/socialLogin', route: '/socialLogin', preloadedState, adapters });
}

describe('SocialLoginPage', () => {
  it('signs in with Google: the button gets a server nonce, the ID token goes to the server', async () => {
    const google = fakeGoogle();
    const { requests } = server(() => jsonResponse(200, sessionDto()));
    const { store } = await open({ google: google.google, microsoft: fakeMicrosoft().microsoft });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in with Google or Microsoft' })).toBeInTheDocument();
    await waitFor(() => expect(google.buttons).toHaveLength(1));
    expect(google.buttons[0]).toMatchObject({
      clientId: 'google-client',
      nonce: nonce(1),
      text: 'signin_with',
      locale: 'en',
    });
    act(() => google.credential('google-id-token-value'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    const signIn = requests.find((r) => pathOf(r) === '/api/auth/oidc/google');
    expect(signIn?.body).toEqual({
      application: 'WEBAPP_CLIENT',
      applicationVersion: '2.8.1',
      idToken: 'google-id-token-value',
      nonce: nonce(1),
    });
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
  });

  it('asks for sign-up details on 422, then runs the provider again with a fresh nonce', async () => {
    const google = fakeGoogle();
    const { requests } = server((request) =>
      (request.body as { country?: string }).country
        ? jsonResponse(200, sessionDto())
        : problemResponse(422, 'SignupDetailsRequiredException'),
    );
    await open({ google: google.google, microsoft: fakeMicrosoft().microsoft });
    await waitFor(() => expect(google.buttons).toHaveLength(1));
    act(() => google.credential('first-token'));

    await expectFocusOn(screen.findByRole('heading', { level: 1, name: 'Sign up with Google or Microsoft' }));
    expect(screen.getByText(/no PlayEats account for this Google or Microsoft account/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'UNITED_STATES');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your account' })).toBeInTheDocument();
    await waitFor(() => expect(google.buttons.at(-1)?.nonce).not.toBe(nonce(1)));
    const fresh = google.buttons.at(-1)!.nonce;
    expect(google.buttons.at(-1)?.text).toBe('signup_with');
    act(() => google.credential('second-token'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    const signIns = requests.filter((r) => pathOf(r) === '/api/auth/oidc/google').map((r) => r.body);
    expect(signIns).toEqual([
      expect.objectContaining({ idToken: 'first-token', nonce: nonce(1) }),
      expect.objectContaining({
        idToken: 'second-token',
        nonce: fresh,
        country: 'UNITED_STATES',
        language: 'en',
        acceptTerms: true,
      }),
    ]);
  });

  it('signs in with Microsoft through the adapter, waiting while MSAL is busy', async () => {
    const microsoft = fakeMicrosoft();
    const { requests } = server(() => jsonResponse(200, sessionDto()));
    await open({ google: fakeGoogle().google, microsoft: microsoft.microsoft });
    const button = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    await waitFor(() => expect(button).toBeEnabled());
    act(() => microsoft.setStatus('handle-redirect'));
    expect(screen.getByRole('button', { name: 'Waiting for Microsoft…' })).toBeDisabled();
    act(() => microsoft.setStatus('none'));
    await waitFor(() => expect(requests.some((r) => pathOf(r) === '/api/auth/oidc/nonce')).toBe(true));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(microsoft.identity.signIn).toHaveBeenCalledWith({ nonce: expect.stringMatching(/^nonce-/) });
    const signIn = requests.find((r) => pathOf(r) === '/api/auth/oidc/microsoft');
    expect(signIn?.body).toMatchObject({ idToken: expect.stringMatching(/^microsoft-id-token-nonce-/) });
  });

  it('says inline when the provider token is refused', async () => {
    const google = fakeGoogle();
    server(() => problemResponse(401, 'InvalidIdTokenException'));
    await open({ google: google.google, microsoft: fakeMicrosoft().microsoft });
    await waitFor(() => expect(google.buttons).toHaveLength(1));
    act(() => google.credential());
    await findAlert(/We couldn't confirm your account with the provider/);
  });

  it('explains when no provider is configured', async () => {
    await open({}, authState());
    expect(screen.getByText(/isn't available right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use my e-mail address' })).toHaveAttribute('href', '/login');
  });
});
