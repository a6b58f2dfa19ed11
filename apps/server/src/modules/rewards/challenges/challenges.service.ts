import type { ChallengeDto, ChallengeKind, Currency, UserChallengeDto } from '@playeats/contracts/rewards';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { challengeKinds, type ChallengeKindRule, type ProgressSources } from './challenge-kinds.ts';
import type { ChallengeRow, ChallengesRepository } from './challenges.repository.ts';

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

export interface ChallengesServiceDeps extends ProgressSources {
  uow: UnitOfWork;
  challenges: Repository<ChallengesRepository>;
  ledger: Pick<LedgerService, 'credit' | 'lockBalance' | 'hasMovement' | 'sourcesWith'>;
  clock: Clock;
}

const alreadyClaimed = () =>
  new HttpProblem(409, 'ChallengeAlreadyClaimedException', 'Already claimed', 'You have already claimed this reward.');

/** Challenges: admins define them (AdminChallengesService), users make progress by playing and ordering, and claim once. */
export class ChallengesService {
  private readonly kinds: Record<ChallengeKind, ChallengeKindRule>;

  constructor(private readonly deps: ChallengesServiceDeps) {
    this.kinds = challengeKinds(deps);
  }

  private async progressOf(userId: string, c: ChallengeRow, tx?: Database) {
    const rule = this.kinds[c.kind as ChallengeKind];
    return { current: await rule.progress(userId, c, tx), required: rule.required(c), unit: rule.unit };
  }

  /** Open challenges (started, and not past their claim grace) with the user's progress. */
  async listForUser(userId: string): Promise<UserChallengeDto[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.challenges.listOpen(now, new Date(now.getTime() - CHALLENGE_CLAIM_GRACE_MS));
    const claimed = await this.deps.ledger.sourcesWith(
      userId,
      'challenge_reward',
      'challenge',
      rows.map((r) => r.id),
    );
    return Promise.all(
      rows.map(async (row) => {
        const progress = await this.progressOf(userId, row);
        const completed = progress.current >= progress.required;
        const isClaimed = claimed.has(row.id);
        return { ...toChallengeDto(row), progress, completed, claimed: isClaimed, claimable: completed && !isClaimed };
      }),
    );
  }

  /** The reward, once, only for a completed challenge, until its claim grace ends. */
  async claim(userId: string, challengeId: string) {
    const { uow, ledger, clock } = this.deps;
    const now = clock.now();
    return uow.transaction(async (tx) => {
      // The balance lock first: one claim of a user at a time, so the checks below hold.
      await ledger.lockBalance(tx, userId);
      const row = await this.deps.challenges.in(tx).findById(challengeId, 'share');
      if (!row) throw notFound('This challenge does not exist.');
      if (now < row.startsAt) throw notActive('This challenge has not started yet.');
      if (now >= claimableUntil(row)) throw notActive('This challenge is over.');
      const currency = row.rewardCurrency as Currency;
      const ref = { userId, currency, reason: 'challenge_reward' as const, sourceType: 'challenge', sourceId: row.id };
      if (await ledger.hasMovement(ref, tx)) throw alreadyClaimed();
      const progress = await this.progressOf(userId, row, tx);
      if (progress.current < progress.required) {
        throw new HttpProblem(
          409,
          'ChallengeNotCompletedException',
          'Challenge not completed',
          `Progress ${progress.current} of ${progress.required} ${progress.unit}.`,
          { progress },
        );
      }
      const result = await ledger.credit(tx, { ...ref, amount: row.rewardAmount, at: now });
      return { challengeId: row.id, reward: { currency, amount: row.rewardAmount }, balance: result.balance };
    });
  }
}
