import type { Clock } from '../../../adapters/clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { IdentityProviders } from '../auth-deps.ts';
import { createIdTokenVerifier, type IdTokenVerifier, type IdentityProviderName } from './id-token-verifier.ts';
import { createNonceService } from './nonce.service.ts';

type ProviderConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_ISSUER'
  | 'GOOGLE_JWKS_URL'
  | 'MICROSOFT_CLIENT_ID'
  | 'MICROSOFT_ISSUER'
  | 'MICROSOFT_JWKS_URL'
>;

/**
 * Google and Microsoft sign-in: a provider without a client id in the settings is off.
 * The token is verified first (signature, issuer, audience, expiry, its nonce claim equal
 * to the one presented), then the nonce is consumed, so each ID token works once.
 */
export function createIdentityProviders(config: ProviderConfig, db: Database, clock: Clock): IdentityProviders {
  const nonces = createNonceService({ db, clock });
  const verifiers: Partial<Record<IdentityProviderName, IdTokenVerifier>> = {};
  if (config.GOOGLE_CLIENT_ID) {
    verifiers.google = createIdTokenVerifier({
      provider: 'google',
      clientId: config.GOOGLE_CLIENT_ID,
      issuer: config.GOOGLE_ISSUER,
      jwksUrl: config.GOOGLE_JWKS_URL,
      clock,
    });
  }
  if (config.MICROSOFT_CLIENT_ID) {
    verifiers.microsoft = createIdTokenVerifier({
      provider: 'microsoft',
      clientId: config.MICROSOFT_CLIENT_ID,
      issuer: config.MICROSOFT_ISSUER,
      jwksUrl: config.MICROSOFT_JWKS_URL,
      clock,
    });
  }
  return {
    issueNonce: () => nonces.issueNonce(),
    async verify(provider, idToken, nonce) {
      const verifier = verifiers[provider];
      if (!verifier) {
        throw new HttpProblem(
          404,
          'NotFoundException',
          'Sign-in option unavailable',
          `Sign-in with ${provider} is not enabled.`,
        );
      }
      const identity = await verifier.verify(idToken, nonce);
      if (!(await nonces.consumeNonce(nonce))) {
        throw new HttpProblem(
          401,
          'InvalidIdTokenException',
          'Invalid sign-in token',
          'This sign-in was already used or has expired. Try again.',
        );
      }
      return { provider, subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified };
    },
  };
}
