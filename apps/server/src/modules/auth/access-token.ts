import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../adapters/clock.ts';
import { LruCache } from '../../lib/lru-cache.ts';

const ISSUER = 'playeats';
const AUDIENCE = 'playeats-api';
/** The header this server writes. */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export interface AccessClaims {
  userId: string;
  roles: string[];
  /** The client type the session was opened for (spec section 7 `application`). */
  application: string;
  /** When the person last proved who they are (sign-in), in seconds; refreshes keep it. */
  authTime: number;
  /**
   * The session the token was issued for: its refresh token family (claim `sid`). A call
   * that opens a new way in (approving a QR sign-in, a new password, e-mail or phone)
   * checks it is still live (SessionsService.requireLive); '' in a token from before the
   * claim existed.
   */
  sessionId: string;
  /** When the token stops being valid, in seconds (set by verify; sign sets its own). */
  expiresAt?: number;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null for a missing, forged or expired token. */
  verify(token: string): Promise<AccessClaims | null>;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** HS256 only: "none", other algorithms (key confusion) and critical extensions are refused. */
function acceptableHeader(segment: string): boolean {
  try {
    const header: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (typeof header !== 'object' || header === null) return false;
    const { alg, typ, crit } = header as Record<string, unknown>;
    return alg === 'HS256' && crit === undefined && (typ === undefined || typ === 'JWT');
  } catch {
    return false;
  }
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * How many verified tokens are kept (under 1 KB each: longer tokens are refused, and only
 * a token that passed every check, its signature in its one canonical form, is kept): more
 * than the clients a server copy serves at once.
 */
const VERIFIED_KEPT = 10_000;
/** This server's tokens are ~400 characters; anything much longer is not one of them. */
const MAX_TOKEN_LENGTH = 1_024;

/** A verified token's claims (their `expiresAt` its `exp`), and its `nbf` if it has one. */
interface Verified {
  claims: Readonly<AccessClaims> & { roles: readonly string[]; expiresAt: number };
  notBefore: number | undefined;
}

/**
 * Short-lived stateless access tokens: compact JWS, HS256, checked without a database hit.
 * Every API call verifies one, so verification is a single HMAC with node:crypto (~5 µs a
 * token against ~110 µs through jose's WebCrypto path, measured on the CI machine); the header must say
 * HS256 with no critical extensions, which rules out algorithm confusion. `secret` is read
 * at the first token (auth.module.ts reads it from the database when the app is ready).
 *
 * A client sends the same token with every call until it expires, and what a check finds
 * depends only on the token's text and the time: a token that passed is kept by its text
 * (the most recent VERIFIED_KEPT), and its next calls only check the time again (`exp`, and
 * `nbf` if it has one, against the clock). That HMAC and its decoding were a fifth of a
 * heartbeat's server time under load (decision 0038). A forged or expired token is never
 * kept, and a valid one only in its canonical text (base64url decoding is lenient: padding
 * or stray characters after a signature decode to the same bytes, and each variant would
 * otherwise be an entry of its own).
 */
export function createAccessTokens(secret: () => string, ttlSeconds: number, clock: Clock): AccessTokens {
  let key: Buffer | undefined;
  const verified = new LruCache<Verified>(VERIFIED_KEPT, ttlSeconds * 1000, () => clock.now().getTime());
  const mac = (signingInput: string) =>
    createHmac('sha256', (key ??= Buffer.from(secret(), 'utf8')))
      .update(signingInput)
      .digest();
  return {
    ttlSeconds,
    sign({ userId, roles, application, authTime, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const payload = base64url(
        JSON.stringify({
          roles,
          app: application,
          auth_time: authTime,
          sid: sessionId,
          sub: userId,
          iss: ISSUER,
          aud: AUDIENCE,
          iat: now,
          exp: now + ttlSeconds,
        }),
      );
      const signingInput = `${HEADER}.${payload}`;
      return Promise.resolve(`${signingInput}.${mac(signingInput).toString('base64url')}`);
    },
    verify(token) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const known = verified.get(token) ?? verifyCompact(token, now);
      const valid = known && known.claims.expiresAt > now && (known.notBefore === undefined || known.notBefore <= now);
      // A copy per call: a caller may change its request's claims, never the next caller's.
      return Promise.resolve(valid ? { ...known.claims, roles: [...known.claims.roles] } : null);
    },
  };

  /** The token's claims once its form, signature and claims pass, kept for its next calls; null otherwise. */
  function verifyCompact(token: string, now: number): Verified | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const firstDot = token.indexOf('.');
    const lastDot = token.lastIndexOf('.');
    if (firstDot <= 0 || lastDot === firstDot || token.indexOf('.', firstDot + 1) !== lastDot) return null;
    const header = token.slice(0, firstDot);
    if (header !== HEADER && !acceptableHeader(header)) return null;
    const signature = Buffer.from(token.slice(lastDot + 1), 'base64url');
    const expected = mac(token.slice(0, lastDot));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    // The signature's one canonical text (RFC 7515), compared once the MAC matched.
    if (expected.toString('base64url') !== token.slice(lastDot + 1)) return null;
    let payload: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(token.slice(firstDot + 1, lastDot), 'base64url').toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      payload = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
    if (payload.iss !== ISSUER) return null;
    if (Array.isArray(payload.aud) ? !payload.aud.includes(AUDIENCE) : payload.aud !== AUDIENCE) return null;
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    if (!isInt(payload.iat) || !isInt(payload.exp) || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (!isInt(payload.nbf) || payload.nbf > now)) return null;
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    const found: Verified = {
      claims: {
        userId: payload.sub,
        roles,
        application: typeof payload.app === 'string' ? payload.app : '',
        authTime: isInt(payload.auth_time) ? payload.auth_time : 0,
        sessionId: typeof payload.sid === 'string' ? payload.sid : '',
        expiresAt: payload.exp,
      },
      notBefore: payload.nbf as number | undefined,
    };
    verified.set(token, found);
    return found;
  }
}
