import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { fakePlatform } from '../test/fake-platform.ts';
import { callsTo, renderRewards, resetRewardsTest, type TestHandler } from '../test/render-rewards.tsx';
import { BalanceRefresher } from './balance-refresher.tsx';
import { BalancesPanel } from './balances-panel.tsx';

afterEach(() => {
  resetRewardsTest();
});

const balances =
  (dollars: () => Response): TestHandler =>
  (request) => {
    if (request.method === 'GET' && request.url === '/api/users/dollars') return dollars();
    if (request.method === 'GET' && request.url === '/api/users/me/balance') {
      return jsonResponse(200, { bucks: 1250, promoCents: 500 });
    }
    return undefined;
  };

const ok = () => jsonResponse(200, { availableDollars: 1250 });

describe('the coin-balance refresh (spec sections 7 and 8)', () => {
  it('on 200 reads availableDollars into the coin balance', async () => {
    const { store, requests } = await renderRewards(<BalanceRefresher />, { handler: balances(ok) });
    await waitFor(() => expect(store.getState().meals.availableCoins).toBe(1250));
    expect(store.getState().meals.availablePromoDollars).toBe(500);
    expect(callsTo(requests, 'GET', '/api/users/dollars')[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('on a failure other than 401 only logs "error refreshing coins": no message, balance unchanged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, requests } = await renderRewards(<BalanceRefresher />, {
      handler: balances(() => problemResponse(500, 'InternalServerException')),
      meals: { availableCoins: 40 },
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('error refreshing coins', expect.anything()));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(store.getState().meals.availableCoins).toBe(40);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No retry and no token renewal for a 500.
    expect(callsTo(requests, 'GET', '/api/users/dollars')).toHaveLength(1);
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
  });

  it('on a network failure also only logs', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await renderRewards(<BalanceRefresher />, {
      handler: balances(() => {
        throw new TypeError('Failed to fetch');
      }),
      meals: { availableCoins: 40 },
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('error refreshing coins', expect.any(TypeError)));
    expect(store.getState().meals.availableCoins).toBe(40);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('401 → refresh → retry with the new token → 200', async () => {
    let dollarsCalls = 0;
    const { store, requests } = await renderRewards(<BalanceRefresher />, {
      handler: balances(() => (++dollarsCalls === 1 ? problemResponse(401, 'UnauthorizedException') : ok())),
      meals: { availableCoins: 40 },
    });
    await waitFor(() => expect(store.getState().meals.availableCoins).toBe(1250));
    const calls = callsTo(requests, 'GET', '/api/users/dollars');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.authorization).toBe('Bearer access-2');
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth.accessToken).toBe('access-2');
  });

  it('a failed retry only logs, once, and keeps the balance', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, requests } = await renderRewards(<BalanceRefresher />, {
      handler: balances(() => problemResponse(401, 'UnauthorizedException')),
      meals: { availableCoins: 40 },
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('error refreshing coins', expect.anything()));
    expect(callsTo(requests, 'GET', '/api/users/dollars')).toHaveLength(2);
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(1);
    expect(store.getState().meals.availableCoins).toBe(40);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused renewal (signed out) only logs too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await renderRewards(<BalanceRefresher />, {
      handler: (request) =>
        request.url === '/api/auth/refresh'
          ? problemResponse(401, 'UnauthorizedException')
          : balances(() => problemResponse(401, 'UnauthorizedException'))(request),
      meals: { availableCoins: 40 },
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('error refreshing coins', expect.anything()));
    expect(store.getState().auth.refreshToken).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing while signed out', async () => {
    const { requests } = await renderRewards(<BalanceRefresher />, { signedIn: false, handler: balances(ok) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });
});

describe('BalancesPanel', () => {
  it('shows bucks and promo dollars, refreshed on arrival, in the account’s currency', async () => {
    await renderRewards(<BalancesPanel platform={fakePlatform().platform} />, { handler: balances(ok) });
    const panel = await screen.findByRole('region', { name: 'Your balance' });
    await waitFor(() => expect(within(panel).getByText('1,250')).toBeInTheDocument());
    // A Canadian account: Canadian dollars, as checkout spends them.
    expect(within(panel).getByText('CA$5.00')).toBeInTheDocument();
  });

  it('a US account’s promo dollars are US dollars, and French formats them the French way', async () => {
    await renderRewards(<BalancesPanel platform={fakePlatform().platform} />, {
      handler: balances(ok),
      user: { country: 'UNITED_STATES' },
    });
    const panel = await screen.findByRole('region', { name: 'Your balance' });
    await waitFor(() => expect(within(panel).getByText('$5.00')).toBeInTheDocument());
    resetRewardsTest();
    await renderRewards(<BalancesPanel platform={fakePlatform().platform} />, { handler: balances(ok), lng: 'fr' });
    const french = await screen.findByRole('region', { name: 'Votre solde' });
    await waitFor(() => expect(within(french).getByText(/^5,00\s\$$/)).toBeInTheDocument());
  });

  it('opens the explainer and the referral modal', async () => {
    const { user } = await renderRewards(<BalancesPanel platform={fakePlatform().platform} />, {
      handler: balances(ok),
    });
    await user.click(await screen.findByRole('button', { name: 'How bucks work' }));
    const explainer = screen.getByRole('dialog', { name: 'Bucks' });
    await user.click(within(explainer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Refer a friend' }));
    expect(screen.getByRole('dialog', { name: 'Refer a friend' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderRewards(<BalancesPanel platform={fakePlatform().platform} />, { handler: balances(ok), lng: 'fr' });
    const panel = await screen.findByRole('region', { name: 'Votre solde' });
    await waitFor(() => expect(within(panel).getByText(/^1\s250$/)).toBeInTheDocument());
    expect(within(panel).getByText(/^5,00\s\$$/)).toBeInTheDocument();
  });
});
