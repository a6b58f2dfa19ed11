import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../adapters/clock.ts';

const ISSUER = 'playeats';
const AUDIENCE = 'playeats-api';

export interface AccessClaims {
  userId: string;
  roles: string[];
  /** The client type the session was opened for (spec section 7 `application`). */
  application: string;
  /** When the person last proved who they are (sign-in), in seconds; refreshes keep it. */
  authTime: number;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null for a missing, forged or expired token. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Short-lived stateless access tokens: JWT HS256, checked without a database hit. */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign({ userId, roles, application, authTime }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ roles, app: application, auth_time: authTime })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const roles = Array.isArray(payload.roles)
          ? payload.roles.filter((r): r is string => typeof r === 'string')
          : [];
        return {
          userId: payload.sub!,
          roles,
          application: typeof payload.app === 'string' ? payload.app : '',
          authTime: typeof payload.auth_time === 'number' ? payload.auth_time : 0,
        };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
