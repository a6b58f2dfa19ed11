import type { SessionDto } from '@playeats/contracts/auth';
import { HttpProblem } from '../../lib/problem.ts';
import { onAccountActivated } from '../rewards/promotions/account-activated.ts';
import { usersRepository } from '../accounts/users/users.repository.ts';
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

const accountUnavailable = () =>
  new HttpProblem(401, 'InvalidCredentialsException', 'Account unavailable', 'This account cannot sign in.');

/** Google and Microsoft sign-in and sign-up. */
export function createOidcLoginService(deps: AuthDeps, providers: IdentityProviders) {
  const { db, clock, sessions } = deps;
  return {
    issueNonce: () => providers.issueNonce(),

    async signIn(provider: 'google' | 'microsoft', input: OidcSignIn, ip: string): Promise<SessionDto> {
      await deps.limiter.hitIp('oidc', ip, { limit: 60, windowSeconds: 900 });
      const identity = await providers.verify(provider, input.idToken, input.nonce);
      return db.transaction(async (tx) => {
        const users = usersRepository(tx);
        const now = clock.now();
        const linked = await users.findIdentity(provider, identity.subject);
        let user = linked ? await users.findById(linked.userId) : undefined;
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
          const sameEmail = await users.findByEmail(identity.email);
          if (sameEmail?.status === 'disabled') throw accountUnavailable();
          if (sameEmail) {
            user = sameEmail;
            if (user.status === 'pending' || !user.emailVerifiedAt) {
              // Nobody had proven this address until now: what was attached to the account
              // before (a password and codes chosen at sign-up, sessions) may be a squatter's.
              await sessions.revokeAll(tx, user.id);
              await users.removeIdentities(user.id);
              await users.update(user.id, { passwordHash: null, referredByUserId: null, signupPromoCode: null });
              if (user.status === 'pending') await onAccountActivated(tx, user.id, now);
              user = (await users.update(user.id, { status: 'active', emailVerifiedAt: now }))!;
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
              emailVerifiedAt: now,
              referralCode: await newReferralCode(users),
              referredByUserId: referrer?.id ?? null,
              signupPromoCode: input.promoCode ?? null,
              createdAt: now,
            });
            await onAccountActivated(tx, user.id, now);
          }
          await users.linkIdentity({ provider, subject: identity.subject, userId: user.id, email: identity.email });
        }
        if (user.status !== 'active') throw accountUnavailable();
        return sessions.open(tx, user, input);
      });
    },
  };
}
