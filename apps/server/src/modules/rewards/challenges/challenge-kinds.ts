import type { ChallengeKind } from '@playeats/contracts/rewards';
import type { Database } from '../../../db/client.ts';
import { badRequest, type HttpProblem } from '../../../lib/problem.ts';
import type { GameSessionsService } from '../game-time/game-sessions.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ChallengeRow } from './challenges.repository.ts';

/**
 * Where place_orders challenges count orders: the ordering module supplies its own (placed
 * orders); without it, orders are the distinct orders that spent bucks or promo dollars
 * (ledger `order_spend` entries).
 */
export interface OrderCounter {
  countOrders(userId: string, from: Date, to: Date, tx?: Database): Promise<number>;
}

export function ledgerOrderCounter(ledger: Pick<LedgerService, 'countSources'>): OrderCounter {
  return {
    countOrders: (userId, from, to, tx) => ledger.countSources(userId, 'order_spend', 'order', from, to, tx),
  };
}

/** What challenges measure progress with: game time and orders. */
export interface ProgressSources {
  gameTime: Pick<GameSessionsService, 'playedMinutes'>;
  orders: OrderCounter;
}

/** One small strategy per kind (vendure's promotion conditions), not an if-chain. */
export interface ChallengeKindRule {
  unit: 'minutes' | 'orders';
  /** What counts as complete, in the unit. */
  required(challenge: ChallengeRow): number;
  /** The user's progress inside the challenge's window (inside `tx` when given). */
  progress(userId: string, challenge: ChallengeRow, tx?: Database): Promise<number>;
}

export function challengeKinds({ gameTime, orders }: ProgressSources): Record<ChallengeKind, ChallengeKindRule> {
  return {
    play_any_game_hours: {
      unit: 'minutes',
      required: (c) => c.target * 60,
      progress: (userId, c, tx) => gameTime.playedMinutes(userId, c.startsAt, c.endsAt, undefined, tx),
    },
    play_game_hours: {
      unit: 'minutes',
      required: (c) => c.target * 60,
      progress: (userId, c, tx) => gameTime.playedMinutes(userId, c.startsAt, c.endsAt, c.gameId ?? undefined, tx),
    },
    place_orders: {
      unit: 'orders',
      required: (c) => c.target,
      progress: (userId, c, tx) => orders.countOrders(userId, c.startsAt, c.endsAt, tx),
    },
  };
}

/** Which kinds are about one game (they name it in gameId; the others never do). */
export const KIND_NAMES_GAME: Record<ChallengeKind, boolean> = {
  play_any_game_hours: false,
  play_game_hours: true,
  place_orders: false,
};

/** The game a challenge of `kind` keeps: its gameId, or null for a kind about no game; 400 when one is missing. */
export function gameOfKind(kind: ChallengeKind, gameId: string | null | undefined): string | null {
  if (!KIND_NAMES_GAME[kind]) return null;
  if (!gameId) throw missingGame(kind);
  return gameId;
}

const missingGame = (kind: ChallengeKind): HttpProblem =>
  badRequest(`A ${kind} challenge names its game.`, [{ name: 'body.gameId', reason: `is required for ${kind}` }]);
