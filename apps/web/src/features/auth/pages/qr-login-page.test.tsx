import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFocusOn } from '../../../test/focus.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  pathOf,
  renderPage,
  sessionDto,
  signedInState,
} from '../testing/auth-test-utils.tsx';
import { takePendingQr } from '../pending-qr.ts';
import { QrLoginPage } from './qr-login-page.tsx';

cleanupAfterEach();

const qrToken = 'Qr_token-from-the-pc-0123456789';
const approvePath = `/api/auth/qr/${qrToken}/approve`;

const open = (preloadedState = authState()) =>
  renderPage(<QrLoginPage />, { path: '/login/:qrTokenToValidate', route: `/login/${qrToken}`, preloadedState });

describe('QrLoginPage (the phone side of a QR sign-in)', () => {
  it('asks a signed-in phone to approve, then approves with its bearer token', async () => {
    const { requests } = installFakeFetch(apiRoutes({ [`POST ${approvePath}`]: () => jsonResponse(204) }));
    await open(signedInState());
    expect(screen.getByRole('heading', { level: 1, name: 'Approve sign-in on your PC?' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await expectFocusOn(screen.findByRole('heading', { level: 1, name: 'Your PC is signed in' }));
    expect(requests.map(pathOf)).toEqual([approvePath]);
    expect(requests[0]?.headers.authorization).toBe('Bearer phone-access');
    // A JSON content type with an empty body is refused by the server.
    expect(requests[0]?.body).toEqual({});
  });

  it('signs in first when the phone is not, then approves at once', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/login': () => jsonResponse(200, sessionDto({ accessToken: 'fresh-access' })),
        [`POST ${approvePath}`]: () => jsonResponse(204),
      }),
    );
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to approve' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'gamer@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your PC is signed in' })).toBeInTheDocument();
    expect(requests.map(pathOf)).toEqual(['/api/auth/login', approvePath]);
    expect(requests[1]?.headers.authorization).toBe('Bearer fresh-access');
  });

  it('can sign in by text message instead', async () => {
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a text message instead' }));
    expect(screen.getByLabelText('Mobile phone number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/signup/${qrToken}`);
  });

  it('a phone whose session had ended signs out, and keeps the code to approve after signing in again', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({
        [`POST ${approvePath}`]: () => problemResponse(401, 'UnauthorizedException'),
        'PATCH /api/auth/refresh': () => problemResponse(401, 'UnauthorizedException'),
      }),
    );
    const { store } = await open(signedInState());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to approve' })).toBeInTheDocument();
    expect(store.getState().auth.refreshToken).toBeNull();
    expect(requests.map(pathOf)).toEqual([approvePath, '/api/auth/refresh']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(takePendingQr('signup')).toBeNull();
    expect(takePendingQr('session-ended')).toBe(qrToken);
  });

  it('says when the code expired or was used', async () => {
    installFakeFetch(apiRoutes({ [`POST ${approvePath}`]: () => problemResponse(400, 'InvalidTokenException') }));
    await open(signedInState());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This code no longer works' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
