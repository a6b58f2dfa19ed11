import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  renderPage,
  signedInState,
  signedInUser,
} from '../testing/auth-test-utils.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

cleanupAfterEach();

const token = 'verification-token-0123456789';
const open = (preloadedState = authState()) =>
  renderPage(<VerifyEmailPage />, {
    path: '/verifyemail/:verificationToken',
    route: `/verifyemail/${token}`,
    preloadedState,
  });

describe('VerifyEmailPage', () => {
  it('confirms the new address and asks the signed-in person to sign in again', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/verify-email': () =>
          jsonResponse(200, { status: 'verified', email: 'new@example.com', userId: 'user-1' }),
        'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      }),
    );
    const { store } = await open(signedInState({ userInfo: { ...signedInUser, id: 'user-1' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com is now the e-mail address of your account.')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ token });
    // The server ended every session, this one too: no way on but signing in again.
    expect(
      screen.getByText('For your security, every session of your account has ended, this one included: sign in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to my account' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().auth.refreshToken).toBeNull());
    // The app's own sign-out: the server is told (and a phone's pushes released) first.
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/auth/logout'))).toBe(true);
    expect(store.getState().auth.userInfo).toBeNull();
  });

  it('leaves the session of another account signed in', async () => {
    installFakeFetch(
      apiRoutes({
        'POST /api/auth/verify-email': () =>
          jsonResponse(200, { status: 'verified', email: 'new@example.com', userId: 'user-1' }),
      }),
    );
    const { store } = await open(signedInState({ userInfo: { ...signedInUser, id: 'user-2' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText(/every session of your account has ended/)).not.toBeInTheDocument();
    expect(store.getState().auth.refreshToken).toBe('phone-refresh');
  });

  it('offers a visitor who is not signed in the sign-in page', async () => {
    installFakeFetch(
      apiRoutes({
        'POST /api/auth/verify-email': () =>
          jsonResponse(200, { status: 'verified', email: 'new@example.com', userId: 'user-1' }),
      }),
    );
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/every session of your account has ended/)).not.toBeInTheDocument();
  });

  it('says when the link is invalid or expired', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/verify-email': () => problemResponse(400, 'InvalidTokenException') }));
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: "This confirmation link doesn't work" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
