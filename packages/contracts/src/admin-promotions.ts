import * as z from 'zod/mini';
import { challengeSchema, createChallengeSchema, createPromoCodeSchema, promoCodeSchema } from './rewards.ts';

/*
 * The admin's promo codes and challenges (/api/admin/promo-codes, /api/admin/challenges):
 * create, edit, end, and what they gave (docs/decisions/0022-admin-operations.md). Nothing
 * is ever deleted: ending sets the end to now, and the redeem and claim rules refuse the rest.
 */

const optionalReason = z.optional(z.string().check(z.trim(), z.maxLength(500)));

/** scheduled (not started), active, ended (past its end, or ended by an admin). */
export const PROMOTION_STATE_VALUES = ['scheduled', 'active', 'ended'] as const;
export const promotionStateSchema = z.enum(PROMOTION_STATE_VALUES);
export type PromotionState = z.infer<typeof promotionStateSchema>;

const listQuery = {
  state: z.optional(promotionStateSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
};

/** POST /api/admin/promo-codes/{id}/end and /api/admin/challenges/{id}/end: the body is optional. */
export const endPromotionSchema = z.optional(z.nullable(z.object({ reason: optionalReason })));

// ---- Promo codes ----

/** GET /api/admin/promo-codes: newest first; `q` is the start of a code. */
export const adminPromoCodeListQuerySchema = z.object({
  ...listQuery,
  q: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export type AdminPromoCodeListQuery = z.infer<typeof adminPromoCodeListQuerySchema>;

export const adminPromoCodeSchema = z.object({
  ...promoCodeSchema.shape,
  state: promotionStateSchema,
  usage: z.object({
    /** Uses so far (the same as redeemedCount). */
    redemptions: z.int(),
    /** Distinct users who used it. */
    users: z.int(),
    /** What its uses credited, in its currency (bucks, or promo cents). */
    credited: z.int(),
  }),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodePageSchema = z.object({
  items: z.array(adminPromoCodeSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminPromoCodePage = z.infer<typeof adminPromoCodePageSchema>;

/** POST /api/admin/promo-codes (the code is its name for good: it cannot be renamed). */
export const adminCreatePromoCodeSchema = z.object({ ...createPromoCodeSchema.shape, reason: optionalReason });
export type AdminCreatePromoCode = z.infer<typeof adminCreatePromoCodeSchema>;

const code = createPromoCodeSchema.shape;

/**
 * PATCH /api/admin/promo-codes/{id}: only what is given changes. Once used, its amount and
 * currency stay (409 PromotionInUseException): what was credited stays what it says.
 */
export const adminUpdatePromoCodeSchema = z.object({
  currency: z.optional(code.currency),
  amount: z.optional(code.amount),
  startsAt: z.optional(code.startsAt),
  endsAt: z.optional(code.endsAt),
  totalLimit: code.totalLimit,
  perUserLimit: z.optional(z.int().check(z.positive(), z.maximum(1000))),
  reason: optionalReason,
});
export type AdminUpdatePromoCode = z.infer<typeof adminUpdatePromoCodeSchema>;

// ---- Challenges ----

/** GET /api/admin/challenges: newest first. */
export const adminChallengeListQuerySchema = z.object(listQuery);
export type AdminChallengeListQuery = z.infer<typeof adminChallengeListQuerySchema>;

export const adminChallengeSchema = z.object({
  ...challengeSchema.shape,
  state: promotionStateSchema,
  usage: z.object({
    /** Users who completed it and claimed its reward. */
    claims: z.int(),
    /** What the claims credited, in the reward's currency. */
    credited: z.int(),
  }),
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;

export const adminChallengePageSchema = z.object({
  items: z.array(adminChallengeSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminChallengePage = z.infer<typeof adminChallengePageSchema>;

/** POST /api/admin/challenges (challenge-kinds.ts: play_game_hours names its game). */
export const adminCreateChallengeSchema = z.object({ ...createChallengeSchema.shape, reason: optionalReason });
export type AdminCreateChallenge = z.infer<typeof adminCreateChallengeSchema>;

const challenge = createChallengeSchema.shape;

/**
 * PATCH /api/admin/challenges/{id}: only what is given changes. Once claimed, its kind,
 * target, game and reward stay (409 PromotionInUseException).
 */
export const adminUpdateChallengeSchema = z.object({
  kind: z.optional(challenge.kind),
  title: z.optional(challenge.title),
  description: z.optional(challenge.description),
  target: z.optional(challenge.target),
  gameId: z.optional(z.nullable(challenge.gameId.def.innerType)),
  rewardCurrency: z.optional(challenge.rewardCurrency),
  rewardAmount: z.optional(challenge.rewardAmount),
  startsAt: z.optional(challenge.startsAt),
  endsAt: z.optional(challenge.endsAt),
  reason: optionalReason,
});
export type AdminUpdateChallenge = z.infer<typeof adminUpdateChallengeSchema>;
