import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { SessionsService } from './sessions.service.ts';

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

/** Google and Microsoft: nonce issuing and ID-token verification. */
export interface IdentityProviders {
  issueNonce(): Promise<{ nonce: string; expiresAt: Date }>;
  /** Consumes the nonce and verifies the token; throws InvalidIdTokenException. */
  verify(provider: 'google' | 'microsoft', idToken: string, nonce: string): Promise<VerifiedIdentity>;
}

export interface AuthDeps {
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionsService;
  limiter: RateLimiter;
  notifier: AuthNotifier;
  /** HMAC key for SMS codes at rest (a 6-digit code is too small a space for a plain hash). */
  codeKey: string;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
