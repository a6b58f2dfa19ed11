import type {
  AdminCreatorApplicationDto,
  AdminCreatorApplicationPage,
  CreatorReviewQuery,
} from '@playeats/contracts/admin-creators';
import type {
  CreatorApplicationDto,
  CreatorApplicationRequest,
  CreatorProgramsDto,
  MyCreatorDto,
  ReviewStatus,
} from '@playeats/contracts/creators';
import { ageOn } from '@playeats/domain/age';
import { COUNTRY_CODES, type CountryCode } from '@playeats/domain/country';
import { recognizeChannel, SOCIAL_PLATFORMS, type StreamPlatform } from '@playeats/domain/creator-links';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { notFound } from '../../../lib/problem.ts';
import { randomReferralCode, type UsersService } from '../../accounts/users/users.service.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import type { PartnerRedemption, PromotionsService } from '../../rewards/promotions/promotions.service.ts';
import type { LedgerService, OrderCounter } from '../../rewards/rewards.module.ts';
import {
  alreadyCreator,
  alreadyReviewed,
  applicationOpen,
  creatorCodeAlreadyUsed,
  creatorCodeNotEligible,
  notEligible,
  ownReview,
  selfReferral,
} from '../creator-problems.ts';
import type { CreatorLimitsSource } from '../creator-limits.ts';
import { dateIn, monthIn } from '../program-calendar.ts';
import { cursorOf, pageOf } from '../review-cursor.ts';
import { eligibilityProblems, MINIMUM_AGE } from './streamer-eligibility.ts';
import type { CreatorApplicationRow, StreamersRepository } from './streamers.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every order ever: [BEGINNING, END). */
const BEGINNING = new Date(0);
const END = new Date('9999-12-31T00:00:00Z');
/** Creator codes are read aloud on streams: the referral codes' alphabet, 8 long (31^8 codes). */
const CODE_LENGTH = 8;

export function toApplicationDto(row: CreatorApplicationRow): CreatorApplicationDto {
  return {
    id: row.id,
    status: row.status as ReviewStatus,
    platform: row.platform as StreamPlatform,
    channelUrl: row.channelUrl,
    followers: row.followers,
    averageViewers: row.averageViewers,
    country: row.country as CountryCode,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

export interface StreamersServiceDeps {
  uow: UnitOfWork;
  streamers: Repository<StreamersRepository>;
  users: Pick<UsersService, 'find'>;
  ledger: Pick<LedgerService, 'credit' | 'readBalances'>;
  /** Orders a user placed and did not see cancelled (the ordering module's count). */
  orders: OrderCounter;
  promotions: Pick<PromotionsService, 'isPromoCode'>;
  audit: Pick<AuditService, 'record'>;
  limiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  limits: CreatorLimitsSource;
  /** The programs' calendar (BUCKS_TIME_ZONE): ages, months. */
  timeZone: string;
  publicUrl: string;
}

/**
 * The streamer program: applications and their review, the creator codes viewers start
 * their account with (their promo dollars), and the streamer's bucks for each viewer's
 * first delivered order (docs/decisions/0021-creator-programs.md).
 */
export class StreamersService {
  constructor(private readonly deps: StreamersServiceDeps) {}

  /** GET /api/creator-programs: the terms as configured now. */
  programs(): CreatorProgramsDto {
    const limits = this.deps.limits();
    return {
      streamers: {
        countries: [...COUNTRY_CODES],
        minimumAge: MINIMUM_AGE,
        minFollowers: limits.minFollowers,
        minAverageViewers: limits.minAverageViewers,
        viewerDiscountCents: limits.viewerDiscountCents,
        viewerDiscountDays: limits.viewerDiscountDays,
        firstOrderBucks: limits.firstOrderBucks,
        monthlyRewardLimit: limits.monthlyRewardLimit,
      },
      socialMedia: {
        platforms: [...SOCIAL_PLATFORMS],
        postBucks: limits.socialPostBucks,
        postsPerWeek: limits.socialPostsPerWeek,
      },
    };
  }

  /** GET /api/users/me/creator */
  async mine(userId: string): Promise<MyCreatorDto> {
    const { streamers, publicUrl } = this.deps;
    const [application, creator] = await Promise.all([
      streamers.latestApplicationOf(userId),
      streamers.findCreator(userId),
    ]);
    return {
      application: application ? toApplicationDto(application) : null,
      creator: creator
        ? {
            code: creator.code,
            shareLink: `${publicUrl}/signupWithCode/${encodeURIComponent(creator.code)}`,
            approvedAt: creator.createdAt.toISOString(),
            figures: await streamers.figures(userId),
          }
        : null,
    };
  }

  /** Whether the user is (or asked to be) a creator: they may link Discord. */
  async isMember(userId: string): Promise<boolean> {
    return this.deps.streamers.hasApplied(userId);
  }

  /** POST /api/users/me/creator/applications: eligibility first, then one open application per user. */
  async apply(userId: string, input: CreatorApplicationRequest): Promise<CreatorApplicationDto> {
    const { streamers, users, limiter, clock, limits, timeZone } = this.deps;
    await limiter.hit(`creator-application:${userId}`, { limit: 10, windowSeconds: 24 * 3600 });
    if (!(await users.find(userId))) throw notFound('This account does not exist any more.');
    if (await streamers.findCreator(userId)) throw alreadyCreator();
    const now = clock.now();
    const problems = eligibilityProblems({ ...input, today: dateIn(now, timeZone) }, limits());
    if (problems.length > 0) throw notEligible(problems);
    try {
      const row = await streamers.insertApplication({
        userId,
        platform: input.platform,
        channelUrl: recognizeChannel(input.platform, input.channelUrl)!,
        followers: input.followers,
        averageViewers: input.averageViewers,
        country: input.country,
        dateOfBirth: input.dateOfBirth,
        termsAcceptedAt: now,
        createdAt: now,
      });
      return toApplicationDto(row);
    } catch (err) {
      if (isUniqueViolation(err, 'creator_applications_open_key')) throw applicationOpen();
      throw err;
    }
  }

  // ---- review ----

  async list(query: CreatorReviewQuery): Promise<AdminCreatorApplicationPage> {
    const rows = await this.deps.streamers.listApplications(query.status, query.limit + 1, cursorOf(query.cursor));
    const page = pageOf(rows, query.limit);
    return { items: await this.adminViews(page.items), nextCursor: page.nextCursor };
  }

  /** Approves a pending application: the applicant becomes a creator with a code of their own. Audited. */
  async approve(actor: Actor, id: string, note?: string): Promise<AdminCreatorApplicationDto> {
    const { uow, streamers, audit, clock } = this.deps;
    const row = await uow.transaction(async (tx) => {
      const repo = streamers.in(tx);
      const application = await this.pending(repo, id);
      if (application.userId === actor.userId) throw ownReview();
      if (await repo.findCreator(application.userId)) throw alreadyCreator();
      const now = clock.now();
      const code = await this.freshCode(tx);
      await repo.insertCreator({ userId: application.userId, code, applicationId: application.id, createdAt: now });
      const updated = await repo.updateApplication(id, {
        status: 'approved',
        reviewedAt: now,
        reviewedByUserId: actor.userId,
        reviewedByEmail: actor.email,
      });
      await audit.record(tx, actor, {
        action: 'creator_application.approve',
        targetType: 'creator_application',
        targetId: id,
        before: { status: application.status },
        after: { status: updated.status, userId: updated.userId, creatorCode: code },
        reason: note || null,
      });
      return updated;
    });
    return (await this.adminViews([row]))[0]!;
  }

  /** Rejects a pending application with the reason the applicant reads. Audited. */
  async reject(actor: Actor, id: string, reason: string): Promise<AdminCreatorApplicationDto> {
    const { uow, streamers, audit, clock } = this.deps;
    const row = await uow.transaction(async (tx) => {
      const repo = streamers.in(tx);
      const application = await this.pending(repo, id);
      const updated = await repo.updateApplication(id, {
        status: 'rejected',
        reviewedAt: clock.now(),
        reviewedByUserId: actor.userId,
        reviewedByEmail: actor.email,
        rejectionReason: reason,
      });
      await audit.record(tx, actor, {
        action: 'creator_application.reject',
        targetType: 'creator_application',
        targetId: id,
        before: { status: application.status },
        after: { status: updated.status, userId: updated.userId },
        reason,
      });
      return updated;
    });
    return (await this.adminViews([row]))[0]!;
  }

  private async pending(repo: StreamersRepository, id: string): Promise<CreatorApplicationRow> {
    const application = await repo.lockApplication(id);
    if (!application) throw notFound('There is no application with this id.');
    if (application.status !== 'pending') throw alreadyReviewed(application.status);
    return application;
  }

  /** Whether a creator has `code` (promo codes must not take a creator's name). */
  async ownsCode(code: string, tx?: Database): Promise<boolean> {
    const repo = tx ? this.deps.streamers.in(tx) : this.deps.streamers;
    return (await repo.findCreatorByCode(code.trim().toUpperCase())) !== undefined;
  }

  /** A code no creator has and no promo code is named. */
  private async freshCode(tx: Database): Promise<string> {
    const repo = this.deps.streamers.in(tx);
    for (;;) {
      const code = randomReferralCode(CODE_LENGTH);
      if (!(await repo.findCreatorByCode(code)) && !(await this.deps.promotions.isPromoCode(code, tx))) return code;
    }
  }

  private async adminViews(rows: CreatorApplicationRow[]): Promise<AdminCreatorApplicationDto[]> {
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const [accounts, codes] = await Promise.all([
      Promise.all(userIds.map((id) => this.deps.users.find(id))),
      this.deps.streamers.codesOf(userIds),
    ]);
    const emails = new Map(accounts.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
    return rows.map((row) => ({
      ...toApplicationDto(row),
      userId: row.userId,
      userEmail: emails.get(row.userId) ?? '',
      reviewedByEmail: row.reviewedByEmail,
      dateOfBirth: row.dateOfBirth,
      ageAtSubmission: ageOn(row.dateOfBirth, dateIn(row.createdAt, this.deps.timeZone)) ?? 0,
      creatorCode: row.status === 'approved' ? (codes.get(row.userId) ?? null) : null,
    }));
  }

  // ---- codes and credits ----

  /**
   * A viewer starts with a creator's code (at activation, or PATCH /api/users/promotion):
   * the promotions module's partner hook. Null when `rawCode` is no creator's. New
   * customers only, one creator per account, never one's own; the viewer gets the promo
   * dollars of the programme, lapsing after its days (docs/decisions/0021).
   */
  async redeemCode(tx: Database, userId: string, rawCode: string, at: Date): Promise<PartnerRedemption | null> {
    const { streamers, users, orders, ledger, limits } = this.deps;
    const repo = streamers.in(tx);
    const creator = await repo.findCreatorByCode(rawCode);
    if (!creator) return null;
    // A locked creator's code stops working: as if it did not exist.
    if ((await users.find(creator.userId, tx))?.status === 'disabled') return null;
    if (creator.userId === userId) throw selfReferral();
    const refuseExisting = (creatorUserId: string) =>
      creatorUserId === creator.userId
        ? creatorCodeAlreadyUsed()
        : creatorCodeNotEligible("This account already started with another creator's code.");
    const existing = await repo.findReferral(userId);
    if (existing) throw refuseExisting(existing.creatorUserId);
    if ((await orders.countOrders(userId, BEGINNING, END, tx)) > 0) {
      throw creatorCodeNotEligible('Creator codes are for new customers: this account has already ordered.');
    }
    const { viewerDiscountCents, viewerDiscountDays } = limits();
    const recorded = await repo.insertReferral({
      referredUserId: userId,
      creatorUserId: creator.userId,
      createdAt: at,
      viewerDiscountCents,
    });
    if (!recorded) {
      // Another use for this account committed first.
      throw refuseExisting((await repo.findReferral(userId))!.creatorUserId);
    }
    const base = { code: creator.code, currency: 'PROMO_CENTS' as const, amount: viewerDiscountCents };
    if (viewerDiscountCents === 0) return { ...base, balance: await ledger.readBalances(userId, at, tx) };
    const movement = await ledger.credit(tx, {
      userId,
      currency: 'PROMO_CENTS',
      amount: viewerDiscountCents,
      reason: 'creator_code',
      sourceType: 'creator_referral',
      sourceId: userId,
      expiresAt: new Date(at.getTime() + viewerDiscountDays * DAY_MS),
      details: { code: creator.code, creatorUserId: creator.userId },
      at,
    });
    return { ...base, balance: movement.balance };
  }

  /**
   * An order was delivered (the ordering module's hook, in its transaction): if it is the
   * first delivered order of a viewer who started with a creator's code, the creator earns
   * the programme's bucks, once per viewer (the referral row's lock, its rewardedAt, and
   * the ledger's reference all say once), within the creator's monthly limit.
   */
  async onOrderDelivered(tx: Database, order: { id: string; userId: string }, at: Date): Promise<void> {
    const { streamers, users, ledger, limits, timeZone } = this.deps;
    const repo = streamers.in(tx);
    const referral = await repo.findReferral(order.userId, { forUpdate: true });
    if (!referral || referral.rewardedAt) return;
    // The creator's row serializes their credits, so the monthly limit holds under concurrency.
    const creator = await repo.findCreator(referral.creatorUserId, { forUpdate: true });
    const { firstOrderBucks, monthlyRewardLimit } = limits();
    const month = monthIn(at, timeZone);
    const paid = await repo.countPaidRewards(referral.creatorUserId, month.from, month.to);
    const active = creator && (await users.find(creator.userId, tx))?.status !== 'disabled';
    const bucks = active && paid < monthlyRewardLimit ? firstOrderBucks : 0;
    if (bucks > 0) {
      await ledger.credit(tx, {
        userId: referral.creatorUserId,
        currency: 'BUCKS',
        amount: bucks,
        reason: 'creator_reward',
        sourceType: 'creator_referral',
        sourceId: order.userId,
        details: { orderId: order.id },
        at,
      });
    }
    await repo.markRewarded(order.userId, { firstOrderId: order.id, rewardedAt: at, rewardBucks: bucks });
  }
}
