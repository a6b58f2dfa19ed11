import type { SessionDto } from '@playeats/contracts/auth';
import type { Database } from '../../db/client.ts';
import { HttpProblem, conflict } from '../../lib/problem.ts';
import { usersRepository } from '../users/users.repository.ts';
import type { AuthDeps, IdentityProviders } from './auth-deps.ts';
import { newReferralCode } from './referral-code.ts';
import type { ClientInfo } from './sessions.service.ts';

export interface OidcSignIn extends ClientInfo {
  idToken: string;
  nonce: string;
  country?: 'UNITED_STATES' | 'CANADA';
  language?: 'en' | 'fr';
  promoCode?: string;
  referrerCode?: string;
  acceptTerms?: boolean;
}

/** Google and Microsoft sign-in and sign-up. */
export function createOidcLoginService(deps: AuthDeps, providers: IdentityProviders) {
  const { db, clock, sessions } = deps;
  return {
    issueNonce: () => providers.issueNonce(),

    async signIn(provider: 'google' | 'microsoft', input: OidcSignIn, ip: string): Promise<SessionDto> {
      await deps.limiter.hitIp('oidc', ip, { limit: 60, windowSeconds: 900 });
      const identity = await providers.verify(provider, input.idToken, input.nonce);
      return db.transaction(async (tx) => {
        const users = usersRepository(tx as Database);
        const now = clock.now();
        const linked = await users.findIdentity(provider, identity.subject);
        let user = linked ? await users.findById(linked.userId) : undefined;
        if (!user) {
          const sameEmail = await users.findByEmail(identity.email);
          if (sameEmail) {
            // Linking on an unverified address would let anyone claim someone's account.
            if (!identity.emailVerified) {
              throw conflict(
                'An account already uses this e-mail. Sign in with your password, then link this provider from your account.',
              );
            }
            user = sameEmail;
            if (user.status === 'pending' || !user.emailVerifiedAt) {
              user = (await users.update(user.id, { status: 'active', emailVerifiedAt: user.emailVerifiedAt ?? now }))!;
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
            const referrer = input.referrerCode ? await users.findByReferralCode(input.referrerCode) : undefined;
            user = await users.insert({
              email: identity.email,
              passwordHash: null,
              country: input.country,
              language: input.language ?? 'en',
              status: 'active',
              emailVerifiedAt: identity.emailVerified ? now : null,
              referralCode: await newReferralCode(users),
              referredByUserId: referrer?.id ?? null,
              signupPromoCode: input.promoCode ?? null,
              createdAt: now,
            });
          }
          await users.linkIdentity({ provider, subject: identity.subject, userId: user.id, email: identity.email });
        }
        if (user.status !== 'active') {
          throw new HttpProblem(
            401,
            'InvalidCredentialsException',
            'Account unavailable',
            'This account cannot sign in.',
          );
        }
        return sessions.open(tx as Database, user, input);
      });
    },
  };
}
