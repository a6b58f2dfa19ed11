import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LiveSettingsSource } from '../settings/settings.service.ts';
import { adminChallengesRoutes } from './challenges/admin-challenges.routes.ts';
import { AdminChallengesService } from './challenges/admin-challenges.service.ts';
import { ledgerOrderCounter, type OrderCounter } from './challenges/challenge-kinds.ts';
import { challengesRepository } from './challenges/challenges.repository.ts';
import { challengesRoutes } from './challenges/challenges.routes.ts';
import { ChallengesService } from './challenges/challenges.service.ts';
import { gameFiguresRepository } from './game-time/game-figures.repository.ts';
import { gameSessionsRepository } from './game-time/game-sessions.repository.ts';
import { gameSessionsRoutes } from './game-time/game-sessions.routes.ts';
import { GameSessionsService } from './game-time/game-sessions.service.ts';
import { ledgerFiguresRepository } from './ledger/ledger-figures.repository.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { LedgerService } from './ledger/ledger.service.ts';
import { adminPromoCodesRoutes } from './promotions/admin-promo-codes.routes.ts';
import { AdminPromoCodesService } from './promotions/admin-promo-codes.service.ts';
import { promotionsRepository } from './promotions/promotions.repository.ts';
import { referralFiguresRepository } from './promotions/referral-figures.repository.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { PromotionsService, type PartnerCodes } from './promotions/promotions.service.ts';

export type { OrderCounter } from './challenges/challenge-kinds.ts';
export type { Balances, BalanceState, BalanceStateJson, Movement, MovementResult } from './ledger/ledger.service.ts';
export { LedgerService } from './ledger/ledger.service.ts';

export interface Rewards {
  ledger: LedgerService;
  gameSessions: GameSessionsService;
  promotions: PromotionsService;
  challenges: ChallengesService;
  /** Promo codes and challenges as admins run them (audited). */
  admin: { promoCodes: AdminPromoCodesService; challenges: AdminChallengesService };
  /** The dashboard's bucks, game time and referrals per day. */
  figures: {
    ledger: ReturnType<typeof ledgerFiguresRepository>;
    games: ReturnType<typeof gameFiguresRepository>;
    referrals: ReturnType<typeof referralFiguresRepository>;
  };
}

export interface RewardsDeps {
  config: Pick<Config, 'BUCKS_TIME_ZONE' | 'publicUrl'>;
  settings: LiveSettingsSource;
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'find'>;
  /** How place_orders challenges count orders (the ordering module's); by default, orders that spent. */
  orderCounter?: OrderCounter;
  /** The audit log: every admin change of a promo code or challenge is recorded in its transaction. */
  audit: Pick<AuditService, 'record'>;
  /** Codes of other programs (creator codes) that PATCH /api/users/promotion and sign-up also take. */
  partnerCodes?: PartnerCodes;
}

/**
 * Rewards: the bucks and promo-dollar ledger, game time, promo codes, referrals and
 * challenges, without routes (the app and tests). Other modules move money only through
 * `ledger` (credit, debit, spend, refund inside their own transactions).
 */
export function createRewards(deps: RewardsDeps): Rewards {
  const { config, db, clock, users, settings } = deps;
  const uow = unitOfWork(db);
  const ledger = new LedgerService({ uow, ledger: repository(ledgerRepository, db), users, clock });
  const gameSessions = new GameSessionsService({
    uow,
    sessions: repository(gameSessionsRepository, db),
    ledger,
    users,
    clock,
    config,
    settings,
  });
  const promotions = new PromotionsService({
    uow,
    promotions: repository(promotionsRepository, db),
    ledger,
    users,
    clock,
    publicUrl: config.publicUrl,
    ...(deps.partnerCodes ? { partnerCodes: deps.partnerCodes } : {}),
  });
  const challenges = new ChallengesService({
    uow,
    challenges: repository(challengesRepository, db),
    ledger,
    clock,
    gameTime: gameSessions,
    orders: deps.orderCounter ?? ledgerOrderCounter(ledger),
  });
  const figures = {
    ledger: ledgerFiguresRepository(db),
    games: gameFiguresRepository(db),
    referrals: referralFiguresRepository(db),
  };
  const admin = {
    promoCodes: new AdminPromoCodesService({
      uow,
      promotions: repository(promotionsRepository, db),
      audit: deps.audit,
      clock,
      ...(deps.partnerCodes ? { partnerCodes: deps.partnerCodes } : {}),
    }),
    challenges: new AdminChallengesService({
      uow,
      challenges: repository(challengesRepository, db),
      ledger,
      audit: deps.audit,
      clock,
    }),
  };
  return { ledger, gameSessions, promotions, challenges, admin, figures };
}

/** The rewards routes: balances and history, game sessions, promo codes and referrals, challenges. */
export async function registerRewards(app: FastifyInstance, rewards: Rewards): Promise<void> {
  await app.register(ledgerRoutes, { ledger: rewards.ledger });
  await app.register(gameSessionsRoutes, { gameSessions: rewards.gameSessions });
  await app.register(promotionsRoutes, { promotions: rewards.promotions });
  await app.register(challengesRoutes, { challenges: rewards.challenges });
  await app.register(adminPromoCodesRoutes, { promoCodes: rewards.admin.promoCodes });
  await app.register(adminChallengesRoutes, { challenges: rewards.admin.challenges });
}
