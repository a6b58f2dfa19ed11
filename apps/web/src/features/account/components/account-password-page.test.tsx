import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import {
  callsTo,
  renderAccount,
  resetAccountTest,
  testUser,
  type RenderAccountOptions,
} from '../test/render-account.tsx';

afterEach(resetAccountTest);

const PATH = '/api/users/me/password';

/**
 * Current password 'old-secret-1'; 'password123' is too common. Without a current password
 * (an account without one), the sign-in counts as recent unless `staleSignIn` says otherwise.
 */
function passwordServer(request: RecordedRequest, { staleSignIn = false } = {}): Response | undefined {
  if (request.url !== PATH) return undefined;
  const { currentPassword, newPassword } = request.body as { currentPassword?: string; newPassword: string };
  if (currentPassword === undefined && staleSignIn) return problemResponse(401, 'ReauthenticationRequiredException');
  if (currentPassword !== undefined && currentPassword !== 'old-secret-1') {
    return problemResponse(401, 'InvalidCredentialsException');
  }
  if (newPassword === 'password123') return problemResponse(400, 'WeakPasswordException');
  return jsonResponse(204);
}

async function renderPasswordPage(options: RenderAccountOptions = {}) {
  const view = await renderAccount('/account/password', { handler: passwordServer, ...options });
  await screen.findByRole('button', { name: /Change password|Set password|Changer le mot de passe/ });
  return view;
}

type Events = Awaited<ReturnType<typeof renderAccount>>['user'];

async function fill(user: Events, values: { current?: string; next: string; confirm: string }) {
  if (values.current !== undefined) await user.type(screen.getByLabelText('Current password'), values.current);
  await user.type(screen.getByLabelText('New password'), values.next);
  await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
}

describe('AccountPasswordPage', () => {
  it('changes the password, keeping this device signed in through the x-refresh-token header', async () => {
    const { user, requests, store } = await renderPasswordPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Password' })).toBeInTheDocument();
    expect(screen.getByText(/signs you out on all your other devices/)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');

    await fill(user, { current: 'old-secret-1', next: 'brand-new-secret', confirm: 'brand-new-secret' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    const posts = callsTo(requests, 'POST', PATH);
    expect(posts).toHaveLength(1);
    const [call] = posts;
    expect(call?.body).toEqual({ currentPassword: 'old-secret-1', newPassword: 'brand-new-secret' });
    expect(call?.headers['x-refresh-token']).toBe('refresh-1');
    expect(call?.headers.authorization).toBe('Bearer access-1');
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    // A live session goes straight to the change: the only earlier call is the layout's own.
    const before = requests.slice(
      0,
      requests.findIndex((r) => r.url === PATH),
    );
    expect(before.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/users/me']);
  });

  it('sends the refresh token that is current after a renewal', async () => {
    let validAccessToken = 'access-1';
    const { user, requests, store } = await renderPasswordPage({
      handler: (r) => {
        if (r.url === '/api/auth/refresh') {
          validAccessToken = 'access-2';
          return jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
        }
        if (r.headers.authorization !== `Bearer ${validAccessToken}`)
          return problemResponse(401, 'UnauthorizedException');
        return passwordServer(r);
      },
    });
    // The access token expires while the user types; the renewal rotates the refresh token.
    validAccessToken = 'none-yet';
    await fill(user, { current: 'old-secret-1', next: 'brand-new-secret', confirm: 'brand-new-secret' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(1);
    // The expired attempt is not retried as is: the retry names the refresh token the renewal left.
    const posts = callsTo(requests, 'POST', PATH);
    expect(posts.map((r) => [r.headers.authorization, r.headers['x-refresh-token']])).toEqual([
      ['Bearer access-1', 'refresh-1'],
      ['Bearer access-2', 'refresh-2'],
    ]);
    expect(store.getState().auth.refreshToken).toBe('refresh-2');
  });

  it('says inline when the current password is wrong', async () => {
    const { user, requests } = await renderPasswordPage();
    await fill(user, { current: 'guess', next: 'brand-new-secret', confirm: 'brand-new-secret' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A wrong password is not an expired session: no token renewal.
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
  });

  it('says inline when the new password is too easy to guess', async () => {
    const { user } = await renderPasswordPage();
    await fill(user, { current: 'old-secret-1', next: 'password123', confirm: 'password123' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const next = screen.getByLabelText('New password');
    await waitFor(() => expect(next).toHaveAccessibleDescription(expect.stringContaining('too easy to guess')));
    expect(next).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks length and confirmation before sending', async () => {
    const { user, requests } = await renderPasswordPage();
    await fill(user, { current: 'old-secret-1', next: 'short', confirm: 'short' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters.'),
    );

    await user.type(screen.getByLabelText('New password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription("The passwords don't match.");
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(callsTo(requests, 'POST', PATH)).toHaveLength(0);
  });

  it('asks for the current password', async () => {
    const { user } = await renderPasswordPage();
    await fill(user, { next: 'brand-new-secret', confirm: 'brand-new-secret' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
  });

  it('sets a first password without asking for a current one', async () => {
    const { user, requests, server } = await renderPasswordPage({
      user: { ...testUser, hasPassword: false, linkedProviders: ['microsoft'] },
    });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/You sign in with Google or Microsoft/)).toBeInTheDocument();
    server.user = { ...testUser, hasPassword: true };
    await fill(user, { next: 'brand-new-secret', confirm: 'brand-new-secret' });
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(callsTo(requests, 'POST', PATH)[0]?.body).toEqual({ newPassword: 'brand-new-secret' });
    // The fresh user info now says there is a password to confirm next time.
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });

  it('asks an account without a password to sign in again when the last sign-in is too old', async () => {
    const { user, requests } = await renderPasswordPage({
      user: { ...testUser, hasPassword: false, linkedProviders: ['google'] },
      handler: (r) => passwordServer(r, { staleSignIn: true }),
    });
    await fill(user, { next: 'brand-new-secret', confirm: 'brand-new-secret' });
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const link = await screen.findByRole('link', { name: 'Sign in again' });
    expect(link).toHaveAttribute('href', '/login?reauth=1&next=%2Faccount%2Fpassword');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('sign in again before making this change'));
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
    // A refusal to change is not an expired session: no renewal, no second attempt.
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
    expect(callsTo(requests, 'POST', PATH)).toHaveLength(1);
  });

  it('speaks French', async () => {
    await renderPasswordPage({ lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmez le nouveau mot de passe')).toBeInTheDocument();
    expect(screen.getByText(/vous déconnecte de tous vos autres appareils/)).toBeInTheDocument();
  });
});
