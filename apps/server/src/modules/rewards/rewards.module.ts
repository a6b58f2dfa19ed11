import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderCounter } from './challenges/challenge-kinds.ts';
import { challengesRoutes } from './challenges/challenges.routes.ts';
import { createChallengesService } from './challenges/challenges.service.ts';
import { gameSessionsRoutes } from './game-time/game-sessions.routes.ts';
import { createGameSessionsService } from './game-time/game-sessions.service.ts';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { createLedgerService } from './ledger/ledger.service.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { createPromotionsService } from './promotions/promotions.service.ts';

/**
 * Rewards: the bucks and promo-dollar ledger, game time, promo codes, referrals and
 * challenges. Other modules move money with the functions of ledger/ledger.ts (spend,
 * refund, credit) inside their own transactions; the ordering issue passes its
 * `orderCounter` for place_orders challenges.
 */
export async function registerRewards(
  app: FastifyInstance,
  deps: { config: Config; db: Database; clock: Clock; orderCounter?: OrderCounter },
) {
  const { config, db, clock } = deps;
  const services = {
    ledger: createLedgerService({ db, clock }),
    gameSessions: createGameSessionsService({ db, clock, config }),
    promotions: createPromotionsService({ db, clock, publicUrl: config.publicUrl }),
    challenges: createChallengesService({
      db,
      clock,
      ...(deps.orderCounter ? { orderCounter: deps.orderCounter } : {}),
    }),
  };
  await app.register(ledgerRoutes, { ledger: services.ledger });
  await app.register(gameSessionsRoutes, { gameSessions: services.gameSessions });
  await app.register(promotionsRoutes, { promotions: services.promotions });
  await app.register(challengesRoutes, { challenges: services.challenges });
  return services;
}
