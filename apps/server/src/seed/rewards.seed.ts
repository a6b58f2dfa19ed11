import type { DemoSeeder } from './demo-seeder.ts';
import { challengesRepository } from '../modules/rewards/challenges/challenges.repository.ts';
import { promotionsRepository } from '../modules/rewards/promotions/promotions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One promo code (WELCOME5: $5 of promo dollars, once per user) and three challenges. */
export const rewardsDemoSeeder: DemoSeeder = {
  name: 'rewards',
  async run(tx) {
    const now = Date.now();
    const from = new Date(now - DAY_MS);
    const until = (days: number) => new Date(now + days * DAY_MS);
    await promotionsRepository(tx).insertCode({
      code: 'WELCOME5',
      currency: 'PROMO_CENTS',
      amount: 500,
      startsAt: from,
      endsAt: until(365),
      totalLimit: null,
      perUserLimit: 1,
    });
    const challenges = challengesRepository(tx);
    await challenges.insert({
      kind: 'play_any_game_hours',
      title: { en: 'Weekend warrior', fr: 'Guerrier de la fin de semaine' },
      description: {
        en: 'Play any game for 5 hours this month.',
        fr: 'Jouez à n’importe quel jeu pendant 5 heures ce mois-ci.',
      },
      target: 5,
      rewardCurrency: 'BUCKS',
      rewardAmount: 100,
      startsAt: from,
      endsAt: until(30),
    });
    await challenges.insert({
      kind: 'play_game_hours',
      title: { en: 'Fortnite fanatic', fr: 'Fana de Fortnite' },
      description: { en: 'Play Fortnite for 3 hours.', fr: 'Jouez à Fortnite pendant 3 heures.' },
      target: 3,
      // Overwolf's game id for Fortnite.
      gameId: '21216',
      rewardCurrency: 'BUCKS',
      rewardAmount: 75,
      startsAt: from,
      endsAt: until(30),
    });
    await challenges.insert({
      kind: 'place_orders',
      title: { en: 'Fuel up', fr: 'Faites le plein' },
      description: {
        // place_orders counts every order placed and not cancelled, however it was paid.
        en: 'Order 3 meals through PlayEats.',
        fr: 'Commandez 3 repas avec PlayEats.',
      },
      target: 3,
      rewardCurrency: 'PROMO_CENTS',
      rewardAmount: 300,
      startsAt: from,
      endsAt: until(30),
    });
  },
};
