import type { ChallengeKind } from '@playeats/contracts/rewards';
import type { Database } from '../../../db/client.ts';
import { gameSessionsRepository } from '../game-time/game-sessions.repository.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import type { ChallengeRow } from './challenges.repository.ts';

/**
 * Where place_orders challenges count orders. The ordering issue supplies its own (from
 * its orders table) when it arrives; until then, orders are the distinct orders that
 * spent bucks or promo dollars (ledger `order_spend` entries).
 */
export interface OrderCounter {
  countOrders(db: Database, userId: string, from: Date, to: Date): Promise<number>;
}

export const ledgerOrderCounter: OrderCounter = {
  countOrders: (db, userId, from, to) => ledgerRepository(db).countSources(userId, 'order_spend', 'order', from, to),
};

/** One small strategy per kind (vendure's promotion conditions), not an if-chain. */
export interface ChallengeKindRule {
  unit: 'minutes' | 'orders';
  /** What counts as complete, in the unit. */
  required(challenge: ChallengeRow): number;
  /** The user's progress inside the challenge's window. */
  progress(db: Database, userId: string, challenge: ChallengeRow): Promise<number>;
}

export function challengeKinds(orders: OrderCounter): Record<ChallengeKind, ChallengeKindRule> {
  return {
    play_any_game_hours: {
      unit: 'minutes',
      required: (c) => c.target * 60,
      progress: (db, userId, c) => gameSessionsRepository(db).playedMinutes(userId, c.startsAt, c.endsAt),
    },
    play_game_hours: {
      unit: 'minutes',
      required: (c) => c.target * 60,
      progress: (db, userId, c) =>
        gameSessionsRepository(db).playedMinutes(userId, c.startsAt, c.endsAt, c.gameId ?? undefined),
    },
    place_orders: {
      unit: 'orders',
      required: (c) => c.target,
      progress: (db, userId, c) => orders.countOrders(db, userId, c.startsAt, c.endsAt),
    },
  };
}
