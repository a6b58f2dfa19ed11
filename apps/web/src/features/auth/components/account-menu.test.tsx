import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../lib/fake-fetch.ts';
import { SESSION_KEY } from '../../../lib/storage.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  pathOf,
  renderPage,
  signedInState,
} from '../testing/auth-test-utils.tsx';
import { AccountMenu } from './account-menu.tsx';

cleanupAfterEach();

describe('AccountMenu', () => {
  it('offers visitors to sign in', async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: authState() });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the e-mail, the account link, and signs out through the server', async () => {
    const { requests } = installFakeFetch(apiRoutes({ 'POST /api/auth/logout': () => jsonResponse(204) }));
    sessionStorage.setItem(SESSION_KEY, '{"refreshToken":"phone-refresh"}');
    const { store } = await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    expect(screen.getByText('gamer@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().auth.refreshToken).toBeNull());
    expect(requests.map(pathOf)).toEqual(['/api/auth/logout']);
    expect(requests[0]?.body).toEqual({ refreshToken: 'phone-refresh' });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { store } = await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().auth.refreshToken).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
