import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFocusOn } from '../../../test/focus.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { apiRoutes, authState, cleanupAfterEach, renderPage } from '../testing/auth-test-utils.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

cleanupAfterEach();

const token = 'reset-token-0123456789abcdef';
const open = (route = `/api/users/resetPassword/${token}`) =>
  renderPage(<ResetPasswordPage />, { path: '/api/users/resetPassword/*', route, preloadedState: authState() });

async function choose(password: string, again = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Choose a password'), password);
  await user.type(screen.getByLabelText('Type the password again'), again);
  await user.click(screen.getByRole('button', { name: 'Change my password' }));
}

describe('ResetPasswordPage', () => {
  it('changes the password and leads to sign-in', async () => {
    const { requests } = installFakeFetch(apiRoutes({ 'POST /api/auth/reset-password': () => jsonResponse(204) }));
    await open();
    await choose('purple tiger lamp');
    await expectFocusOn(screen.findByRole('heading', { level: 1, name: 'Your password is changed' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(requests[0]?.body).toEqual({ token, password: 'purple tiger lamp' });
  });

  it('wants the same password twice', async () => {
    const { requests } = installFakeFetch(apiRoutes({}));
    await open();
    await choose('purple tiger lamp', 'purple tiger lamb');
    expect(screen.getByLabelText('Type the password again')).toHaveAccessibleDescription(
      "The two passwords don't match.",
    );
    expect(requests).toHaveLength(0);
  });

  it('says a too common password beside the field', async () => {
    installFakeFetch(
      apiRoutes({ 'POST /api/auth/reset-password': () => problemResponse(400, 'WeakPasswordException') }),
    );
    await open();
    await choose('password1');
    expect(await screen.findByText(/too common/)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leads to a new link when this one is invalid or expired', async () => {
    installFakeFetch(
      apiRoutes({ 'POST /api/auth/reset-password': () => problemResponse(400, 'InvalidTokenException') }),
    );
    await open();
    await choose('purple tiger lamp');
    expect(await screen.findByRole('heading', { level: 1, name: "This reset link doesn't work" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/passwordRecovery');
  });

  it('does not even ask for a password with a truncated link', async () => {
    await open('/api/users/resetPassword/abc');
    expect(screen.getByRole('heading', { level: 1, name: "This reset link doesn't work" })).toBeInTheDocument();
  });
});
