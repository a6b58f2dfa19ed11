import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { apiRoutes, authState, cleanupAfterEach, renderPage, signedInState } from '../testing/auth-test-utils.tsx';
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
  it('confirms the new address and updates the signed-in user', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/verify-email': () => jsonResponse(200, { status: 'verified', email: 'new@example.com' }),
      }),
    );
    const { store } = await open(signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com is now the e-mail address of your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ token });
    expect(store.getState().auth.userInfo?.email).toBe('new@example.com');
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
