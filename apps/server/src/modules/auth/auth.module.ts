import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import { appMetaRepository } from '../../db/app-meta.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { createAccessTokens } from './access-token.ts';
import { AccountSecurityService } from './account-security.service.ts';
import { accountSecurityRoutes } from './account-security.routes.ts';
import type { AuthNotifier, IdentityProviders, OnAccountActivated } from './auth-deps.ts';
import { authRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { authenticatePlugin } from './authenticate.ts';
import { CredentialsService } from './credentials.service.ts';
import { OidcLoginService } from './oidc-login.service.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { QrLoginService } from './qr-login.service.ts';
import { SessionsService } from './sessions.service.ts';
import { SmsCodes, SmsLoginService } from './sms-login.service.ts';

const SECRET_KEY = 'dev_jwt_secret';

/**
 * The signing secret: JWT_SECRET (required in production). Elsewhere one is made on the
 * first start and kept in the database, so sessions survive restarts and every server
 * copy on one database agrees without any set-up.
 */
export async function resolveJwtSecret(config: Config, db: Database): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  return String(await appMetaRepository(db).getOrCreate(SECRET_KEY, () => randomBytes(48).toString('base64url')));
}

export interface AuthModuleDeps {
  config: Config;
  db: Database;
  clock: Clock;
  notifier: AuthNotifier;
  identityProviders: IdentityProviders;
  users: UsersService;
  limiter: RateLimiter;
  onAccountActivated: OnAccountActivated;
}

/** The services of auth on `db`, without routes. */
export async function createAuth(deps: AuthModuleDeps) {
  const { config, db, clock, notifier, users, limiter, onAccountActivated } = deps;
  // Read at listen (registerAuth's onReady), before the first request: building the app
  // runs no statement, so the routes register while the database migrates (server.ts).
  let secret: string | undefined;
  const secretOf = () => {
    if (secret === undefined) throw new Error('auth: the signing secret is read when the app is ready');
    return secret;
  };
  const uow = unitOfWork(db);
  const auth = repository((on) => authRepository(on, (userId) => users.activeRolesSql(userId)), db);
  const accessTokens = createAccessTokens(secretOf, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const hasher = createPasswordHasher(config.SCRYPT_LOG_N);
  const sessions = new SessionsService({
    auth,
    users,
    accessTokens,
    clock,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    successorKey: () => `refresh-successor:${secretOf()}`,
  });
  const codes = new SmsCodes({ uow, auth, limiter, notifier, clock, codeKey: () => `sms-code:${secretOf()}` });
  const credentials = new CredentialsService({
    uow,
    auth,
    users,
    sessions,
    hasher,
    limiter,
    notifier,
    clock,
    onAccountActivated,
  });
  return {
    accessTokens,
    sessions,
    credentials,
    smsLogin: new SmsLoginService({ uow, users, sessions, codes }),
    qrLogin: new QrLoginService({ uow, auth, users, sessions, limiter, clock }),
    oidcLogin: new OidcLoginService({
      uow,
      users,
      sessions,
      providers: deps.identityProviders,
      limiter,
      clock,
      onAccountActivated,
    }),
    accountSecurity: new AccountSecurityService({
      uow,
      users,
      sessions,
      credentials,
      codes,
      hasher,
      limiter,
      notifier,
      clock,
    }),
    /** Reads (or, outside production, makes) the signing secret: once the database is migrated. */
    readSecret: async () => {
      secret = await resolveJwtSecret(config, db);
    },
    /** Deletes expired codes and tokens (run hourly by the app). */
    purgeExpired: () => auth.purgeExpired(clock.now()),
  };
}

export type AuthServices = Awaited<ReturnType<typeof createAuth>>;

/**
 * Auth: sign-in by every method, sessions, and the account changes only its holder may
 * make; the route guards (app.requireAuth, app.requireRole) every other module uses.
 */
export async function registerAuth(app: FastifyInstance, deps: AuthModuleDeps): Promise<AuthServices> {
  const auth = await createAuth(deps);
  app.addHook('onReady', auth.readSecret);
  await app.register(authenticatePlugin, { accessTokens: auth.accessTokens, users: deps.users });
  await app.register(authRoutes, { auth });
  await app.register(accountSecurityRoutes, { account: auth.accountSecurity });
  return auth;
}
