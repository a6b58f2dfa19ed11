import * as z from 'zod/mini';
import {
  clientInfoShape,
  clientTypeSchema,
  countrySchema,
  emailSchema,
  languageSchema,
  opaqueTokenSchema,
  phoneSchema,
  smsCodeSchema,
} from './common.ts';
import { userInfoSchema } from './users.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases; short enough that hashing stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/** Promo and referral codes: letters, digits and dashes. */
export const codeSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,40}$/, 'expected a code'));

/** Access token + refresh token, the pair of spec section 7. */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Every successful sign-in: the tokens and the user info the client stores. */
export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.int(),
  userInfo: userInfoSchema,
});
export type SessionDto = z.infer<typeof sessionSchema>;

/** PATCH /api/auth/refresh, exactly as spec section 7. */
export const refreshRequestSchema = z.object({ ...clientInfoShape, refreshToken: z.string().check(z.minLength(1)) });

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  country: countrySchema,
  language: z._default(languageSchema, 'en'),
  promoCode: z.optional(codeSchema),
  referrerCode: z.optional(codeSchema),
  acceptTerms: z.literal(true),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** Answers that never say whether an account exists. */
export const acceptedSchema = z.object({ status: z.literal('accepted') });

export const loginRequestSchema = z.object({
  ...clientInfoShape,
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});

export const tokenRequestSchema = z.object({ token: opaqueTokenSchema });
export const activateRequestSchema = z.object({ ...clientInfoShape, token: opaqueTokenSchema });

export const passwordRecoveryRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({ token: opaqueTokenSchema, password: passwordSchema });

export const smsRequestSchema = z.object({ phone: phoneSchema });
export const smsVerifySchema = z.object({ ...clientInfoShape, phone: phoneSchema, code: smsCodeSchema });

/** POST /api/auth/qr: the desktop's half of a QR sign-in. */
export const qrCreateRequestSchema = z.object({ ...clientInfoShape });
export const qrCreatedSchema = z.object({
  qrToken: z.string(),
  /** Kept by the desktop only: claiming the session needs it, so a QR code seen on stream is useless. */
  pollSecret: z.string(),
  expiresAt: z.string(),
  /** Suggested polling interval in milliseconds. */
  pollIntervalMs: z.int(),
});
/** What a phone is about to approve (GET /api/auth/qr/{qrToken}, signed in). */
export const qrRequestInfoSchema = z.object({
  application: clientTypeSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const qrClaimRequestSchema = z.object({ pollSecret: z.string().check(z.minLength(16)) });
export const qrStatusSchema = z.union([
  z.object({ status: z.literal('pending'), expiresAt: z.string() }),
  z.object({ status: z.literal('approved'), session: sessionSchema }),
]);

export const OIDC_PROVIDERS = ['google', 'microsoft'] as const;
export const oidcProviderSchema = z.enum(OIDC_PROVIDERS);
export const oidcNonceSchema = z.object({ nonce: z.string(), expiresAt: z.string() });
export const oidcSignInRequestSchema = z.object({
  ...clientInfoShape,
  idToken: z.string().check(z.minLength(20), z.maxLength(8192)),
  nonce: z.string().check(z.minLength(16), z.maxLength(128)),
  /** Needed only when the sign-in creates an account. */
  country: z.optional(countrySchema),
  language: z.optional(languageSchema),
  promoCode: z.optional(codeSchema),
  referrerCode: z.optional(codeSchema),
  acceptTerms: z.optional(z.boolean()),
});

/** The apps' sign-in through the system browser (docs/decisions/0032-app-sign-in.md): which app asks. */
export const NATIVE_PLATFORMS = ['ios', 'android'] as const;
export const nativePlatformSchema = z.enum(NATIVE_PLATFORMS);
export const oidcNativeStartRequestSchema = z.object({ platform: nativePlatformSchema });
/**
 * What the app opens and keeps: the provider's authorization page (code flow, PKCE S256),
 * the redirect it waits for, the state it checks there, and the verifier and nonce it
 * sends back with the code. Nothing of it is kept on the server but the nonce's hash.
 */
export const oidcNativeStartSchema = z.object({
  authorizeUrl: z.string(),
  redirectUri: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  expiresAt: z.string(),
});
const { idToken: _idToken, ...oidcSignInFields } = oidcSignInRequestSchema.shape;
export const oidcCodeSignInRequestSchema = z.object({
  ...oidcSignInFields,
  platform: nativePlatformSchema,
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  /** RFC 7636: 43 to 128 unreserved characters. */
  codeVerifier: z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'expected a PKCE code verifier')),
});

export const logoutRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
  newPassword: passwordSchema,
});

/**
 * Sensitive changes ask the person to prove it is them: the current password when the
 * account has one, else a sign-in in the last 10 minutes (ReauthenticationRequiredException).
 */
export const phoneChangeRequestSchema = z.object({
  phone: phoneSchema,
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
});
export const emailChangeRequestSchema = z.object({
  email: emailSchema,
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
});
export const phoneChangeConfirmSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
