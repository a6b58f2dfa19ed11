import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameSessionDto, UserChallengeDto } from '@playeats/contracts/rewards';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { rewardsRouteObjects } from '../rewards-routes.tsx';
import { challenge, CHALLENGE_ID, completedOrders, OTHER_ID, session } from '../test/challenge-fixtures.ts';
import { callsTo, renderRewards, resetRewardsTest, type TestHandler } from '../test/render-rewards.tsx';

afterEach(() => {
  resetRewardsTest();
});

interface FakeServer {
  challenges: UserChallengeDto[] | (() => Response);
  sessions?: GameSessionDto[];
  claim?: () => Response;
}

function handler(server: FakeServer): TestHandler {
  const balance = { bucks: 40, promoCents: 500 };
  return (request) => {
    if (request.method === 'GET' && request.url === '/api/users/dollars') {
      return jsonResponse(200, { availableDollars: balance.bucks });
    }
    if (request.method === 'GET' && request.url === '/api/users/me/balance') return jsonResponse(200, balance);
    if (request.method === 'GET' && request.url === '/api/challenges') {
      const { challenges } = server;
      return typeof challenges === 'function' ? challenges() : jsonResponse(200, { items: challenges });
    }
    if (request.method === 'GET' && request.url === '/api/game-sessions/recent') {
      return jsonResponse(200, { items: server.sessions ?? [] });
    }
    if (request.method === 'POST' && request.url === `/api/challenges/${OTHER_ID}/claim`) {
      const answer = server.claim?.();
      if (answer?.ok) balance.promoCents = 800;
      return answer;
    }
    return undefined;
  };
}

async function renderPage(path: string, server: FakeServer, options: { lng?: 'en' | 'fr'; signedIn?: boolean } = {}) {
  await Promise.all([
    import('./challenges-layout.tsx'),
    import('./challenges-page.tsx'),
    import('./challenge-detail-page.tsx'),
  ]);
  return renderRewards(null, { path, routes: rewardsRouteObjects, handler: handler(server), ...options });
}

describe('/gamechallenges', () => {
  it('lists the challenges with an accessible progress bar, the reward and the end', async () => {
    await renderPage('/gamechallenges', { challenges: [challenge(), completedOrders()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game challenges' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Weekend warrior' });
    const bar = within(card).getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '300');
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(bar).toHaveAttribute('aria-valuetext', '1.5 of 5 hours');
    expect(within(card).getByText('100 bucks')).toBeInTheDocument();
    expect(within(card).getByText('Ends July 31, 2099')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim reward' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Weekend warrior' })).toHaveAttribute(
      'href',
      `/gamechallenges/${CHALLENGE_ID}`,
    );

    const orders = screen.getByRole('article', { name: 'Fuel up' });
    expect(within(orders).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3 orders');
    expect(within(orders).getByText('CA$3.00 in promo dollars')).toBeInTheDocument();
    expect(within(orders).getByRole('button', { name: 'Claim reward' })).toBeInTheDocument();
  });

  it('says when a challenge has ended and until when it can be claimed', async () => {
    await renderPage('/gamechallenges', {
      challenges: [completedOrders({ endsAt: '2020-01-10T12:00:00.000Z', claimableUntil: '2020-01-13T12:00:00.000Z' })],
    });
    expect(await screen.findByText('Ended January 10, 2020, claim by January 13, 2020')).toBeInTheDocument();
  });

  it('claims a completed challenge: the balances update and the list is fetched again', async () => {
    let claimed = false;
    const server: FakeServer = {
      challenges: () => jsonResponse(200, { items: [completedOrders({ claimed, claimable: !claimed })] }),
      claim: () => {
        claimed = true;
        return jsonResponse(200, {
          challengeId: OTHER_ID,
          reward: { currency: 'PROMO_CENTS', amount: 300 },
          balance: { bucks: 40, promoCents: 800 },
        });
      },
    };
    const { user, store, requests } = await renderPage('/gamechallenges', server);
    const panel = await screen.findByRole('region', { name: 'Your balance' });
    expect(await within(panel).findByText('CA$5.00')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Claim reward' }));
    await waitFor(() => expect(store.getState().meals.availablePromoDollars).toBe(800));
    expect(within(panel).getByText('CA$8.00')).toBeInTheDocument();
    expect(store.getState().meals.availableCoins).toBe(40);
    const claim = callsTo(requests, 'POST', `/api/challenges/${OTHER_ID}/claim`);
    expect(claim).toHaveLength(1);
    expect(claim[0]?.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('Reward claimed')).toBeInTheDocument();
    expect(screen.getByText('Reward claimed: CA$3.00 in promo dollars added to your balance.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim reward' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/challenges')).toHaveLength(2));
  });

  it('shows a refused claim in the error dialog', async () => {
    const { user } = await renderPage('/gamechallenges', {
      challenges: [completedOrders()],
      claim: () => problemResponse(409, 'ChallengeAlreadyClaimedException', 'You have already claimed this reward.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Claim reward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(within(dialog).getByText("You've already claimed the reward for this challenge.")).toBeInTheDocument();
  });

  it('shows "Reward claimed" for a claimed challenge', async () => {
    await renderPage('/gamechallenges', { challenges: [completedOrders({ claimed: true, claimable: false })] });
    const card = await screen.findByRole('article', { name: 'Fuel up' });
    expect(within(card).getByText('Reward claimed')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    let fail = true;
    const { user } = await renderPage('/gamechallenges', {
      challenges: () => (fail ? problemResponse(500, 'InternalServerException') : jsonResponse(200, { items: [] })),
    });
    expect(await screen.findByText('Loading the challenges…')).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load the challenges.")).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getAllByRole('alert')[0]!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No challenges right now/)).toBeInTheDocument();
  });

  it('lists the last 5 game sessions with what they earned', async () => {
    const sessions = [
      session(1, { multiplier: 2, bucksEarned: 140 }),
      session(2, { capped: true }),
      session(3, { status: 'open', endedAt: null, bucksEarned: null, durationMinutes: 12 }),
      session(4, { tracked: false, bucksEarned: 0 }),
      session(5, { bucksEarned: 1 }),
      session(6),
    ];
    await renderPage('/gamechallenges', { challenges: [], sessions });
    const section = await screen.findByRole('region', { name: 'Recent game sessions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Game 1');
    expect(items[0]).toHaveTextContent('1 h 25 min');
    expect(items[0]).toHaveTextContent('+140 bucks');
    expect(items[0]).toHaveTextContent('2X bucks');
    expect(items[1]).toHaveTextContent('Daily maximum reached');
    expect(items[2]).toHaveTextContent('12 min');
    expect(items[2]).toHaveTextContent('In progress');
    expect(items[3]).toHaveTextContent('Not tracked');
    expect(items[4]).toHaveTextContent('+1 buck');
  });

  it('says when there are no game sessions yet', async () => {
    await renderPage('/gamechallenges', { challenges: [] });
    expect(await screen.findByText(/No game sessions yet/)).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, without calling the API', async () => {
    const { requests } = await renderPage('/gamechallenges', { challenges: [] }, { signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(requests).toHaveLength(0);
  });

  it('speaks French', async () => {
    await renderPage('/gamechallenges', { challenges: [challenge()] }, { lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Défis de jeu' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Guerrier de la fin de semaine' });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1,5 h sur 5 h');
    expect(within(card).getByText('Se termine le 31 juillet 2099')).toBeInTheDocument();
  });
});

describe('/gamechallenges/:challengeId', () => {
  it('shows one challenge with its progress, reward and claim', async () => {
    await renderPage(`/gamechallenges/${OTHER_ID}`, { challenges: [challenge(), completedOrders()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fuel up' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByRole('button', { name: 'Claim reward' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All challenges' })).toHaveAttribute('href', '/gamechallenges');
    await waitFor(() => expect(document.title).toBe('Fuel up | PlayEats'));
  });

  it('says when the challenge is not there', async () => {
    await renderPage('/gamechallenges/unknown', { challenges: [challenge()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge not found' })).toBeInTheDocument();
  });
});
