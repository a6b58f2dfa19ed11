import * as z from 'zod/mini';

/** Base of every problem `type` URI; the last path segment is the exception name the client reads. */
export const PROBLEM_TYPE_BASE = 'https://playeats.app/problems/';

export const problemTypeUri = (name: string): string => `${PROBLEM_TYPE_BASE}${name}`;

export const invalidParamSchema = z.object({
  /** Where the bad value is, e.g. body.email or query.radius. */
  name: z.string(),
  reason: z.string(),
});

/** RFC 9457 problem details, with the extension members PlayEats adds. */
export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  requestId: z.optional(z.string()),
  invalidParams: z.optional(z.array(invalidParamSchema)),
});

export type Problem = z.infer<typeof problemSchema>;
export type InvalidParam = z.infer<typeof invalidParamSchema>;

/** Exception names the client's error catalogue knows (spec section 8) plus the server's own. */
export const PROBLEM_NAMES = [
  'ValidationException',
  'NotFoundException',
  'MethodNotAllowedException',
  'PayloadTooLargeException',
  'UnsupportedMediaTypeException',
  'UnauthorizedException',
  'ForbiddenException',
  'ConflictException',
  'TooManyRequestsException',
  'InternalServerException',
  'ServiceUnavailableException',
  'MinimumOrderAmountException',
  'PaymentCardDeclinedException',
  'RestaurantServiceException',
  'RestaurantServiceFatalException',
  'RestaurantNotFoundException',
  'RestaurantMenuNotFoundException',
  'InvalidOrderItemOptionException',
  'InvalidOrderItemException',
  'InvalidOrderException',
  'MealOrderFailedException',
  'OrderingDisabledException',
  // Accounts and sign-in
  'InvalidCredentialsException',
  'AccountNotActivatedException',
  'AccountChangedException',
  'InvalidTokenException',
  'InvalidCodeException',
  'WeakPasswordException',
  'InvalidIdTokenException',
  'SignupDetailsRequiredException',
  'PhoneTakenException',
  'ProviderEmailUnverifiedException',
  'ReauthenticationRequiredException',
  // Rewards: ledger, promo codes, game sessions, challenges, idempotency keys
  'InsufficientBalanceException',
  'PromoCodeNotFoundException',
  'PromoCodeNotYetValidException',
  'PromoCodeExpiredException',
  'PromoCodeExhaustedException',
  'PromoCodeAlreadyUsedException',
  'PromoCodeTakenException',
  'GameSessionEndedException',
  'ChallengeNotActiveException',
  'ChallengeNotCompletedException',
  'ChallengeAlreadyClaimedException',
  'IdempotencyKeyReusedException',
  'IdempotencyKeyInUseException',
  // Ordering: addresses, payment cards, cart and quote, orders, webhooks
  'CardAuthenticationFailedException',
  'CardAuthenticationRequiredException',
  'InvalidCardFieldsException',
  'InvalidCardNumberException',
  'PaymentCardRequiredException',
  'PaymentCardLimitReachedException',
  'CustomerAddressOutOfRangeException',
  'MaxAmountExceededException',
  'CartEmptyException',
  'RestaurantClosedException',
  'AddressNotFoundException',
  'AddressLimitReachedException',
  'OrderNotCancellableException',
  'InvalidOrderTransitionException',
  'InvalidWebhookSignatureException',
  // Admin operations: promo codes and challenges (docs/decisions/0022-admin-operations.md)
  'PromotionInUseException',
  'PromotionEndedException',
  // Admin: partner restaurants, imports, photos
  'ImportRejectedException',
  'InvalidImageException',
  'AddressNotLocatedException',
  'ExternalRefTakenException',
  // Creator programs: streamers, the social media program, Discord (docs/decisions/0021-creator-programs.md)
  'CreatorNotEligibleException',
  'CreatorApplicationOpenException',
  'AlreadyCreatorException',
  'AlreadyReviewedException',
  'SelfReferralException',
  'CreatorCodeNotEligibleException',
  'SocialPostDuplicateException',
  'DiscordLinkNotAllowedException',
  'DiscordLinkExpiredException',
  'DiscordLinkRefusedException',
  'DiscordUnavailableException',
  'DiscordAccountTakenException',
  // Geocoding (issue 19, decision 0029)
  'GeocoderUnavailableException',
  'AddressPinRequiredException',
] as const;

export type ProblemName = (typeof PROBLEM_NAMES)[number];
