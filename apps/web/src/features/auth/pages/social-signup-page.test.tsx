import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { REFERRER_CODE_KEY } from '../../../lib/pending-codes.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  pathOf,
  renderPage,
  sessionDto,
  settings,
} from '../testing/auth-test-utils.tsx';
import { fakeGoogle, fakeMicrosoft } from '../testing/fake-identity.ts';
import { SocialSignupPage } from './social-signup-page.tsx';

cleanupAfterEach();

const withProviders = authState({ env: settings({ googleClientId: 'google-client', microsoftClientId: 'ms-client' }) });
const details = { country: 'CANADA', language: 'en', acceptTerms: true, referrerCode: 'FRIEND-1' };

function server() {
  let nonces = 0;
  return installFakeFetch(
    apiRoutes({
      'GET /api/auth/oidc/nonce': () =>
        jsonResponse(200, {
          nonce: `nonce-${++nonces}`.padEnd(20, '0'),
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      'POST /api/auth/oidc/google': () => jsonResponse(200, sessionDto()),
      'POST /api/auth/oidc/microsoft': () => jsonResponse(200, sessionDto()),
    }),
  );
}

const open = (adapters: Parameters<typeof renderPage>[1]['adapters']) =>
  renderPage(<SocialSignupPage />, {
    path: '/socialSignup',
    route: '/socialSignup',
    preloadedState: withProviders,
    adapters,
  });

describe('SocialSignupPage', () => {
  it('asks for country and terms before any provider runs', async () => {
    const google = fakeGoogle();
    localStorage.setItem(REFERRER_CODE_KEY, 'FRIEND-1');
    const { requests } = server();
    await open({ google: google.google, microsoft: fakeMicrosoft().microsoft });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up with Google or Microsoft' })).toBeInTheDocument();
    expect(google.google.renderButton).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose your country.');

    await user.selectOptions(screen.getByLabelText('Country'), 'CANADA');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(google.buttons).toHaveLength(1));
    act(() => google.credential('new-user-token'));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests.find((r) => pathOf(r) === '/api/auth/oidc/google')?.body).toEqual({
      application: 'WEBAPP_CLIENT',
      applicationVersion: '2.8.1',
      idToken: 'new-user-token',
      nonce: 'nonce-1'.padEnd(20, '0'),
      ...details,
    });
    expect(localStorage.getItem(REFERRER_CODE_KEY)).toBeNull();
    expect(sessionStorage.getItem('socialSignupDetails')).toBeNull();
  });

  it('sends the details with Microsoft, and carries them through a redirect', async () => {
    const microsoft = fakeMicrosoft();
    server();
    await open({ google: fakeGoogle().google, microsoft: microsoft.microsoft });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'CANADA');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.clear(screen.getByLabelText("Friend's referral code"));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const button = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByTestId('location');
    const { state } = (microsoft.identity.signIn as unknown as { mock: { calls: [{ state: string }][] } }).mock
      .calls[0]![0];
    expect(JSON.parse(state)).toEqual({ details: { country: 'CANADA', language: 'en', acceptTerms: true } });
  });

  it('finishes a sign-up that came back from a Microsoft redirect', async () => {
    sessionStorage.setItem('socialSignupDetails', JSON.stringify(details));
    const microsoft = fakeMicrosoft({
      idToken: 'redirected-token',
      nonce: 'nonce-from-claims-0000',
      state: JSON.stringify({ details }),
    });
    const { requests } = server();
    await open({ google: fakeGoogle().google, microsoft: microsoft.microsoft });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests.find((r) => pathOf(r) === '/api/auth/oidc/microsoft')?.body).toMatchObject({
      idToken: 'redirected-token',
      nonce: 'nonce-from-claims-0000',
      country: 'CANADA',
      acceptTerms: true,
    });
  });
});
