import type { AdminSocialPostDto, AdminSocialPostPage, CreatorReviewQuery } from '@playeats/contracts/admin-creators';
import type { MySocialPostsDto, ReviewStatus, SocialPostDto } from '@playeats/contracts/creators';
import { recognizePost, type SocialPlatform } from '@playeats/domain/creator-links';
import type { Clock } from '../../../adapters/clock.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, notFound } from '../../../lib/problem.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import type { LedgerService } from '../../rewards/rewards.module.ts';
import { alreadyReviewed, duplicatePost, ownReview } from '../creator-problems.ts';
import type { CreatorLimitsSource } from '../creator-limits.ts';
import { weekStartIn } from '../program-calendar.ts';
import { cursorOf, pageOf } from '../review-cursor.ts';
import type { SocialPostRow, SocialPostsRepository } from './social-posts.repository.ts';

const PAGE_SIZE = 20;

export function toSocialPostDto(row: SocialPostRow): SocialPostDto {
  return {
    id: row.id,
    platform: row.platform as SocialPlatform,
    url: row.url,
    status: row.status as ReviewStatus,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    bucksCredited: row.bucksCredited,
  };
}

export interface SocialPostsServiceDeps {
  uow: UnitOfWork;
  posts: Repository<SocialPostsRepository>;
  users: Pick<UsersService, 'find'>;
  ledger: Pick<LedgerService, 'credit' | 'lockBalance'>;
  audit: Pick<AuditService, 'record'>;
  limiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  limits: CreatorLimitsSource;
  /** The programs' calendar (BUCKS_TIME_ZONE): weeks start on Monday there. */
  timeZone: string;
}

/**
 * The social media program: members submit links to their posts about PlayEats; an admin
 * approves (bucks, once per post, at most N credited posts per member and week of
 * submission) or rejects with a reason. A post is one post however its link is written.
 */
export class SocialPostsService {
  constructor(private readonly deps: SocialPostsServiceDeps) {}

  /** GET /api/users/me/social-posts */
  async mine(userId: string, cursor?: string): Promise<MySocialPostsDto> {
    const { posts, clock, timeZone, limits } = this.deps;
    const [rows, credited] = await Promise.all([
      posts.list({ userId }, PAGE_SIZE + 1, cursorOf(cursor)),
      posts.countCredited(userId, weekStartIn(clock.now(), timeZone)),
    ]);
    const page = pageOf(rows, PAGE_SIZE);
    return {
      items: page.items.map(toSocialPostDto),
      nextCursor: page.nextCursor,
      week: { credited, limit: limits().socialPostsPerWeek },
    };
  }

  /** Whether the user takes part (has submitted a post): they may link Discord. */
  isMember(userId: string): Promise<boolean> {
    return this.deps.posts.hasAny(userId);
  }

  /** POST /api/users/me/social-posts: a known platform's post, never one already submitted (by anyone). */
  async submit(userId: string, url: string): Promise<SocialPostDto> {
    const { posts, users, limiter, clock, timeZone } = this.deps;
    const post = recognizePost(url);
    if (!post)
      throw badRequest('This is not a link to a post we know.', [{ name: 'body.url', reason: 'unknown link' }]);
    await limiter.hit(`social-post:${userId}`, { limit: 30, windowSeconds: 24 * 3600 });
    if (!(await users.find(userId))) throw notFound('This account does not exist any more.');
    const now = clock.now();
    try {
      const row = await posts.insert({
        userId,
        platform: post.platform,
        url: post.url,
        linkKey: post.key,
        createdAt: now,
        weekStart: weekStartIn(now, timeZone),
      });
      return toSocialPostDto(row);
    } catch (err) {
      if (isUniqueViolation(err, 'social_posts_link_key')) throw duplicatePost();
      throw err;
    }
  }

  // ---- review ----

  async list(query: CreatorReviewQuery): Promise<AdminSocialPostPage> {
    const rows = await this.deps.posts.list(
      query.status ? { status: query.status } : {},
      query.limit + 1,
      cursorOf(query.cursor),
    );
    const page = pageOf(rows, query.limit);
    return { items: await this.adminViews(page.items), nextCursor: page.nextCursor };
  }

  /**
   * Approves a pending post and credits its bucks, unless the member's week (of submission)
   * already has its credited posts: then it is approved for 0 bucks. Audited.
   */
  async approve(actor: Actor, id: string, note?: string): Promise<AdminSocialPostDto> {
    const { uow, posts, ledger, audit, clock, limits } = this.deps;
    const row = await uow.transaction(async (tx) => {
      const repo = posts.in(tx);
      const post = await this.pending(repo, id);
      if (post.userId === actor.userId) throw ownReview();
      // The member's balance lock serializes their credits: two approvals never both take the week's last place.
      await ledger.lockBalance(tx, post.userId);
      const { socialPostBucks, socialPostsPerWeek } = limits();
      const credited = await repo.countCredited(post.userId, post.weekStart);
      const bucks = credited < socialPostsPerWeek ? socialPostBucks : 0;
      const now = clock.now();
      if (bucks > 0) {
        await ledger.credit(tx, {
          userId: post.userId,
          currency: 'BUCKS',
          amount: bucks,
          reason: 'social_post_reward',
          sourceType: 'social_post',
          sourceId: post.id,
          details: { url: post.url },
          at: now,
        });
      }
      const updated = await repo.update(id, {
        status: 'approved',
        reviewedAt: now,
        reviewedByUserId: actor.userId,
        reviewedByEmail: actor.email,
        bucksCredited: bucks,
      });
      await audit.record(tx, actor, {
        action: 'social_post.approve',
        targetType: 'social_post',
        targetId: id,
        before: { status: post.status },
        after: { status: updated.status, userId: post.userId, bucksCredited: bucks, weekStart: post.weekStart },
        reason: note || null,
      });
      return updated;
    });
    return (await this.adminViews([row]))[0]!;
  }

  /** Rejects a pending post with the reason the member reads. Audited. */
  async reject(actor: Actor, id: string, reason: string): Promise<AdminSocialPostDto> {
    const { uow, posts, audit, clock } = this.deps;
    const row = await uow.transaction(async (tx) => {
      const repo = posts.in(tx);
      const post = await this.pending(repo, id);
      const updated = await repo.update(id, {
        status: 'rejected',
        reviewedAt: clock.now(),
        reviewedByUserId: actor.userId,
        reviewedByEmail: actor.email,
        rejectionReason: reason,
      });
      await audit.record(tx, actor, {
        action: 'social_post.reject',
        targetType: 'social_post',
        targetId: id,
        before: { status: post.status },
        after: { status: updated.status, userId: post.userId },
        reason,
      });
      return updated;
    });
    return (await this.adminViews([row]))[0]!;
  }

  private async pending(repo: SocialPostsRepository, id: string): Promise<SocialPostRow> {
    const post = await repo.lock(id);
    if (!post) throw notFound('There is no post with this id.');
    if (post.status !== 'pending') throw alreadyReviewed(post.status);
    return post;
  }

  private async adminViews(rows: SocialPostRow[]): Promise<AdminSocialPostDto[]> {
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const accounts = await Promise.all(userIds.map((id) => this.deps.users.find(id)));
    const emails = new Map(accounts.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
    return rows.map((row) => ({
      ...toSocialPostDto(row),
      userId: row.userId,
      userEmail: emails.get(row.userId) ?? '',
      reviewedByEmail: row.reviewedByEmail,
    }));
  }
}
