import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTPayload,
} from 'jose';
import { systemClock, type Clock } from '../../../adapters/clock.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { isUuid } from '../../../lib/uuid.ts';

export type IdentityProviderName = 'google' | 'microsoft';

/** Who the provider says signed in; only built from a token whose every check passed. */
export interface VerifiedIdentity {
  provider: IdentityProviderName;
  /** The provider's stable id of the account (`sub`). */
  subject: string;
  /** Lower-cased. */
  email: string;
  /** Whether the provider vouches that this person controls the address (see the per-provider rules). */
  emailVerified: boolean;
  name?: string;
  /** Microsoft only: the Entra tenant (`tid`) the account lives in. */
  tenantId?: string;
}

export interface IdTokenVerifierOptions {
  provider: IdentityProviderName;
  /** The audience: our client id, or every one of ours (the web's and the apps', decision 0032). */
  clientId: string | string[];
  /** Google: the exact issuer. Microsoft: may hold `{tenantid}`, replaced by the token's tid. */
  issuer: string;
  jwksUrl: string;
  clock?: Clock;
  fetchImpl?: typeof fetch;
  /** JWKS fetching; the defaults suit production, tests shorten the cooldown to see a rotation at once. */
  jwks?: { timeoutMs?: number; cooldownMs?: number; cacheMaxAgeMs?: number };
}

export interface IdTokenVerifier {
  readonly provider: IdentityProviderName;
  /** Resolves to the identity or throws HttpProblem 401 InvalidIdTokenException (503 when the keys cannot be fetched). */
  verify(idToken: string, expectedNonce: string): Promise<VerifiedIdentity>;
}

// Both providers sign with RS256; ES256 is the other asymmetric algorithm OIDC providers commonly
// use. Anything else, above all "none" and HS* (which a forger could key with the public key), is refused.
const ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 60;
// Google's and Microsoft's ID tokens live one hour; Microsoft lets tenants stretch them to a day.
// Bounding iat also refuses tokens claiming to be issued in the future.
const MAX_TOKEN_AGE = '1 day';
/**
 * The tenant of personal Microsoft accounts (outlook.com, hotmail.com, live.com...). Microsoft
 * does not send email_verified; in "Migrate away from using email claims for user identification
 * or authorization" (learn.microsoft.com/entra/identity-platform/migrate-off-email-claim-authorization)
 * it counts an e-mail as domain-owner verified when it comes from a Microsoft account (this tenant),
 * or when the optional xms_edov claim says so. Any other tenant's admin can set a user's mail
 * attribute to any address, so without xms_edov an organisational e-mail proves nothing (the "nOAuth"
 * account-takeover pattern).
 */
export const MICROSOFT_CONSUMER_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

const DISPLAY_NAMES: Record<IdentityProviderName, string> = { google: 'Google', microsoft: 'Microsoft' };

const invalid = (detail: string) => new HttpProblem(401, 'InvalidIdTokenException', 'Invalid sign-in token', detail);

/** Marks failures to obtain the provider's keys, which are our outage, not a bad token. */
class KeysUnavailable extends Error {}

export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const { provider, clientId, issuer, clock = systemClock, fetchImpl, jwks = {} } = options;
  const providerName = DISPLAY_NAMES[provider];

  // One key set per verifier: keys are cached (cacheMaxAge) and an unknown kid refetches at most
  // once per cooldown, so a flood of forged kids cannot turn us into a JWKS request amplifier.
  const remoteKeys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: jwks.timeoutMs ?? 5_000,
    cooldownDuration: jwks.cooldownMs ?? 30_000,
    cacheMaxAge: jwks.cacheMaxAgeMs ?? 10 * 60_000,
    ...(fetchImpl ? { [customFetch]: fetchImpl } : {}),
  });
  const keyFor = async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeysUnavailable('JWKS unavailable', { cause: error });
    }
  };

  // Google documents both forms of its issuer; the scheme-less one still appears in tokens.
  const googleIssuers = [issuer, issuer.replace(/^https?:\/\//, '')];

  function microsoftTenant(payload: JWTPayload): string {
    const tid = payload.tid;
    if (typeof tid !== 'string' || !isUuid(tid)) throw invalid('The sign-in token does not name a valid tenant.');
    // The key set is shared by every Entra tenant (and other Microsoft issuers): only the issuer
    // built from the token's own tid proves the token is a Microsoft ID token for that tenant.
    const expected = issuer.replaceAll('{tenantid}', tid);
    if (payload.iss !== expected) throw invalid(`The sign-in token was not issued by ${providerName}.`);
    return tid;
  }

  return {
    provider,
    async verify(idToken, expectedNonce) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keyFor, {
          algorithms: ALGORITHMS,
          audience: clientId,
          ...(provider === 'google' ? { issuer: googleIssuers } : {}),
          requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat', 'email'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          maxTokenAge: MAX_TOKEN_AGE,
          currentDate: clock.now(),
        }));
      } catch (error) {
        // A bug of ours (TypeError...) must stay a 500, not pass for a bad token.
        if (!(error instanceof errors.JOSEError || error instanceof KeysUnavailable)) throw error;
        throw toProblem(error, providerName);
      }

      const tenantId = provider === 'microsoft' ? microsoftTenant(payload) : undefined;
      if (expectedNonce === '' || typeof payload.nonce !== 'string' || payload.nonce !== expectedNonce) {
        throw invalid('The sign-in token does not belong to this sign-in attempt.');
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') throw invalid('The sign-in token names no account.');
      const email = payload.email;
      if (typeof email !== 'string' || !email.includes('@')) {
        throw invalid('The sign-in token does not carry a usable e-mail address.');
      }

      const emailVerified =
        provider === 'google'
          ? // Google sends a boolean; some older tokens carried the string "true".
            payload.email_verified === true || payload.email_verified === 'true'
          : payload.xms_edov === true || tenantId === MICROSOFT_CONSUMER_TENANT_ID;

      return {
        provider,
        subject: payload.sub,
        email: email.trim().toLowerCase(),
        emailVerified,
        ...(typeof payload.name === 'string' && payload.name !== '' ? { name: payload.name } : {}),
        ...(tenantId ? { tenantId } : {}),
      };
    },
  };
}

/** Says what was wrong in general terms; never the token or its claims. */
function toProblem(error: errors.JOSEError | KeysUnavailable, providerName: string): HttpProblem {
  if (error instanceof KeysUnavailable) {
    return new HttpProblem(
      503,
      'ServiceUnavailableException',
      'Service unavailable',
      `${providerName} sign-in cannot be checked right now. Try again in a moment.`,
    );
  }
  if (error instanceof errors.JWTExpired) {
    // maxTokenAge failures are JWTExpired too: an old token is an expired one to the user.
    return invalid('The sign-in token has expired.');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return invalid('The sign-in token lacks required information.');
    switch (error.claim) {
      case 'nbf':
      case 'iat':
        return invalid('The sign-in token is not valid yet.');
      case 'aud':
        return invalid('The sign-in token was issued for another application.');
      case 'iss':
        return invalid(`The sign-in token was not issued by ${providerName}.`);
      default:
        return invalid('The sign-in token is not valid.');
    }
  }
  if (
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return invalid("The sign-in token's signature could not be verified.");
  }
  // JWSInvalid, JWTInvalid, JOSENotSupported...: not a token we can read.
  return invalid('The sign-in token is malformed.');
}
