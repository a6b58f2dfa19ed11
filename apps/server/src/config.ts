import path from 'node:path';
import { z } from 'zod';
import { MOBILE_APP_ID } from '@playeats/domain/app-links';
import { DEFAULT_DATA_DIR } from './db/data-dir.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()));

/** A comma-separated list (empty when unset), each entry trimmed. */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const envSchema = z.object({
  /** Production unless said otherwise: a forgotten variable must not open development tools. `npm start` sets development. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Plain nearby searches coalesced into statements, at most this many statements at once
   * per copy (decision 0038): 2 suits a 2-core database; a bigger one wants about its core
   * count divided by the number of copies.
   */
  NEARBY_BATCHES_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  SEED_DEMO_DATA: flag(true),
  /**
   * After SIGTERM: readiness answers 503 at once, the listener closes after
   * SHUTDOWN_DRAIN_MS (time for a load balancer to notice), in-flight requests get
   * SHUTDOWN_GRACE_MS to finish, and the connections still open then are cut.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * This server copy's name, unique among the copies and the same across its restarts
   * (a container or unit name): a copy that starts again frees the idempotency keys its
   * previous life held (docs/operations.md). Default: host name and port.
   */
  SERVER_COPY_ID: z.string().trim().min(1).max(200).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe, for per-IP limits: false (none), a hop
   * count (e.g. 1 behind one load balancer) or a comma-separated list of proxy addresses
   * or CIDRs. `true` would believe any client's header, so it is refused.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({ code: 'custom', message: 'true trusts any client; give a hop count or proxy addresses' });
        return z.NEVER;
      }
      const entries = value.split(',').map((e) => e.trim());
      if (!entries.every((e) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(e))) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected false, a hop count, or IP addresses/CIDRs separated by commas',
        });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * Origins besides the API's own whose pages may call the API (CORS), comma-separated:
   * the overlay's and the mobile apps' origins are always allowed; this adds others (a
   * development overlay with another app UID, a staging web app).
   */
  CORS_EXTRA_ORIGINS: commaList.refine(
    (origins) => origins.every((o) => /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(o)),
    'must be a comma-separated list of origins (scheme://host[:port], no path)',
  ),
  /**
   * The mobile apps' links (docs/mobile.md): /.well-known/assetlinks.json names the Android
   * package and its signing certificates' SHA-256 fingerprints (comma-separated, as
   * `keytool -list` prints them); /.well-known/apple-app-site-association the Apple team
   * and the bundle id. Each file is served only once its keys or team are set.
   */
  ANDROID_APP_PACKAGE: z
    .string()
    .default(MOBILE_APP_ID)
    .refine((v) => /^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/.test(v), 'must be a package name, e.g. com.playeats.app'),
  ANDROID_CERT_SHA256: commaList
    .transform((prints) => prints.map((p) => p.toUpperCase()))
    .refine(
      (prints) => prints.every((p) => /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/.test(p)),
      'must be comma-separated SHA-256 fingerprints (32 hex bytes separated by colons)',
    ),
  APPLE_TEAM_ID: optionalString.refine((v) => v === null || /^[A-Z0-9]{10}$/.test(v), 'must be 10 letters or digits'),
  IOS_BUNDLE_ID: z
    .string()
    .default(MOBILE_APP_ID)
    .refine((v) => /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(v), 'must be a bundle id, e.g. com.playeats.app'),
  // Public settings the client keeps in auth.env (spec section 9 "Environment flags").
  // DEBUG is also the `debug` package's variable (DEBUG=express:*, DEBUG=*): a namespace
  // list is that convention's, not this switch's, so it leaves the switch off (spec: on only
  // when true) instead of stopping the server; any other word is still refused.
  DEBUG: z
    .string()
    .optional()
    .transform((v) => (v !== undefined && /[:*,]/.test(v) ? undefined : v))
    .pipe(flag(false)),
  DOUBLE_BUCKS_DATES: commaList.refine(
    (dates) => dates.every((d) => isoDate.test(d)),
    'must be a comma-separated list of YYYY-MM-DD dates',
  ),
  /** Most bucks game time earns in one day (the "maximum amount" of the bucks explainer). */
  BUCKS_DAILY_CAP: z.coerce.number().int().min(0).max(1_000_000).default(400),
  /** The zone whose calendar days are double-bucks dates and daily-cap days (docs/decisions/0008-ledger.md). */
  BUCKS_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone, e.g. America/New_York'),
  FULL_MAINTENANCE_MODE: flag(false),
  STORE_MAINTENANCE_MODE: flag(false),
  GOOGLE_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  ADS_ENABLED: flag(true),
  // Accounts and sign-in.
  /**
   * E-mails of the first admins: each such account gets ADMIN at start and when it is
   * activated (sign up, then it is an admin). `npm run admin:grant -- email` is the other way.
   */
  ADMIN_EMAILS: commaList.refine(
    (emails) => emails.every((e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e)),
    'must be a comma-separated list of e-mail addresses',
  ),
  /** HMAC key of access tokens (JWT HS256); at least 32 bytes. Required in production. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Multiplies every per-IP rate limit (large NATs, load tests); per-account limits stay. */
  IP_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
  /** scrypt cost (N = 2^SCRYPT_LOG_N); tests lower it, production keeps the default. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('PlayEats <no-reply@playeats.app>'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  /** Twilio's API origin; tests point it at a local stand-in. */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** local: the bundled provider with Stripe's test cards (development, tests, demo); stripe: Stripe's API. */
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** sk_… or a restricted rk_… key: the server's only (a pk_ key here is the wrong variable). */
  STRIPE_SECRET_KEY: optionalString.refine(
    (v) => v === null || /^(sk|rk)_(live|test)_/.test(v),
    'must be a secret key (sk_live_…, sk_test_…) or a restricted key (rk_…)',
  ),
  /** Stripe's API origin; tests point it at a local stand-in. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** pk_live_… or pk_test_…: Stripe.js in the client (GET /api/settings hands it out). */
  // Handed to every visitor: only a publishable key, so a secret pasted here is refused.
  STRIPE_PUBLISHABLE_KEY: optionalString.refine(
    (v) => v === null || /^pk_(live|test)_/.test(v),
    'must be a publishable key (pk_live_… or pk_test_…)',
  ),
  /**
   * Where the client loads Stripe.js from instead of js.stripe.com: a local stand-in, in
   * development and browser tests only (docs/decisions/0036-production-payments.md).
   */
  STRIPE_JS_URL: optionalString.refine((v) => v === null || /^https?:\/\//.test(v), 'must be an http(s) URL'),
  /** Master key (at least 32 characters) each order-webhook sender's own signing key is derived from. */
  ORDER_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v))
    .refine((v) => v === null || v.length >= 32, 'must be at least 32 characters'),
  /**
   * Development and demos: the server's clock runs this many times faster (60: a minute
   * of play is a second), so the overlay earns visibly in a demo. 1 in production.
   */
  DEV_CLOCK_SPEED: z.coerce.number().int().min(1).max(60).default(1),
  /**
   * Moves orders through their states on a timer, as a restaurant and a courier would
   * (development and demo). Defaults to on when NODE_ENV is development (`npm start`).
   */
  ORDER_SIMULATOR: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? null : v === 'true')),
  /** Seconds between two simulated steps (placed → accepted → … → delivered). */
  ORDER_SIMULATOR_STEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** The service fee, in basis points of the subtotal, and its floor and cap in cents. */
  SERVICE_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(500),
  SERVICE_FEE_MIN_CENTS: z.coerce.number().int().min(0).max(10_000).default(99),
  SERVICE_FEE_MAX_CENTS: z.coerce.number().int().min(0).max(100_000).default(499),
  /** The largest order total accepted, in cents (the max-amount answer beyond it). */
  MAX_ORDER_CENTS: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  /** Where uploaded files (restaurant photos) go: a folder under DATA_DIR, or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** local: the folder (default DATA_DIR/uploads). */
  UPLOADS_DIR: optionalString,
  /** s3: the API endpoint, e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000. */
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || /^https?:\/\/[^/\s]+/.test(v), 'must be an http(s):// URL'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalString.refine(
    (v) => v === null || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_SESSION_TOKEN: optionalString,
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO and most compatible servers). */
  S3_FORCE_PATH_STYLE: flag(false),
  /** Where the bucket's objects are publicly readable (a CDN); unset: the API serves them (GET /api/images/…). */
  S3_PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim().replace(/\/+$/, '')))
    .refine((v) => v === null || /^https?:\/\/[^/\s]+/.test(v), 'must be an http(s):// URL'),
  /**
   * The map's tiles (docs/decisions/0024-maps.md): a URL template with {z}, {x}, {y} (and
   * optionally {s} and {r}), http(s) or a path on this server; `none` turns the maps off.
   * OpenStreetMap's own tiles suit development only: production uses its own or a provider's.
   */
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' : v.trim()))
    .transform((v) => (v === '' || v === 'none' ? null : v))
    .refine(
      (v) =>
        v === null ||
        (/^(https?:\/\/[A-Za-z0-9.{}-]+(:\d{1,5})?)?\/(?!\/)\S*$/.test(v) &&
          ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
      'must be an http(s):// URL or a /path with {z}, {x} and {y}, or none',
    ),
  /** Shown on every map (tile providers require it), linking to MAP_TILE_ATTRIBUTION_URL. */
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap contributors'),
  MAP_TILE_ATTRIBUTION_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? 'https://www.openstreetmap.org/copyright' : v.trim() || null))
    .refine((v) => v === null || /^https?:\/\/[^/\s]+/.test(v), 'must be an http(s):// URL'),
  /** The closest zoom the tiles exist for (19 for OpenStreetMap). */
  MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /**
   * The geocoder (docs/decisions/0029-geocoding.md, docs/geocoding.md): `local` (postal-code
   * centroids, then the bundled cities; nothing to reach) or `nominatim`, any service that
   * speaks Nominatim's API at GEOCODER_URL, within its usage rules.
   */
  GEOCODER: z.enum(['local', 'nominatim']).default('local'),
  GEOCODER_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? 'https://nominatim.openstreetmap.org' : v.trim()))
    .refine((v) => /^https?:\/\/[^/\s]+/.test(v), 'must be an http(s):// URL'),
  /** Sent as `key` to hosted services that need one. */
  GEOCODER_API_KEY: optionalString,
  /** Sent as `email`: the contact Nominatim's policy asks heavy users for. */
  GEOCODER_EMAIL: optionalString.refine((v) => v === null || /^[^\s@]+@[^\s@]+$/.test(v), 'must be an e-mail'),
  /** Identifies the app to the service; default PlayEats/<version> (+PUBLIC_URL). */
  GEOCODER_USER_AGENT: optionalString,
  /** Requests a second across the process (Nominatim's public policy: 1); more wait in a queue. */
  GEOCODER_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(1),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Largest restaurant import file (CSV or JSON) the admin API takes, in bytes. */
  RESTAURANT_IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).max(2_000_000_000).default(500_000_000),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Microsoft's issuer has the tenant id in it: {tenantid} stands for the token's tid claim. */
  MICROSOFT_ISSUER: z.string().min(1).default('https://login.microsoftonline.com/{tenantid}/v2.0'),
  MICROSOFT_JWKS_URL: z.url().default('https://login.microsoftonline.com/common/discovery/v2.0/keys'),
  /**
   * Sign-in in the iOS and Android apps through the system browser (docs/mobile.md,
   * decision 0032): the providers' native (public) clients, each off until its id is set.
   * Google gives each platform its own client (iOS: its redirect scheme is the reversed
   * client id; Android: the package name, "Enable custom URI scheme" in the client's
   * advanced settings); Microsoft's is the app registration whose "Mobile and desktop
   * applications" platform lists msauth.<bundle id>://auth (often MICROSOFT_CLIENT_ID).
   */
  GOOGLE_IOS_CLIENT_ID: optionalString.refine(
    (v) => v === null || /^[\w-]+\.apps\.googleusercontent\.com$/.test(v),
    'must be an iOS client id (….apps.googleusercontent.com)',
  ),
  GOOGLE_ANDROID_CLIENT_ID: optionalString.refine(
    (v) => v === null || /^[\w-]+\.apps\.googleusercontent\.com$/.test(v),
    'must be an Android client id (….apps.googleusercontent.com)',
  ),
  MICROSOFT_NATIVE_CLIENT_ID: optionalString,
  /** The providers' authorization and token endpoints; tests point them at a local OpenID provider. */
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  MICROSOFT_AUTHORIZE_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  MICROSOFT_TOKEN_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  // The creator programs (docs/decisions/0021-creator-programs.md). Environment values until
  // the live settings take them; each is read when it applies, so a change needs a restart.
  /** The audience a streamer's channel needs to apply. */
  CREATOR_MIN_FOLLOWERS: z.coerce.number().int().min(0).max(100_000_000).default(100),
  CREATOR_MIN_AVERAGE_VIEWERS: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** A viewer's creator-code discount: promo cents, spendable for this many days. */
  CREATOR_VIEWER_DISCOUNT_CENTS: z.coerce.number().int().min(0).max(100_000).default(500),
  CREATOR_VIEWER_DISCOUNT_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Bucks a streamer earns when a viewer's first order is delivered, and how many such credits a month. */
  CREATOR_FIRST_ORDER_BUCKS: z.coerce.number().int().min(0).max(1_000_000).default(250),
  CREATOR_MONTHLY_REWARD_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** Bucks an approved social media post earns, and how many posts a member is credited per week. */
  SOCIAL_POST_BUCKS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  SOCIAL_POSTS_PER_WEEK: z.coerce.number().int().min(0).max(1_000).default(3),
  /**
   * Discord account linking (OAuth2 code + PKCE). Without a client id: the local stand-in
   * outside production, off in production. The endpoints are Discord's; tests point them
   * at a local OAuth2 provider.
   */
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_AUTHORIZE_URL: z.url().default('https://discord.com/oauth2/authorize'),
  DISCORD_TOKEN_URL: z.url().default('https://discord.com/api/v10/oauth2/token'),
  DISCORD_USER_URL: z.url().default('https://discord.com/api/v10/users/@me'),
  /** Space-separated; Discord needs only identify. */
  DISCORD_SCOPES: z.string().trim().min(1).default('identify'),
  /** Registered at Discord; defaults to PUBLIC_URL/DiscordCallback. */
  DISCORD_REDIRECT_URI: z.url().optional(),
  /**
   * Push notifications to the mobile apps (docs/mobile.md, docs/decisions/0034): `local`
   * records them in the dev outbox; `native` sends Android's through FCM (HTTP v1, a service
   * account) and iOS's through APNs (a .p8 key, APPLE_TEAM_ID, IOS_BUNDLE_ID as the topic).
   */
  PUSH_PROVIDER: z.enum(['local', 'native']).default('local'),
  /** The service account key file's JSON (Firebase console → Project settings → Service accounts). */
  FCM_SERVICE_ACCOUNT_JSON: optionalString.transform((v, ctx) => {
    if (v === null) return null;
    try {
      const account = JSON.parse(v) as Record<string, unknown>;
      if (typeof account.client_email === 'string' && typeof account.private_key === 'string') {
        return {
          client_email: account.client_email,
          private_key: account.private_key,
          token_uri: typeof account.token_uri === 'string' ? account.token_uri : 'https://oauth2.googleapis.com/token',
          ...(typeof account.project_id === 'string' && { project_id: account.project_id }),
        };
      }
    } catch {
      // Reported below.
    }
    ctx.addIssue({ code: 'custom', message: 'must be a service account key (JSON with client_email and private_key)' });
    return z.NEVER;
  }),
  /** Default: the service account's project_id. */
  FCM_PROJECT_ID: optionalString,
  /** FCM's API origin; tests point it at a local stand-in. */
  FCM_API_URL: z.url().default('https://fcm.googleapis.com'),
  APNS_KEY_ID: optionalString.refine((v) => v === null || /^[A-Z0-9]{10}$/.test(v), 'must be 10 letters or digits'),
  /** The .p8 key's PEM text (newlines may be written \\n). */
  APNS_PRIVATE_KEY: optionalString.transform((v) => v?.replaceAll('\\n', '\n') ?? null),
  /** https://api.sandbox.push.apple.com for development builds (aps-environment development). */
  APNS_URL: z.url().default('https://api.push.apple.com'),
  /** Between two runs of the push delivery job. */
  PUSH_DELIVERY_EVERY_MS: z.coerce.number().int().min(100).max(86_400_000).default(2000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses every variable once; a bad value throws a ConfigError naming each variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (env.TWILIO_ACCOUNT_SID && !(env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)) {
    problems.push('TWILIO_AUTH_TOKEN, TWILIO_FROM: required with TWILIO_ACCOUNT_SID');
  }
  if (env.NODE_ENV === 'production' && env.DEV_CLOCK_SPEED !== 1) {
    problems.push('DEV_CLOCK_SPEED: must be 1 in production');
  }
  if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required with PAYMENTS_PROVIDER=stripe');
  }
  if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY: required with PAYMENTS_PROVIDER=stripe');
  }
  const stripeMode = (key: string | null) => /_(live|test)_/.exec(key ?? '')?.[1];
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    if (stripeMode(env.STRIPE_SECRET_KEY) !== stripeMode(env.STRIPE_PUBLISHABLE_KEY)) {
      problems.push('STRIPE_PUBLISHABLE_KEY: must be of the same mode (live or test) as STRIPE_SECRET_KEY');
    }
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_JS_URL) {
    problems.push('STRIPE_JS_URL: a stand-in for development and tests, not for production');
  }
  if (env.STORAGE_DRIVER === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) problems.push(`${missing.join(', ')}: required with STORAGE_DRIVER=s3`);
  }
  if ((env.GOOGLE_IOS_CLIENT_ID || env.GOOGLE_ANDROID_CLIENT_ID) && !env.GOOGLE_CLIENT_ID) {
    problems.push('GOOGLE_CLIENT_ID: required with GOOGLE_IOS_CLIENT_ID or GOOGLE_ANDROID_CLIENT_ID');
  }
  if (env.MICROSOFT_NATIVE_CLIENT_ID && !env.MICROSOFT_CLIENT_ID) {
    problems.push('MICROSOFT_CLIENT_ID: required with MICROSOFT_NATIVE_CLIENT_ID');
  }
  if ((env.GOOGLE_ANDROID_CLIENT_ID || env.MICROSOFT_NATIVE_CLIENT_ID) && env.ANDROID_APP_PACKAGE.includes('_')) {
    // The package name is the Android app's sign-in redirect scheme, and a URI scheme has no underscore.
    problems.push('ANDROID_APP_PACKAGE: must have no underscore to be a sign-in redirect scheme');
  }
  if (env.DISCORD_CLIENT_ID && !env.DISCORD_CLIENT_SECRET) {
    problems.push('DISCORD_CLIENT_SECRET: required with DISCORD_CLIENT_ID');
  }
  if (env.PUSH_PROVIDER === 'native') {
    const fcm =
      env.FCM_SERVICE_ACCOUNT_JSON !== null && (env.FCM_PROJECT_ID ?? env.FCM_SERVICE_ACCOUNT_JSON.project_id);
    const apns = env.APNS_KEY_ID && env.APNS_PRIVATE_KEY && env.APPLE_TEAM_ID;
    if (!fcm && !apns) {
      problems.push(
        'FCM_SERVICE_ACCOUNT_JSON (with a project id) or APNS_KEY_ID, APNS_PRIVATE_KEY and APPLE_TEAM_ID: required with PUSH_PROVIDER=native',
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
