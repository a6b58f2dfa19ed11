import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setStreamerMode } from '../../../hooks/streamer-mode.ts';
import { installFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { SESSION_KEY } from '../../../lib/storage.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  pathOf,
  renderPage,
  signedInState,
  signedInUser,
} from '../testing/auth-test-utils.tsx';
import { login, logout } from '../auth-slice.ts';
import { AccountMenu } from './account-menu.tsx';

cleanupAfterEach();

describe('AccountMenu', () => {
  it('offers visitors to sign in', async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: authState() });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers visitors no account links', async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: authState() });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("links a signed-in customer to the orders and the account (the cart is the header's icon)", async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Orders', '/orders'],
      ['Account', '/account'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('marks the link of the page being shown as the current page', async () => {
    await renderPage(<AccountMenu />, { path: '/orders/*', route: '/orders/42', preloadedState: signedInState() });
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  });

  it('names the links in French', async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', lng: 'fr', preloadedState: signedInState() });
    const nav = screen.getByRole('navigation', { name: 'Votre compte' });
    expect(within(nav).getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/orders');
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
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
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();
  });

  it('turns streamer mode on at one click, which masks the e-mail it shows', async () => {
    onTestFinished(() => setStreamerMode(false));
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    const streamer = screen.getByRole('button', { name: 'Streamer mode' });
    expect(streamer).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(streamer);
    expect(streamer).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('gamer@example.com')).not.toBeInTheDocument();
    const masked = screen.getByText('*****************');
    expect(masked.closest('.account-menu-email')).toHaveAttribute('title', '*****************');
  });

  it('on a phone, a link followed from the menu closes it', async () => {
    await renderPage(<AccountMenu />, { path: '*', route: '/', preloadedState: signedInState() });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('signing out (on another tab, or when the session ends) closes the open menu', async () => {
    const { store } = await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      store.dispatch(logout());
    });
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    // Signed in again (the next person on this device): the menu starts closed.
    act(() => {
      store.dispatch(
        login({ accessToken: 'a', refreshToken: 'r', userInfo: signedInUser, remember: false } as Parameters<
          typeof login
        >[0]),
      );
    });
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the toggle and the navigation landmark apart', async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(toggle.getAttribute('aria-label')).not.toBe(nav.getAttribute('aria-label'));
  });

  it('on a phone, one button opens and closes the menu (Escape closes it)', async () => {
    await renderPage(<AccountMenu />, { path: '/', route: '/', preloadedState: signedInState() });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    // The language is in the menu too (the compact header has no room for it).
    expect(within(panel!).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    // Escape from inside the menu closes it and gives the focus back to its toggle.
    within(panel!).getByRole('link', { name: 'Orders' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
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
