import type {
  ChallengeDto,
  ChallengeKind,
  CreateChallenge,
  Currency,
  UserChallengeDto,
} from '@playeats/contracts/rewards';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { badRequest, HttpProblem, notFound } from '../../../lib/problem.ts';
import { credit } from '../ledger/ledger.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { challengeKinds, ledgerOrderCounter, type OrderCounter } from './challenge-kinds.ts';
import { challengesRepository, type ChallengeRow } from './challenges.repository.ts';

/** A completed challenge can still be claimed this long after it ends. */
export const CHALLENGE_CLAIM_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

const claimableUntil = (c: ChallengeRow) => new Date(c.endsAt.getTime() + CHALLENGE_CLAIM_GRACE_MS);

export function toChallengeDto(row: ChallengeRow): ChallengeDto {
  return {
    id: row.id,
    kind: row.kind as ChallengeKind,
    title: row.title,
    description: row.description,
    target: row.target,
    gameId: row.gameId,
    reward: { currency: row.rewardCurrency as Currency, amount: row.rewardAmount },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    claimableUntil: claimableUntil(row).toISOString(),
  };
}

const notActive = (detail: string) => new HttpProblem(422, 'ChallengeNotActiveException', 'Challenge not open', detail);

/** Challenges: admins define them, users make progress by playing and ordering, and claim once. */
export function createChallengesService(deps: { db: Database; clock: Clock; orderCounter?: OrderCounter }) {
  const { db, clock } = deps;
  const kinds = challengeKinds(deps.orderCounter ?? ledgerOrderCounter);

  async function progressOf(database: Database, userId: string, c: ChallengeRow) {
    const rule = kinds[c.kind as ChallengeKind];
    const required = rule.required(c);
    return { current: await rule.progress(database, userId, c), required, unit: rule.unit };
  }

  return {
    async create(adminId: string, input: CreateChallenge): Promise<ChallengeDto> {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (endsAt <= startsAt) {
        throw badRequest('endsAt must be after startsAt.', [{ name: 'body.endsAt', reason: 'must be after startsAt' }]);
      }
      if (input.kind === 'play_game_hours' && !input.gameId) {
        throw badRequest('A play_game_hours challenge names its game.', [
          { name: 'body.gameId', reason: 'is required for play_game_hours' },
        ]);
      }
      const row = await challengesRepository(db).insert({
        kind: input.kind,
        title: input.title,
        description: input.description,
        target: input.target,
        gameId: input.kind === 'play_game_hours' ? input.gameId! : null,
        rewardCurrency: input.rewardCurrency,
        rewardAmount: input.rewardAmount,
        startsAt,
        endsAt,
        createdByUserId: adminId,
        createdAt: clock.now(),
      });
      return toChallengeDto(row);
    },

    async listAll(): Promise<ChallengeDto[]> {
      return (await challengesRepository(db).list()).map(toChallengeDto);
    },

    /** Open challenges (started, and not past their claim grace) with the user's progress. */
    async listForUser(userId: string): Promise<UserChallengeDto[]> {
      const now = clock.now();
      const rows = await challengesRepository(db).listOpen(now, new Date(now.getTime() - CHALLENGE_CLAIM_GRACE_MS));
      const claimed = await ledgerRepository(db).sourcesWith(
        userId,
        'challenge_reward',
        'challenge',
        rows.map((r) => r.id),
      );
      return Promise.all(
        rows.map(async (row) => {
          const progress = await progressOf(db, userId, row);
          const completed = progress.current >= progress.required;
          const isClaimed = claimed.has(row.id);
          return {
            ...toChallengeDto(row),
            progress,
            completed,
            claimed: isClaimed,
            claimable: completed && !isClaimed,
          };
        }),
      );
    },

    /** The reward, once, only for a completed challenge, until its claim grace ends. */
    async claim(userId: string, challengeId: string) {
      const now = clock.now();
      return db.transaction(async (t) => {
        const tx = t as Database;
        // The balance lock first: one claim of a user at a time, so the checks below hold.
        await ledgerRepository(tx).lockBalance(userId);
        const row = await challengesRepository(tx).findById(challengeId);
        if (!row) throw notFound('This challenge does not exist.');
        if (now < row.startsAt) throw notActive('This challenge has not started yet.');
        if (now >= claimableUntil(row)) throw notActive('This challenge is over.');
        const currency = row.rewardCurrency as Currency;
        const ref = {
          userId,
          currency,
          reason: 'challenge_reward' as const,
          sourceType: 'challenge',
          sourceId: row.id,
        };
        if (await ledgerRepository(tx).findMovement(ref)) {
          throw new HttpProblem(
            409,
            'ChallengeAlreadyClaimedException',
            'Already claimed',
            'You have already claimed this reward.',
          );
        }
        const progress = await progressOf(tx, userId, row);
        if (progress.current < progress.required) {
          throw new HttpProblem(
            409,
            'ChallengeNotCompletedException',
            'Challenge not completed',
            `Progress ${progress.current} of ${progress.required} ${progress.unit}.`,
            { progress },
          );
        }
        const result = await credit(tx, { ...ref, amount: row.rewardAmount, at: now });
        return { challengeId: row.id, reward: { currency, amount: row.rewardAmount }, balance: result.balance };
      });
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
