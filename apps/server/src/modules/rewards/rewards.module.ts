import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import { ledgerOrderCounter, type OrderCounter } from './challenges/challenge-kinds.ts';
import { challengesRepository } from './challenges/challenges.repository.ts';
import { challengesRoutes } from './challenges/challenges.routes.ts';
import { ChallengesService } from './challenges/challenges.service.ts';
import { gameSessionsRepository } from './game-time/game-sessions.repository.ts';
import { gameSessionsRoutes } from './game-time/game-sessions.routes.ts';
import { GameSessionsService } from './game-time/game-sessions.service.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { LedgerService } from './ledger/ledger.service.ts';
import { promotionsRepository } from './promotions/promotions.repository.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { PromotionsService } from './promotions/promotions.service.ts';

export type { OrderCounter } from './challenges/challenge-kinds.ts';
export type { Balances, BalanceState, BalanceStateJson, Movement, MovementResult } from './ledger/ledger.service.ts';
export { insufficientBalance, LedgerService } from './ledger/ledger.service.ts';

export interface Rewards {
  ledger: LedgerService;
  gameSessions: GameSessionsService;
  promotions: PromotionsService;
  challenges: ChallengesService;
}

export interface RewardsDeps {
  config: Pick<Config, 'DOUBLE_BUCKS_DATES' | 'BUCKS_DAILY_CAP' | 'BUCKS_TIME_ZONE' | 'publicUrl'>;
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'find'>;
  /** How place_orders challenges count orders (the ordering module's); by default, orders that spent. */
  orderCounter?: OrderCounter;
}

/**
 * Rewards: the bucks and promo-dollar ledger, game time, promo codes, referrals and
 * challenges, without routes (the app and tests). Other modules move money only through
 * `ledger` (credit, debit, spend, refund inside their own transactions).
 */
export function createRewards(deps: RewardsDeps): Rewards {
  const { config, db, clock, users } = deps;
  const uow = unitOfWork(db);
  const ledger = new LedgerService({ uow, ledger: repository(ledgerRepository, db), users, clock });
  const gameSessions = new GameSessionsService({
    uow,
    sessions: repository(gameSessionsRepository, db),
    ledger,
    users,
    clock,
    config,
  });
  const promotions = new PromotionsService({
    uow,
    promotions: repository(promotionsRepository, db),
    ledger,
    users,
    clock,
    publicUrl: config.publicUrl,
  });
  const challenges = new ChallengesService({
    uow,
    challenges: repository(challengesRepository, db),
    ledger,
    clock,
    gameTime: gameSessions,
    orders: deps.orderCounter ?? ledgerOrderCounter(ledger),
  });
  return { ledger, gameSessions, promotions, challenges };
}

/** The rewards routes: balances and history, game sessions, promo codes and referrals, challenges. */
export async function registerRewards(app: FastifyInstance, rewards: Rewards): Promise<void> {
  await app.register(ledgerRoutes, { ledger: rewards.ledger });
  await app.register(gameSessionsRoutes, { gameSessions: rewards.gameSessions });
  await app.register(promotionsRoutes, { promotions: rewards.promotions });
  await app.register(challengesRoutes, { challenges: rewards.challenges });
}
