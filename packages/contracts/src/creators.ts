import * as z from 'zod/mini';
import { parseIsoDate } from '@playeats/domain/age';
import {
  MAX_LINK_LENGTH,
  recognizeChannel,
  recognizePost,
  SOCIAL_PLATFORMS,
  STREAM_PLATFORMS,
} from '@playeats/domain/creator-links';
import { countrySchema } from './common.ts';

/*
 * The creator programs: streamers (an application, then a creator code their viewers
 * sign up with), the social media program (links to posts about PlayEats) and the Discord
 * account both kinds of member link.
 */

export const streamPlatformSchema = z.enum(STREAM_PLATFORMS);
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);

export const REVIEW_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUS_VALUES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

const isoDateTime = z.string();
const count = z.int().check(z.gte(0));

// ---- The programs' terms (public) ----

/** GET /api/creator-programs: what each program gives and asks, as configured now. */
export const creatorProgramsSchema = z.object({
  streamers: z.object({
    countries: z.array(countrySchema),
    minimumAge: z.int(),
    minFollowers: count,
    minAverageViewers: count,
    /** Promo dollars (cents) a viewer gets when their account starts with the code. */
    viewerDiscountCents: count,
    /** Days the viewer has to spend them. */
    viewerDiscountDays: z.int(),
    /** Bucks the streamer earns for each referred viewer's first delivered order. */
    firstOrderBucks: count,
    /** First orders credited per streamer and calendar month; more are counted, not paid. */
    monthlyRewardLimit: count,
  }),
  socialMedia: z.object({
    platforms: z.array(socialPlatformSchema),
    postBucks: count,
    /** Approved posts credited per member and week (Monday to Sunday). */
    postsPerWeek: count,
  }),
});
export type CreatorProgramsDto = z.infer<typeof creatorProgramsSchema>;

// ---- Streamers ----

/** POST /api/users/me/creator/applications */
export const creatorApplicationRequestSchema = z
  .object({
    platform: streamPlatformSchema,
    channelUrl: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(MAX_LINK_LENGTH)),
    followers: z.int().check(z.gte(0, 'must not be negative'), z.lte(1_000_000_000)),
    averageViewers: z.int().check(z.gte(0, 'must not be negative'), z.lte(100_000_000)),
    country: countrySchema,
    /** YYYY-MM-DD: applicants must be 18 or older (docs/decisions/0021-creator-programs.md). */
    dateOfBirth: z.string().check(z.refine((v) => parseIsoDate(v) !== null, 'expected a date (YYYY-MM-DD)')),
    acceptTerms: z.literal(true),
  })
  .check(
    z.refine((a) => recognizeChannel(a.platform, a.channelUrl) !== null, {
      path: ['channelUrl'],
      message: 'expected a link to your channel on the platform chosen',
    }),
  );
export type CreatorApplicationRequest = z.infer<typeof creatorApplicationRequestSchema>;

export const creatorApplicationSchema = z.object({
  id: z.string(),
  status: reviewStatusSchema,
  platform: streamPlatformSchema,
  channelUrl: z.string(),
  followers: count,
  averageViewers: count,
  country: countrySchema,
  submittedAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
  /** Why it was refused (written by the reviewer for the applicant). */
  rejectionReason: z.nullable(z.string()),
});
export type CreatorApplicationDto = z.infer<typeof creatorApplicationSchema>;

export const creatorFiguresSchema = z.object({
  /** Accounts that started with the code. */
  signups: count,
  /** Of those, the ones whose first order was delivered. */
  firstOrders: count,
  bucksEarned: count,
});
export type CreatorFiguresDto = z.infer<typeof creatorFiguresSchema>;

export const creatorSchema = z.object({
  code: z.string(),
  /** The sign-up page with the code (/signupWithCode/{code}). */
  shareLink: z.string(),
  approvedAt: isoDateTime,
  figures: creatorFiguresSchema,
});
export type CreatorDto = z.infer<typeof creatorSchema>;

/** GET /api/users/me/creator: the latest application and, once approved, the creator's code and figures. */
export const myCreatorSchema = z.object({
  application: z.nullable(creatorApplicationSchema),
  creator: z.nullable(creatorSchema),
});
export type MyCreatorDto = z.infer<typeof myCreatorSchema>;

// ---- Social media program ----

/** POST /api/users/me/social-posts */
export const socialPostRequestSchema = z.object({
  url: z.string().check(
    z.trim(),
    z.maxLength(MAX_LINK_LENGTH),
    z.refine(
      (v) => recognizePost(v) !== null,
      'expected a link to one post on X, Instagram, TikTok, YouTube, Facebook, Reddit, Twitch, Threads or Bluesky',
    ),
  ),
});

export const socialPostSchema = z.object({
  id: z.string(),
  platform: socialPlatformSchema,
  url: z.string(),
  status: reviewStatusSchema,
  submittedAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
  rejectionReason: z.nullable(z.string()),
  /** Bucks the approval credited: null until approved, 0 when the week's limit was reached. */
  bucksCredited: z.nullable(count),
});
export type SocialPostDto = z.infer<typeof socialPostSchema>;

export const socialPostQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** GET /api/users/me/social-posts: newest first, and this week's credited posts against the limit. */
export const mySocialPostsSchema = z.object({
  items: z.array(socialPostSchema),
  nextCursor: z.nullable(z.string()),
  week: z.object({ credited: count, limit: count }),
});
export type MySocialPostsDto = z.infer<typeof mySocialPostsSchema>;

// ---- Discord ----

/** An app path to come back to: "/streamers", never another site. */
export const returnPathSchema = z.string().check(
  z.maxLength(300),
  z.refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), 'expected a path of this app'),
);

/** POST /api/users/me/discord/authorize */
export const discordAuthorizeRequestSchema = z.object({ returnTo: returnPathSchema });
export const discordAuthorizeSchema = z.object({
  /** Discord's consent page (or the local stand-in's): open it in this window. */
  authorizeUrl: z.string(),
});

/** POST /api/users/me/discord/callback: what Discord put on /DiscordCallback. */
export const discordCallbackRequestSchema = z.object({
  state: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected the state Discord sent back')),
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  /** Discord's error, e.g. access_denied when the user cancelled. */
  error: z.optional(z.string().check(z.maxLength(200))),
});

export const discordLinkSchema = z.object({
  /** Creators and social media program members may link an account. */
  eligible: z.boolean(),
  account: z.nullable(
    z.object({
      discordUserId: z.string(),
      username: z.string(),
      globalName: z.nullable(z.string()),
      linkedAt: isoDateTime,
    }),
  ),
});
export type DiscordLinkDto = z.infer<typeof discordLinkSchema>;

export const discordCallbackResultSchema = z.object({ returnTo: z.string(), link: discordLinkSchema });
export type DiscordCallbackResult = z.infer<typeof discordCallbackResultSchema>;
