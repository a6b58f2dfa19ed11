import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/fake-fetch.ts';
import { callsTo, renderAccount, resetAccountTest, testUser } from '../test/render-account.tsx';

afterEach(resetAccountTest);

describe('AccountLayout', () => {
  it('fetches the user info on arrival with the bearer token', async () => {
    const { requests } = await renderAccount('/account');
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/users/me')).toHaveLength(1);
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('copies the fetched user info into the auth state and the stored session', async () => {
    const { store } = await renderAccount('/account', {
      sessionUser: testUser,
      user: { ...testUser, disabledAds: true },
      storage: 'local',
    });
    await screen.findByText(testUser.email);
    await waitFor(() => expect(store.getState().auth.userInfo?.disabledAds).toBe(true));
    const stored = JSON.parse(localStorage.getItem('user') ?? 'null') as { userInfo: { disabledAds: boolean } };
    expect(stored.userInfo.disabledAds).toBe(true);
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('links every account page, then the orders, addresses, payment cards, notifications and the promo code; marks the current one', async () => {
    await renderAccount('/account/phone');
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/account'],
      ['Phone number', '/account/phone'],
      ['Password', '/account/password'],
      ['Preferences', '/account/preferences'],
      ['Orders', '/orders'],
      ['Addresses', '/addresses'],
      ['Payment cards', '/payment-cards'],
      ['Notifications', '/notifications'],
      ['Promo code', '/gamechallenges/promo-code'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Phone number' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('moves between pages, one h1 each', async () => {
    const { user } = await renderAccount('/account');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    await user.click(screen.getByRole('link', { name: 'Preferences' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Preferences | PlayEats'));
  });

  it('sends /account/profile to the overview', async () => {
    const { router } = await renderAccount('/account/profile');
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('shows the error page for an unknown account page', async () => {
    await renderAccount('/account/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: /not found|find/i })).toBeInTheDocument();
  });

  it('offers to sign in, and calls nothing, without a session', async () => {
    const { requests } = await renderAccount('/account', { signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/You're not signed in/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says so, and offers to retry, when the user info cannot load', async () => {
    let fail = true;
    const { user } = await renderAccount('/account', {
      handler: () => (fail ? problemResponse(503, 'ServiceUnavailableException') : undefined),
    });
    expect(await screen.findByText("We couldn't load your account.")).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
  });

  it('leads to the orders from the account navigation', async () => {
    const { user, router } = await renderAccount('/account');
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('speaks French', async () => {
    await renderAccount('/account/password', { lng: 'fr' });
    const nav = await screen.findByRole('navigation', { name: 'Votre compte' });
    expect(within(nav).getByRole('link', { name: 'Mot de passe' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/orders');
    expect(within(nav).getByRole('link', { name: 'Adresses' })).toHaveAttribute('href', '/addresses');
    expect(within(nav).getByRole('link', { name: 'Cartes de paiement' })).toHaveAttribute('href', '/payment-cards');
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });
});
