import * as z from 'zod/mini';
import { clientInfoShape, clientTypeSchema, countrySchema, dateTimeSchema, optionalBody } from './common.ts';
import { codeSchema } from './auth.ts';

/** BUCKS are whole bucks; PROMO_CENTS are promo dollars in integer cents. */
export const CURRENCY_VALUES = ['BUCKS', 'PROMO_CENTS'] as const;
export const currencySchema = z.enum(CURRENCY_VALUES);
export type Currency = z.infer<typeof currencySchema>;

export const LEDGER_REASONS = [
  'game_time',
  'order_spend',
  'order_refund',
  'promo_code',
  'referral_reward',
  'challenge_reward',
  'admin_adjustment',
  'expiry',
  // The creator programs: a viewer's creator-code discount, the streamer's first-order bucks, an approved social post.
  'creator_code',
  'creator_reward',
  'social_post_reward',
] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

const positiveInt = z.int().check(z.positive());
const bilingualText = (max: number) =>
  z.object({
    en: z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
    fr: z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
  });

// ---- Balances and ledger ----

/** GET /api/users/dollars, exactly as spec section 7: the BUCKS balance (the client's coin balance). */
export const dollarsSchema = z.object({ availableDollars: z.number() });

/** GET /api/users/me/balance */
export const balanceSchema = z.object({ bucks: z.int(), promoCents: z.int() });
export type BalanceDto = z.infer<typeof balanceSchema>;

export const ledgerQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  currency: z.optional(currencySchema),
});

export const ledgerEntrySchema = z.object({
  id: z.int(),
  currency: currencySchema,
  /** Signed: credits positive, debits negative. */
  amount: z.int(),
  balanceAfter: z.int(),
  reason: ledgerReasonSchema,
  sourceType: z.string(),
  sourceId: z.string(),
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

/** POST /api/admin/users/{userId}/adjustments (Idempotency-Key required). */
export const adjustmentRequestSchema = z.object({
  currency: currencySchema,
  /** Signed, never zero; a debit cannot take the balance below zero. */
  amount: z.int().check(
    z.refine((v) => v !== 0, 'must not be zero'),
    z.minimum(-1_000_000),
    z.maximum(1_000_000),
  ),
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export const adjustmentResultSchema = z.object({ entry: ledgerEntrySchema, balance: balanceSchema });

// ---- Promo codes ----

/** PATCH /api/users/promotion, exactly as spec section 7. */
export const promotionRequestSchema = z.object({ ...clientInfoShape, promotionCode: codeSchema });
export const promotionResultSchema = z.object({
  promotionCode: z.string(),
  currency: currencySchema,
  amount: z.int(),
  balance: balanceSchema,
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;

export const createPromoCodeSchema = z.object({
  code: codeSchema,
  currency: currencySchema,
  amount: positiveInt.check(z.maximum(1_000_000)),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  /** Omitted or null: no overall limit. */
  totalLimit: z.optional(z.nullable(positiveInt)),
  perUserLimit: z._default(positiveInt.check(z.maximum(1000)), 1),
});
export type CreatePromoCode = z.infer<typeof createPromoCodeSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  currency: currencySchema,
  amount: z.int(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalLimit: z.nullable(z.int()),
  perUserLimit: z.int(),
  redeemedCount: z.int(),
  createdAt: z.string(),
});
export type PromoCodeDto = z.infer<typeof promoCodeSchema>;

// ---- Referrals ----

/** GET /api/users/me/referral: the referral modal's link and terms. */
export const referralSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** People who signed up with this code and activated their account. */
  referredCount: z.int(),
  terms: z.object({
    discountCents: z.int(),
    validDays: z.int(),
    /** null: no limit on the number of referrals. */
    limit: z.null(),
    countries: z.array(countrySchema),
  }),
});

// ---- Game sessions ----

export const startGameSessionSchema = z.object({
  gameId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  gameName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  application: clientTypeSchema,
});

export const gameSessionSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  application: z.string(),
  status: z.enum(['open', 'ended']),
  startedAt: z.string(),
  endedAt: z.nullable(z.string()),
  /** Whole minutes the server saw (credited time); for an open session, so far. */
  durationMinutes: z.int(),
  /** null while open. */
  bucksEarned: z.nullable(z.int()),
  /** 2 when some of the time fell on a double-bucks date. */
  multiplier: z.int(),
  /** True when the daily cap cut the earnings. */
  capped: z.boolean(),
  /** False when game-time tracking was off: no bucks. */
  tracked: z.boolean(),
});
export type GameSessionDto = z.infer<typeof gameSessionSchema>;

/** The game-ended dialog: the session plus the new balance. */
export const gameSessionEndedSchema = z.object({ session: gameSessionSchema, bucksBalance: z.int() });
export type GameSessionEndedDto = z.infer<typeof gameSessionEndedSchema>;

export const gameSessionStartedSchema = z.object({
  session: gameSessionSchema,
  heartbeatIntervalSeconds: z.int(),
  /** The session this start ended (one open session per user), if any. */
  previous: z.nullable(gameSessionEndedSchema),
});
export type GameSessionStartedDto = z.infer<typeof gameSessionStartedSchema>;

/** How long ago something the overlay queued while offline happened (its clock's skew does not matter). */
export const SIGNAL_AGE_MAX_MS = 24 * 60 * 60 * 1000;
const signalAge = z.int().check(z.gte(0, 'must not be negative'), z.lte(SIGNAL_AGE_MAX_MS, 'at most 24 hours'));

/**
 * POST /api/game-sessions/{id}/heartbeat, body optional (none means "now, while playing"):
 * - `ageMs`: the heartbeat was taken that long ago (queued while offline, sent when back);
 * - `resumed`: the player was away (no input) since the previous heartbeat: that gap
 *   counts nothing.
 */
export const heartbeatRequestSchema = optionalBody(
  z.object({ ageMs: z.optional(signalAge), resumed: z.optional(z.boolean()) }),
);
export type HeartbeatRequest = z.infer<typeof heartbeatRequestSchema>;

/** POST /api/game-sessions/{id}/end, body optional: `ageMs`, the game ended that long ago. */
export const endGameSessionRequestSchema = optionalBody(z.object({ ageMs: z.optional(signalAge) }));
export type EndGameSessionRequest = z.infer<typeof endGameSessionRequestSchema>;

export const heartbeatSchema = z.object({ id: z.string(), durationMinutes: z.int(), lastSeenAt: z.string() });

export const recentGameSessionsSchema = z.object({ items: z.array(gameSessionSchema) });

// ---- Challenges ----

export const CHALLENGE_KINDS = ['play_any_game_hours', 'play_game_hours', 'place_orders'] as const;
export const challengeKindSchema = z.enum(CHALLENGE_KINDS);
export type ChallengeKind = z.infer<typeof challengeKindSchema>;

export const createChallengeSchema = z.object({
  kind: challengeKindSchema,
  title: bilingualText(120),
  description: bilingualText(1000),
  /** Hours for the play kinds, orders for place_orders. */
  target: positiveInt.check(z.maximum(10_000)),
  /** Required for play_game_hours. */
  gameId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  rewardCurrency: currencySchema,
  rewardAmount: positiveInt.check(z.maximum(1_000_000)),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
});
export type CreateChallenge = z.infer<typeof createChallengeSchema>;

export const challengeSchema = z.object({
  id: z.string(),
  kind: challengeKindSchema,
  title: z.object({ en: z.string(), fr: z.string() }),
  description: z.object({ en: z.string(), fr: z.string() }),
  target: z.int(),
  gameId: z.nullable(z.string()),
  reward: z.object({ currency: currencySchema, amount: z.int() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Completed challenges can be claimed until then (endsAt plus a grace). */
  claimableUntil: z.string(),
});
export type ChallengeDto = z.infer<typeof challengeSchema>;

/** GET /api/challenges: a challenge with the signed-in user's progress. */
export const userChallengeSchema = z.object({
  ...challengeSchema.shape,
  progress: z.object({
    current: z.int(),
    /** target × 60 for the play kinds (minutes), target for place_orders. */
    required: z.int(),
    unit: z.enum(['minutes', 'orders']),
  }),
  completed: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
});
export type UserChallengeDto = z.infer<typeof userChallengeSchema>;
export const userChallengeListSchema = z.object({ items: z.array(userChallengeSchema) });

export const challengeClaimSchema = z.object({
  challengeId: z.string(),
  reward: z.object({ currency: currencySchema, amount: z.int() }),
  balance: balanceSchema,
});
