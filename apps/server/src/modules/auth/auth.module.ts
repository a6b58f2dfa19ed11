import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appMeta } from '../../db/schema/meta.ts';
import { createUsersService } from '../accounts/users/users.service.ts';
import { createAccessTokens } from './access-token.ts';
import { authRepository } from './auth.repository.ts';
import type { AuthNotifier, IdentityProviders } from './auth-deps.ts';
import { createCredentialsService } from './credentials.service.ts';
import { createOidcLoginService } from './oidc-login.service.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createQrLoginService } from './qr-login.service.ts';
import { createRateLimiter } from '../rate-limits/rate-limiter.ts';
import { createSessionsService } from './sessions.service.ts';
import { createSmsCodes, createSmsLoginService } from './sms-login.service.ts';

const SECRET_KEY = 'dev_jwt_secret';

/**
 * The signing secret: JWT_SECRET (required in production). Elsewhere one is made on the
 * first start and kept in the database, so sessions survive restarts and every server
 * copy on one database agrees without any set-up.
 */
export async function resolveJwtSecret(config: Config, db: Database): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  return String(row!.value);
}

export async function createAuthModule(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  notifier: AuthNotifier;
  identityProviders: IdentityProviders;
}) {
  const { config, db, clock, notifier, identityProviders } = deps;
  const secret = await resolveJwtSecret(config, db);
  const accessTokens = createAccessTokens(secret, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const sessions = createSessionsService({ db, clock, accessTokens, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS });
  const authDeps = {
    db,
    clock,
    hasher: createPasswordHasher(config.SCRYPT_LOG_N),
    sessions,
    limiter: createRateLimiter(db, clock, { ipScale: config.IP_RATE_LIMIT_SCALE }),
    notifier,
    codeKey: `sms-code:${secret}`,
  };
  const codes = createSmsCodes(authDeps);
  const credentials = createCredentialsService(authDeps);
  return {
    accessTokens,
    sessions,
    credentials,
    smsLogin: createSmsLoginService(authDeps, codes),
    qrLogin: createQrLoginService(authDeps),
    oidcLogin: createOidcLoginService(authDeps, identityProviders),
    users: createUsersService(authDeps, codes, credentials),
    /** Deletes expired codes, tokens and rate-limit windows (run hourly by the app). */
    purgeExpired: () => authRepository(db).purgeExpired(clock.now()),
  };
}

export type AuthServices = Awaited<ReturnType<typeof createAuthModule>>;
