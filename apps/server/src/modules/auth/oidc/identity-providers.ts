import { createHash } from 'node:crypto';
import type { Clock } from '../../../adapters/clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { IdentityProviders } from '../auth-deps.ts';
import { randomToken } from '../token-crypto.ts';
import { redeemAuthorizationCode } from './code-exchange.ts';
import { createIdTokenVerifier, type IdTokenVerifier, type IdentityProviderName } from './id-token-verifier.ts';
import { nativeClients, type NativeClientConfig, type NativePlatform } from './native-clients.ts';
import { createNonceService } from './nonce.service.ts';

type ProviderConfig = NativeClientConfig &
  Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_ISSUER'
    | 'GOOGLE_JWKS_URL'
    | 'MICROSOFT_CLIENT_ID'
    | 'MICROSOFT_ISSUER'
    | 'MICROSOFT_JWKS_URL'
  >;

/** An ID token only: the app never calls the providers' APIs, the server just verifies who this is. */
const OIDC_SCOPE = 'openid email profile';

const unavailable = (provider: string) =>
  new HttpProblem(404, 'NotFoundException', 'Sign-in option unavailable', `Sign-in with ${provider} is not enabled.`);

/**
 * Google and Microsoft sign-in: a provider without a client id in the settings is off.
 * The token is verified first (signature, issuer, audience, expiry, its nonce claim equal
 * to the one presented), then the nonce is consumed, so each ID token works once. The
 * apps' tokens (decision 0032) go through the same verifier: its audience is every
 * client id of ours for that provider.
 */
export function createIdentityProviders(config: ProviderConfig, db: Database, clock: Clock): IdentityProviders {
  const nonces = createNonceService({ db, clock });
  const natives = nativeClients(config);
  const audiences = (provider: IdentityProviderName, webClientId: string) => [
    ...new Set([webClientId, ...Object.values(natives[provider]).map((client) => client.clientId)]),
  ];
  const verifiers: Partial<Record<IdentityProviderName, IdTokenVerifier>> = {};
  if (config.GOOGLE_CLIENT_ID) {
    verifiers.google = createIdTokenVerifier({
      provider: 'google',
      clientId: audiences('google', config.GOOGLE_CLIENT_ID),
      issuer: config.GOOGLE_ISSUER,
      jwksUrl: config.GOOGLE_JWKS_URL,
      clock,
    });
  }
  if (config.MICROSOFT_CLIENT_ID) {
    verifiers.microsoft = createIdTokenVerifier({
      provider: 'microsoft',
      clientId: audiences('microsoft', config.MICROSOFT_CLIENT_ID),
      issuer: config.MICROSOFT_ISSUER,
      jwksUrl: config.MICROSOFT_JWKS_URL,
      clock,
    });
  }
  const nativeClient = (provider: IdentityProviderName, platform: NativePlatform) => {
    const client = verifiers[provider] ? natives[provider][platform] : undefined;
    if (!client) throw unavailable(provider);
    return client;
  };

  return {
    issueNonce: () => nonces.issueNonce(),
    async verify(provider, idToken, nonce) {
      const verifier = verifiers[provider];
      if (!verifier) throw unavailable(provider);
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
    async startNative(provider, platform) {
      const client = nativeClient(provider, platform);
      const { nonce, expiresAt } = await nonces.issueNonce();
      const state = randomToken(32);
      // RFC 7636: 43 characters of base64url at least; 48 random bytes give 64.
      const codeVerifier = randomToken(48);
      const url = new URL(client.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: client.clientId,
        response_type: 'code',
        scope: OIDC_SCOPE,
        redirect_uri: client.redirectUri,
        state,
        nonce,
        code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return { authorizeUrl: url.href, redirectUri: client.redirectUri, state, codeVerifier, nonce, expiresAt };
    },
    redeemCode(provider, platform, redemption) {
      return redeemAuthorizationCode(provider, nativeClient(provider, platform), redemption);
    },
  };
}
