import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { DiscordAdapter } from '../../adapters/discord/create-discord.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { PartnerCodes, PromotionsService } from '../rewards/promotions/promotions.service.ts';
import type { LedgerService, OrderCounter } from '../rewards/rewards.module.ts';
import { adminCreatorsRoutes } from './admin-creators.routes.ts';
import { limitsFromConfig, type CreatorLimitsSource } from './creator-limits.ts';
import { creatorsRoutes } from './creators.routes.ts';
import { discordRepository } from './discord/discord.repository.ts';
import { DiscordService } from './discord/discord.service.ts';
import { socialPostsRepository } from './social-posts/social-posts.repository.ts';
import { SocialPostsService } from './social-posts/social-posts.service.ts';
import { streamersRepository } from './streamers/streamers.repository.ts';
import { StreamersService } from './streamers/streamers.service.ts';

export type { CreatorLimits, CreatorLimitsSource } from './creator-limits.ts';

export interface Creators {
  streamers: StreamersService;
  socialPosts: SocialPostsService;
  discord: DiscordService;
  /** The promotions module's hook: creator codes at sign-up and in PATCH /api/users/promotion. */
  partnerCodes: PartnerCodes;
  /** The ordering module's hook: a viewer's first delivered order credits their creator. */
  onOrderDelivered: (tx: Database, order: { id: string; userId: string }, at: Date) => Promise<void>;
}

export interface CreatorsDeps {
  config: Config;
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'find'>;
  ledger: LedgerService;
  /** Placed, not cancelled orders (ordering's placedOrderCounter): creator codes are for new customers. */
  orders: OrderCounter;
  promotions: Pick<PromotionsService, 'isPromoCode'>;
  audit: Pick<AuditService, 'record'>;
  limiter: Pick<RateLimiter, 'hit'>;
  /** Discord, its local stand-in, or null (linking off). */
  discord: DiscordAdapter | null;
  /** The programs' figures; the environment's by default (docs/decisions/0021-creator-programs.md). */
  limits?: CreatorLimitsSource;
}

/** The creator programs' services, without routes (the app and tests). */
export function createCreators(deps: CreatorsDeps): Creators {
  const { config, db, clock, users, ledger, orders, promotions, audit, limiter } = deps;
  const uow = unitOfWork(db);
  const limits = deps.limits ?? limitsFromConfig(config);
  const timeZone = config.BUCKS_TIME_ZONE;
  const streamers = new StreamersService({
    uow,
    streamers: repository(streamersRepository, db),
    users,
    ledger,
    orders,
    promotions,
    audit,
    limiter,
    clock,
    limits,
    timeZone,
    publicUrl: config.publicUrl,
  });
  const socialPosts = new SocialPostsService({
    uow,
    posts: repository(socialPostsRepository, db),
    users,
    ledger,
    audit,
    limiter,
    clock,
    limits,
    timeZone,
  });
  const discord = new DiscordService({
    links: repository(discordRepository, db),
    oauth: deps.discord?.oauth ?? null,
    isMember: async (userId) => (await streamers.isMember(userId)) || (await socialPosts.isMember(userId)),
    limiter,
    clock,
    redirectUri: config.DISCORD_REDIRECT_URI ?? `${config.publicUrl}/DiscordCallback`,
  });
  return {
    streamers,
    socialPosts,
    discord,
    partnerCodes: {
      redeem: (tx, userId, code, at) => streamers.redeemCode(tx, userId, code, at),
      owns: (code, tx) => streamers.ownsCode(code, tx),
    },
    // In the delivery's transaction: the delivery and its credit commit together, or neither does.
    onOrderDelivered: (tx, order, at) => streamers.onOrderDelivered(tx, order, at),
  };
}

/** The programs' routes, the admin review, the local Discord stand-in's page (never in production) and housekeeping. */
export async function registerCreators(
  app: FastifyInstance,
  creators: Creators,
  deps: { discord: DiscordAdapter | null },
): Promise<void> {
  await app.register(creatorsRoutes, creators);
  await app.register(adminCreatorsRoutes, creators);
  if (deps.discord?.local) await app.register(deps.discord.local.routes);
  app.jobs.every('discord state purge', { everyMs: 3600_000 }, () => creators.discord.purgeExpired());
}
