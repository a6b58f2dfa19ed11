import type { SessionDto } from '@playeats/contracts/auth';
import type { Clock } from '../../adapters/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { IdentityProviders, OnAccountActivated } from './auth-deps.ts';
import type { ClientInfo, SessionsService } from './sessions.service.ts';

export interface OidcSignIn extends ClientInfo {
  idToken: string;
  nonce: string;
  country?: 'UNITED_STATES' | 'CANADA';
  language?: 'en' | 'fr';
  promoCode?: string;
  referrerCode?: string;
  acceptTerms?: boolean;
}

/** The apps' sign-in (decision 0032): the code the system browser brought back, and its PKCE verifier. */
export interface OidcCodeSignIn extends Omit<OidcSignIn, 'idToken'> {
  platform: 'ios' | 'android';
  code: string;
  codeVerifier: string;
}

type VerifiedIdentity = Awaited<ReturnType<IdentityProviders['verify']>>;
const OIDC_IP_LIMIT = { limit: 60, windowSeconds: 900 };

const accountUnavailable = () =>
  new HttpProblem(401, 'InvalidCredentialsException', 'Account unavailable', 'This account cannot sign in.');

export interface OidcLoginServiceDeps {
  uow: UnitOfWork;
  users: UsersService;
  sessions: SessionsService;
  providers: IdentityProviders;
  limiter: RateLimiter;
  clock: Clock;
  onAccountActivated: OnAccountActivated;
}

/** Google and Microsoft sign-in and sign-up. */
export class OidcLoginService {
  constructor(private readonly deps: OidcLoginServiceDeps) {}

  issueNonce() {
    return this.deps.providers.issueNonce();
  }

  async signIn(provider: 'google' | 'microsoft', input: OidcSignIn, ip: string): Promise<SessionDto> {
    const { providers, limiter } = this.deps;
    await limiter.hitIp('oidc', ip, OIDC_IP_LIMIT);
    const identity = await providers.verify(provider, input.idToken, input.nonce);
    return this.openSession(provider, identity, input);
  }

  /** The apps: the authorization request the system browser opens (a nonce row each, so per-IP limited). */
  async startNative(provider: 'google' | 'microsoft', platform: 'ios' | 'android', ip: string) {
    await this.deps.limiter.hitIp('oidc-native', ip, OIDC_IP_LIMIT);
    return this.deps.providers.startNative(provider, platform);
  }

  /** The apps: the code is redeemed here, then its ID token goes through the web's verification. */
  async signInWithCode(provider: 'google' | 'microsoft', input: OidcCodeSignIn, ip: string): Promise<SessionDto> {
    const { providers, limiter } = this.deps;
    await limiter.hitIp('oidc', ip, OIDC_IP_LIMIT);
    const { code, codeVerifier } = input;
    const idToken = await providers.redeemCode(provider, input.platform, { code, codeVerifier });
    const identity = await providers.verify(provider, idToken, input.nonce);
    return this.openSession(provider, identity, input);
  }

  /**
   * Two first sign-ins of one address at once (two tabs, or a password sign-up beside it):
   * the unique index decides, and the loser's second try finds the winner's account and
   * goes on as any later sign-in would (an identity already linked is left as it is).
   */
  private openSession(
    provider: 'google' | 'microsoft',
    identity: VerifiedIdentity,
    input: Omit<OidcSignIn, 'idToken' | 'nonce'>,
  ): Promise<SessionDto> {
    const once = () => this.openSessionOnce(provider, identity, input);
    return once().catch((err: unknown) => {
      if (isUniqueViolation(err, 'users_email_key')) return once();
      throw err;
    });
  }

  private openSessionOnce(
    provider: 'google' | 'microsoft',
    identity: VerifiedIdentity,
    input: Omit<OidcSignIn, 'idToken' | 'nonce'>,
  ): Promise<SessionDto> {
    const { uow, users, sessions, clock, onAccountActivated } = this.deps;
    return uow.transaction(async (tx) => {
      const now = clock.now();
      const linked = await users.findIdentity(provider, identity.subject, tx);
      let user = linked ? await users.find(linked.userId, tx) : undefined;
      if (!user) {
        // Only an address the provider vouches for may create or claim an account: an
        // unverified one could be anyone's (the "nOAuth" pattern).
        if (!identity.emailVerified) {
          throw new HttpProblem(
            403,
            'ProviderEmailUnverifiedException',
            'E-mail not confirmed by the provider',
            'Your e-mail address is not confirmed by this provider. Sign up with your e-mail and a password instead.',
          );
        }
        const sameEmail = await users.findByEmail(identity.email, tx);
        if (sameEmail?.status === 'disabled') throw accountUnavailable();
        if (sameEmail) {
          user = sameEmail;
          if (user.status === 'pending' || !user.emailVerifiedAt) {
            // Nobody had proven this address until now: what was attached to the account
            // before (a password and codes chosen at sign-up, sessions) may be a squatter's.
            await sessions.revokeAll(tx, user.id);
            await users.removeIdentities(user.id, tx);
            await users.update(user.id, { passwordHash: null, referredByUserId: null, signupPromoCode: null }, tx);
            if (user.status === 'pending') await onAccountActivated(tx, user.id, now);
            user = (await users.update(user.id, { status: 'active', emailVerifiedAt: now }, tx))!;
          }
        } else {
          if (!input.country || input.acceptTerms !== true) {
            throw new HttpProblem(
              422,
              'SignupDetailsRequiredException',
              'Finish creating your account',
              'Choose your country and accept the terms to create your PlayEats account.',
            );
          }
          const referrer = input.referrerCode ? await users.findByReferralCode(input.referrerCode, tx) : undefined;
          user = await users.create(
            {
              email: identity.email,
              passwordHash: null,
              country: input.country,
              language: input.language ?? 'en',
              status: 'active',
              emailVerifiedAt: now,
              referredByUserId: referrer?.id ?? null,
              signupPromoCode: input.promoCode ?? null,
              createdAt: now,
            },
            tx,
          );
          await onAccountActivated(tx, user.id, now);
        }
        await users.linkIdentity({ provider, subject: identity.subject, userId: user.id, email: identity.email }, tx);
      }
      if (user.status !== 'active') throw accountUnavailable();
      return sessions.open(tx, user, input);
    });
  }
}
