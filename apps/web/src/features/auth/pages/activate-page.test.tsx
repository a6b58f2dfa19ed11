import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFocusOn } from '../../../test/focus.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { apiRoutes, authState, cleanupAfterEach, pathOf, renderPage, sessionDto } from '../testing/auth-test-utils.tsx';
import { rememberPendingQr } from '../pending-qr.ts';
import { ActivatePage } from './activate-page.tsx';

cleanupAfterEach();

const token = 'activation-token-0123456789abcdef';
const open = () =>
  renderPage(<ActivatePage />, {
    path: '/api/users/activate/*',
    route: `/api/users/activate/${token}`,
    preloadedState: authState(),
  });

describe('ActivatePage', () => {
  it('activates once, signs in and welcomes, pointing to the account', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({ 'POST /api/auth/activate': () => jsonResponse(200, sessionDto()) }),
    );
    const { store } = await open();
    await expectFocusOn(screen.findByRole('heading', { level: 1, name: 'Welcome to PlayEats!' }));
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1', token });
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
  });

  it('offers a new link when this one is invalid or expired', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/activate': () => problemResponse(400, 'InvalidTokenException'),
        'POST /api/auth/resend-activation': () => jsonResponse(202, { status: 'accepted' }),
      }),
    );
    const { store } = await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: "This activation link doesn't work" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/we've sent it a new link/)).toBeInTheDocument();
    expect(requests.map(pathOf)).toEqual(['/api/auth/activate', '/api/auth/resend-activation']);
    expect(store.getState().auth.refreshToken).toBeNull();
  });

  it('approves the PC sign-in kept by /signup/{qrToken}', async () => {
    rememberPendingQr('Qr_token-from-the-pc-0123456789', 'signup');
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/activate': () => jsonResponse(200, sessionDto()),
        'POST /api/auth/qr/Qr_token-from-the-pc-0123456789/approve': () => jsonResponse(204),
      }),
    );
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your PC is signed in' })).toBeInTheDocument();
    expect(requests[1]?.headers.authorization).toBe('Bearer access-1');
    expect(localStorage.getItem('pendingQrApproval')).toBeNull();
  });

  it('does not approve, unasked, a code kept because a session had ended', async () => {
    rememberPendingQr('Qr_token-from-the-pc-0123456789', 'session-ended');
    const { requests } = installFakeFetch(
      apiRoutes({ 'POST /api/auth/activate': () => jsonResponse(200, sessionDto()) }),
    );
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: /welcome/i })).toBeInTheDocument();
    expect(requests.map(pathOf)).toEqual(['/api/auth/activate']);
    expect(localStorage.getItem('pendingQrApproval')).not.toBeNull();
  });
});
