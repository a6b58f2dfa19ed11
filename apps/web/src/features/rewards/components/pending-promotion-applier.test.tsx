import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { PROMO_CODE_KEY, storePendingCode } from '../../../lib/pending-codes.ts';
import { login, toSessionUserInfo } from '../../auth/auth-slice.ts';
import { resetPendingPromotionAttempts } from '../hooks/use-pending-promotion.ts';
import { fakePlatform } from '../test/fake-platform.ts';
import {
  callsTo,
  renderRewards,
  resetRewardsTest,
  testUser,
  TEST_TOKENS,
  type TestHandler,
} from '../test/render-rewards.tsx';
import { PendingPromotionApplier } from './pending-promotion-applier.tsx';

beforeEach(() => {
  resetPendingPromotionAttempts();
});
afterEach(() => {
  resetRewardsTest();
});

const PROMOTION = '/api/users/promotion';
const applied = () =>
  jsonResponse(200, {
    promotionCode: 'WELCOME5',
    currency: 'PROMO_CENTS',
    amount: 500,
    balance: { bucks: 75, promoCents: 500 },
  });
const reloadedUser = { ...testUser, phone: '+15145550123' };

function server(promotion: () => Response): TestHandler {
  return (request) => {
    if (request.method === 'PATCH' && request.url === PROMOTION) return promotion();
    if (request.method === 'GET' && request.url === '/api/users/me') return jsonResponse(200, reloadedUser);
    return undefined;
  };
}

const sorry = () => screen.findByRole('dialog', { name: 'Sorry' });

async function renderApplier(promotion: () => Response, options: Parameters<typeof renderRewards>[1] = {}) {
  const { platform } = fakePlatform({ client: 'WEBAPP_CLIENT' });
  // Mounted in the layout, as the app does: it lives on across navigations.
  return renderRewards(null, {
    layout: <PendingPromotionApplier platform={platform} />,
    routes: [{ path: '/', element: <h1>Home</h1> }],
    handler: server(promotion),
    ...options,
  });
}

describe('PendingPromotionApplier (spec section 4)', () => {
  it('applies a stored code once, removes it and reloads the user info', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    const { store, requests } = await renderApplier(applied, { strict: true });
    await waitFor(() => expect(store.getState().auth.userInfo?.phone).toBe('+15145550123'));
    const calls = callsTo(requests, 'PATCH', PROMOTION);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      application: 'WEBAPP_CLIENT',
      applicationVersion: '2.8.1',
      promotionCode: 'WELCOME5',
    });
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull();
    expect(store.getState().meals.availablePromoDollars).toBe(500);
    expect(store.getState().meals.availableCoins).toBe(75);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never applies twice, whatever re-renders and navigations follow', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    const { requests, router, store } = await renderApplier(applied, { strict: true });
    await waitFor(() => expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull());
    // Even if the code were stored again by a stale tab, the same code is not sent again in this run.
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/'));
    expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(1);
    expect(store.getState().auth.userInfo).not.toBeNull();
  });

  it('does nothing without a stored code, or while signed out; applies on sign-in', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    const { requests, store } = await renderApplier(applied, { signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);

    act(() => {
      store.dispatch(login({ ...TEST_TOKENS, userInfo: toSessionUserInfo(testUser), remember: false }));
    });
    await waitFor(() => expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull());
  });

  it('applies a code stored while signed in, whichever component stores it and when', async () => {
    const { requests } = await renderApplier(applied);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(0);
    act(() => void storePendingCode('promo', 'SPRING5'));
    await waitFor(() =>
      expect(callsTo(requests, 'PATCH', PROMOTION)[0]?.body).toMatchObject({ promotionCode: 'SPRING5' }),
    );
  });

  it('on 401 renews the session once and retries once, with the same Idempotency-Key', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    let calls = 0;
    const { requests, store } = await renderApplier(() =>
      ++calls === 1 ? problemResponse(401, 'UnauthorizedException') : applied(),
    );
    await waitFor(() => expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull());
    const attempts = callsTo(requests, 'PATCH', PROMOTION);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.headers.authorization).toBe('Bearer access-2');
    expect(attempts[1]?.headers['idempotency-key']).toBe(attempts[0]?.headers['idempotency-key']);
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(1);
    await waitFor(() => expect(store.getState().auth.userInfo?.phone).toBe('+15145550123'));
  });

  it('keeps the code for the next sign-in when the session cannot be renewed, without a dialog', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    const { requests, store } = await renderRewards(null, {
      layout: <PendingPromotionApplier platform={fakePlatform().platform} />,
      routes: [{ path: '/', element: <h1>Home</h1> }],
      handler: (request) =>
        request.url === PROMOTION || request.url === '/api/auth/refresh'
          ? problemResponse(401, 'UnauthorizedException')
          : undefined,
    });
    await waitFor(() => expect(store.getState().auth.refreshToken).toBeNull());
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBe('WELCOME5');
    expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next sign-in sends it again.
    act(() => {
      store.dispatch(login({ ...TEST_TOKENS, userInfo: toSessionUserInfo(testUser), remember: false }));
    });
    await waitFor(() => expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(2));
  });

  it('drops a refused code and shows the problem in the error dialog, without retrying', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'NOPE-1');
    const { requests, router } = await renderApplier(() =>
      problemResponse(404, 'PromoCodeNotFoundException', 'There is no promo code with this name.'),
    );
    const dialog = await sorry();
    expect(
      within(dialog).getByText("This promo code doesn't exist. Check the spelling and try again."),
    ).toBeInTheDocument();
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull();
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/users/me')).toHaveLength(1));
    await act(() => router.navigate('/elsewhere'));
    expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(1);
  });

  it('drops an expired code with its message', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'OLD-5');
    await renderApplier(() => problemResponse(422, 'PromoCodeExpiredException', 'This promo code has expired.'));
    expect(within(await sorry()).getByText('This promo code has expired.')).toBeInTheDocument();
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull();
  });

  it('drops a code already used (redeemed at sign-up) silently, and still reloads', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    const { requests } = await renderApplier(() =>
      problemResponse(409, 'PromoCodeAlreadyUsedException', 'You have already used this promo code.'),
    );
    await waitFor(() => expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull());
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/users/me')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a server failure shows the error dialog and keeps the code for the next start, without retrying now', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'WELCOME5');
    const { requests, router } = await renderApplier(() => problemResponse(500, 'InternalServerException'));
    expect(
      within(await sorry()).getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBe('WELCOME5');
    await act(() => router.navigate('/elsewhere'));
    expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(1);
  });
});
