import type {
  AdminChallenge,
  AdminChallengeListQuery,
  AdminChallengePage,
  AdminCreateChallenge,
  AdminUpdateChallenge,
} from '@playeats/contracts/admin-promotions';
import type { ChallengeKind } from '@playeats/contracts/rewards';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { decodeCursor, encodeCursor } from '../../../lib/keyset-cursor.ts';
import { notFound } from '../../../lib/problem.ts';
import { editedWindow, endedWindow, promotionState, refuseFrozenChanges } from '../../../lib/promotion-rules.ts';
import { timeWindow } from '../../../lib/time-window.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { gameOfKind } from './challenge-kinds.ts';
import type { ChallengeRow, ChallengesRepository, NewChallenge } from './challenges.repository.ts';
import { toChallengeDto } from './challenges.service.ts';

const challengeNotFound = () => notFound('There is no challenge with this id.');

type Claims = Map<string, { entries: number; amount: number }>;

/** What the audit log keeps of a challenge: everything an admin may change. */
const auditView = (row: ChallengeRow) => ({
  kind: row.kind,
  title: row.title,
  description: row.description,
  target: row.target,
  gameId: row.gameId,
  rewardCurrency: row.rewardCurrency,
  rewardAmount: row.rewardAmount,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** What cannot change once someone claimed the reward: what they did and what they got. */
const FROZEN_ONCE_CLAIMED = ['kind', 'target', 'gameId', 'rewardCurrency', 'rewardAmount'] as const;

export interface AdminChallengesServiceDeps {
  uow: UnitOfWork;
  challenges: Repository<ChallengesRepository>;
  ledger: Pick<LedgerService, 'totalsBySource'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
}

/**
 * Challenges as admins run them: create, edit, end, and their claims (the ledger's
 * challenge_reward entries: a claim is a completion paid). Each change is audited in its
 * transaction, under the challenge's row lock (claims hold a share lock on it).
 */
export class AdminChallengesService {
  constructor(private readonly deps: AdminChallengesServiceDeps) {}

  async list(query: AdminChallengeListQuery): Promise<AdminChallengePage> {
    const now = this.deps.clock.now();
    const after = query.cursor ? decodeCursor(query.cursor, 'query.cursor') : undefined;
    const rows = await this.deps.challenges.adminPage(
      { now, ...(query.state ? { state: query.state } : {}) },
      query.limit + 1,
      after,
    );
    const page = rows.slice(0, query.limit);
    const claims = await this.claimsOf(page.map((r) => r.id));
    const last = page.at(-1);
    return {
      items: page.map((row) => this.view(row, claims, now)),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    };
  }

  async get(id: string): Promise<AdminChallenge> {
    const row = await this.deps.challenges.findById(id);
    if (!row) throw challengeNotFound();
    return this.view(row, await this.claimsOf([id]), this.deps.clock.now());
  }

  async create(admin: Actor, input: AdminCreateChallenge): Promise<AdminChallenge> {
    const { startsAt, endsAt } = timeWindow(input);
    const gameId = gameOfKind(input.kind, input.gameId);
    const now = this.deps.clock.now();
    const row = await this.deps.uow.transaction(async (tx) => {
      const created = await this.deps.challenges.in(tx).insert({
        kind: input.kind,
        title: input.title,
        description: input.description,
        target: input.target,
        gameId,
        rewardCurrency: input.rewardCurrency,
        rewardAmount: input.rewardAmount,
        startsAt,
        endsAt,
        createdByUserId: admin.userId,
        createdAt: now,
      });
      await this.deps.audit.record(tx, admin, {
        action: 'challenge.create',
        targetType: 'challenge',
        targetId: created.id,
        after: auditView(created),
        reason: input.reason || null,
      });
      return created;
    });
    return this.view(row, new Map(), now);
  }

  /** Only what is given changes; a kind about one game names it (challenge-kinds.ts). */
  async update(admin: Actor, id: string, changes: AdminUpdateChallenge): Promise<AdminChallenge> {
    await this.change(admin, id, 'challenge.update', changes.reason, (row, claims) => {
      const kind = changes.kind ?? (row.kind as ChallengeKind);
      const gameId = gameOfKind(kind, changes.gameId !== undefined ? changes.gameId : row.gameId);
      refuseFrozenChanges(row, { ...changes, gameId }, FROZEN_ONCE_CLAIMED, claims, 'challenge');
      const next: Partial<NewChallenge> = { ...editedWindow(row, changes), kind, gameId };
      if (changes.title) next.title = changes.title;
      if (changes.description) next.description = changes.description;
      if (changes.target !== undefined) next.target = changes.target;
      if (changes.rewardCurrency) next.rewardCurrency = changes.rewardCurrency;
      if (changes.rewardAmount !== undefined) next.rewardAmount = changes.rewardAmount;
      return next;
    });
    return this.get(id);
  }

  /**
   * Ends it now: progress stops counting (its window ends); those who completed it may
   * still claim during the claim grace, as after any end.
   */
  async end(admin: Actor, id: string, reason?: string): Promise<AdminChallenge> {
    const now = this.deps.clock.now();
    await this.change(admin, id, 'challenge.end', reason, (row) => endedWindow(row, now, 'challenge'));
    return this.get(id);
  }

  /** One audited change under the challenge's row lock; `edit` sees it and its claims so far. */
  private async change(
    admin: Actor,
    id: string,
    action: string,
    reason: string | undefined,
    edit: (row: ChallengeRow, claims: number) => Partial<NewChallenge>,
  ): Promise<void> {
    await this.deps.uow.transaction(async (tx) => {
      const repo = this.deps.challenges.in(tx);
      const row = await repo.findById(id, 'update');
      if (!row) throw challengeNotFound();
      const claims = (await this.claimsOf([id], tx)).get(id)?.entries ?? 0;
      const updated = await repo.update(id, edit(row, claims));
      await this.deps.audit.record(tx, admin, {
        action,
        targetType: 'challenge',
        targetId: id,
        before: auditView(row),
        after: auditView(updated),
        reason: reason || null,
      });
    });
  }

  private claimsOf(ids: readonly string[], tx?: Database): Promise<Claims> {
    return this.deps.ledger.totalsBySource('challenge_reward', 'challenge', ids, tx);
  }

  private view(row: ChallengeRow, claims: Claims, now: Date): AdminChallenge {
    const paid = claims.get(row.id);
    return {
      ...toChallengeDto(row),
      state: promotionState(row, now),
      usage: { claims: paid?.entries ?? 0, credited: paid?.amount ?? 0 },
    };
  }
}
