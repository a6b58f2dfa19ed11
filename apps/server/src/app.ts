import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { acceleratedClock, systemClock, type Clock } from './adapters/clock.ts';
import { createPayments } from './adapters/payments/create-payments.ts';
import { stripeContentSources } from './adapters/payments/stripe-content-sources.ts';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import { createMessaging, type Messaging } from './adapters/messaging/messaging.ts';
import type { Payments } from './adapters/payments/payments.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { defaultWebDistDir, webBuildDir } from './lib/paths.ts';
import { redactUrl } from './lib/redact-url.ts';
import { serializeError } from './lib/log-error.ts';
import { createJobs } from './lib/jobs.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerAppLinks } from './plugins/app-links.ts';
import { registerCors } from './plugins/cors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { checkRequestText, clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { registerProblemDetails } from './plugins/problem-details.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { idempotencyPlugin } from './plugins/idempotency/idempotency.ts';
import type { IdentityProviders } from './modules/auth/auth-deps.ts';
import { registerAuth } from './modules/auth/auth.module.ts';
import { createAuthNotifier } from './modules/auth/auth-notifier.ts';
import { createIdentityProviders } from './modules/auth/oidc/identity-providers.ts';
import { devOutboxRoutes } from './dev/outbox.routes.ts';
import { devOverlayRoutes } from './dev/overlay.routes.ts';
import type { EventHubOptions } from './modules/events/event-hub.ts';
import { registerEvents } from './modules/events/events.module.ts';
import { registerAccounts } from './modules/accounts/accounts.module.ts';
import { registerMeals } from './modules/meals/meals.module.ts';
import { registerRestaurants } from './modules/restaurants/restaurants.module.ts';
import { registerOrdering } from './modules/ordering/ordering.module.ts';
import { registerRewards } from './modules/rewards/rewards.module.ts';
import { createServices } from './services.ts';
import { createDiscord, type DiscordAdapter } from './adapters/discord/create-discord.ts';
import { registerCreators } from './modules/creators/creators.module.ts';
import { registerSettings } from './modules/settings/settings.module.ts';
import { createAdmin, createAdminGrants, registerAdmin } from './modules/admin/admin.module.ts';
import { registerAudit } from './modules/audit/audit.module.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Overrides pino options (tests pass false or a level). */
  logger?: FastifyServerOptions['logger'];
  /** Outside-world adapters; each defaults to what the configuration selects. */
  clock?: Clock;
  messaging?: Messaging;
  identityProviders?: IdentityProviders;
  payments?: Payments;
  /** Discord for the creator programs (null: linking off); default: what the configuration selects. */
  discord?: DiscordAdapter | null;
  geocoder?: Geocoder;
  /** The process's shutdown state (readiness answers 503 while draining). */
  lifecycle?: Lifecycle;
  /** Event streams' timing (tests tick faster). */
  events?: Pick<EventHubOptions, 'keepAliveMs'>;
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every e-mail and SMS handed over so far has been sent (they go after the answer). */
    notificationsSettled(): Promise<void>;
  }
}

/**
 * Requests are validated by zod and answers written from their zod schemas (the response
 * serializer; in tests each answer is also serialized by zod and must be the same bytes).
 * Fastify types its compiler factories after Ajv's; these take the same calls.
 */
const zodCompilers = (crossCheck: boolean) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => responseSerializerCompiler({ crossCheck }),
  }) as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the Fastify instance: plugins first, then modules. Does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, logger } = deps;
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        err: serializeError,
        req: (req: { method: string; url: string; id: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies in front (proxy-addr's trust function form).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // A load balancer's request id is kept (when it looks like one) so one id follows a
    // request through every hop; genReqId validates it, so the built-in header option is off.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
    // Every schema is a zod schema: the zod compilers from the start, so Fastify never
    // loads its default JSON-schema ones (Ajv and fast-json-stringify: half a second of
    // module loading at start-up, decision 0038).
    schemaController: { compilersFactory: zodCompilers(config.NODE_ENV === 'test') },
  });

  registerProblemDetails(app);
  registerJsonBody(app);
  app.addHook('preValidation', checkRequestText);
  await registerSecurity(app, { tileUrl: config.MAP_TILE_URL, payments: stripeContentSources(config) });
  await registerCors(app, config.CORS_EXTRA_ORIGINS);
  await registerAppLinks(app, config);
  // Before compression: the idempotency plugin keeps the serialized (uncompressed) body.
  const clock = deps.clock ?? (config.DEV_CLOCK_SPEED > 1 ? acceleratedClock(config.DEV_CLOCK_SPEED) : systemClock);
  await app.register(idempotencyPlugin, {
    db: database.db,
    clock,
    holder: config.SERVER_COPY_ID ?? `${hostname()}:${config.PORT}`,
    soleServer: database.kind === 'pglite',
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // One copy runs the background jobs (db/leadership.ts); modules schedule theirs on app.jobs.
  const leadership = await database.lead((err) => app.log.warn({ err }, 'job leadership connection failed'));
  app.decorate('jobs', createJobs(leadership, app.log));
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('preClose', async () => {
    await app.jobs.stop();
    await leadership.close();
  });
  await registerDocs(app);

  await app.register(systemRoutes, { database, lifecycle: deps.lifecycle ?? createLifecycle() });

  const db = database.db;
  const messaging = deps.messaging ?? createMessaging(config, db, app.log);
  const notifier = createAuthNotifier(messaging, config.publicUrl, app.log);
  app.decorate('notificationsSettled', () => notifier.settled());
  app.addHook('onClose', async () => {
    await notifier.settled();
    await messaging.mailer.close();
  });
  const payments = deps.payments ?? createPayments(config, db, clock);
  const discord = deps.discord === undefined ? createDiscord(config, clock) : deps.discord;
  const services = createServices({
    config,
    db,
    clock,
    geocoder: deps.geocoder ?? createGeocoder(config),
    payments,
    log: app.log,
    discord,
  });
  const { limiter, accounts, catalogue, rewards, ordering } = services;
  const grants = createAdminGrants({
    db,
    users: accounts.users,
    audit: services.audit,
    adminEmails: config.ADMIN_EMAILS,
  });
  if (config.ADMIN_EMAILS.length > 0) app.addHook('onReady', () => grants.grantListed());
  const auth = await registerAuth(app, {
    config,
    db,
    clock,
    notifier,
    identityProviders: deps.identityProviders ?? createIdentityProviders(config, db, clock),
    users: accounts.users,
    limiter,
    onAccountActivated: async (tx, userId, at) => {
      await rewards.promotions.onAccountActivated(tx, userId, at);
      await grants.onAccountActivated(tx, userId);
    },
  });
  await registerSettings(app, { settings: services.settings, database });
  await registerAccounts(app, accounts);
  app.jobs.every('housekeeping', { everyMs: 3600_000 }, () =>
    Promise.all([auth.purgeExpired(), limiter.purgeExpired()]),
  );
  await registerEvents(app, { database, options: { ...deps.events, now: () => clock.now().getTime() } });
  await registerRestaurants(app, catalogue);
  await registerMeals(app, { db, clock, menu: catalogue.menu });
  await registerRewards(app, rewards);
  await registerOrdering(app, ordering, { config, clock, payments, limiter, menu: catalogue.menu });
  await registerCreators(app, services.creators, { discord });
  await registerAudit(app, services.audit);
  await registerAdmin(
    app,
    createAdmin({
      db,
      clock,
      timeZone: config.BUCKS_TIME_ZONE,
      users: accounts.users,
      sessions: auth.sessions,
      ledger: rewards.ledger,
      gameSessions: rewards.gameSessions,
      orders: ordering.orders.orders,
      audit: services.audit,
      figures: [
        ordering.orders.figures,
        rewards.figures.ledger,
        rewards.figures.games,
        rewards.figures.referrals,
        { daily: (range) => accounts.users.signupsPerDay(range) },
      ],
    }),
    { prepareStats: config.NODE_ENV !== 'test' },
  );
  // The local outbox page and the overlay simulator: development and tests only, never in production.
  if (config.NODE_ENV !== 'production') {
    await app.register(devOutboxRoutes, { db });
    await app.register(devOverlayRoutes, {
      simDir: webBuildDir('overlay-sim'),
      appDir: path.dirname(webBuildDir('overwolf')),
    });
  }

  await registerWebStatic(app, config.WEB_DIST_DIR ?? defaultWebDistDir, {
    restaurantHero: (id) => catalogue.restaurants.hero(id),
  });
  return app;
}
