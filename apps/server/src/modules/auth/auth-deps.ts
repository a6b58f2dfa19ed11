import type { Database } from '../../db/client.ts';

export interface Recipient {
  email: string;
  language: string;
}

/** The messages sign-in sends; implemented over the mail and SMS adapters. */
export interface AuthNotifier {
  activation(to: Recipient, token: string): Promise<void>;
  accountExists(to: Recipient): Promise<void>;
  emailVerification(to: Recipient, token: string): Promise<void>;
  emailChangeRequested(to: Recipient, newEmail: string): Promise<void>;
  passwordReset(to: Recipient, token: string): Promise<void>;
  passwordChanged(to: Recipient): Promise<void>;
  smsCode(phone: string, language: string, code: string, purpose: 'login' | 'phone_change'): Promise<void>;
}

export interface VerifiedIdentity {
  provider: 'google' | 'microsoft';
  subject: string;
  email: string;
  emailVerified: boolean;
}

/** An app's authorization request through the system browser (decision 0032). */
export interface NativeAuthorization {
  authorizeUrl: string;
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: Date;
}

/** Google and Microsoft: nonce issuing and ID-token verification. */
export interface IdentityProviders {
  issueNonce(): Promise<{ nonce: string; expiresAt: Date }>;
  /** Consumes the nonce and verifies the token; throws InvalidIdTokenException. */
  verify(provider: 'google' | 'microsoft', idToken: string, nonce: string): Promise<VerifiedIdentity>;
  /** A fresh authorization-code request (PKCE S256, state, nonce) for the app on `platform`; 404 when it has no client. */
  startNative(provider: 'google' | 'microsoft', platform: 'ios' | 'android'): Promise<NativeAuthorization>;
  /** The ID token an app's code buys at the provider (unverified: `verify` follows). */
  redeemCode(
    provider: 'google' | 'microsoft',
    platform: 'ios' | 'android',
    redemption: { code: string; codeVerifier: string },
  ): Promise<string>;
}

/**
 * What happens when an account becomes active (activation link, Google or Microsoft
 * sign-up, the first reset of a pending account): the rewards of sign-up (a promo code
 * given at sign-up, the referral discount). Runs inside the activating transaction; the
 * app wires it to the promotions module, so auth depends on none of it.
 */
export type OnAccountActivated = (tx: Database, userId: string, at: Date) => Promise<void>;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
