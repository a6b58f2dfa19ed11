import type { GameSessionDto, UserChallengeDto } from '@playeats/contracts/rewards';

/** Test support only: challenges and sessions as the server sends them. */
export const CHALLENGE_ID = '0b5e0f2a-3c1d-4e8f-9a7b-1c2d3e4f5a6b';
export const OTHER_ID = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';

export function challenge(overrides: Partial<UserChallengeDto> = {}): UserChallengeDto {
  return {
    id: CHALLENGE_ID,
    kind: 'play_any_game_hours',
    title: { en: 'Weekend warrior', fr: 'Guerrier de la fin de semaine' },
    description: { en: 'Play any game for 5 hours this month.', fr: 'Jouez pendant 5 heures ce mois-ci.' },
    target: 5,
    gameId: null,
    reward: { currency: 'BUCKS', amount: 100 },
    startsAt: '2026-07-01T00:00:00.000Z',
    endsAt: '2099-07-31T12:00:00.000Z',
    claimableUntil: '2099-08-03T12:00:00.000Z',
    progress: { current: 90, required: 300, unit: 'minutes' },
    completed: false,
    claimed: false,
    claimable: false,
    ...overrides,
  };
}

export const completedOrders = (overrides: Partial<UserChallengeDto> = {}) =>
  challenge({
    id: OTHER_ID,
    kind: 'place_orders',
    title: { en: 'Fuel up', fr: 'Faites le plein' },
    description: { en: 'Order 3 meals.', fr: 'Commandez 3 repas.' },
    target: 3,
    reward: { currency: 'PROMO_CENTS', amount: 300 },
    progress: { current: 3, required: 3, unit: 'orders' },
    completed: true,
    claimable: true,
    ...overrides,
  });

export function session(index: number, overrides: Partial<GameSessionDto> = {}): GameSessionDto {
  return {
    id: `session-${index}`,
    gameId: '21216',
    gameName: `Game ${index}`,
    application: 'OW_DESKTOP_CLIENT',
    status: 'ended',
    startedAt: '2026-07-02T18:00:00.000Z',
    endedAt: '2026-07-02T19:25:00.000Z',
    durationMinutes: 85,
    bucksEarned: 70,
    multiplier: 1,
    capped: false,
    tracked: true,
    ...overrides,
  };
}
