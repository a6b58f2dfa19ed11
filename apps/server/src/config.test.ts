import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('is production unless told otherwise, and production needs a JWT secret', () => {
    expect(() => loadConfig({})).toThrow(/JWT_SECRET/);
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('refuses a TRUST_PROXY that would believe any client', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
    ]);
    expect(loadConfig({ NODE_ENV: 'development' }).TRUST_PROXY).toBe(false);
  });

  it('lets a development clock run fast, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development', DEV_CLOCK_SPEED: '60' }).DEV_CLOCK_SPEED).toBe(60);
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), DEV_CLOCK_SPEED: '60' })).toThrow(
      /DEV_CLOCK_SPEED: must be 1 in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', DEV_CLOCK_SPEED: '600' })).toThrow(/DEV_CLOCK_SPEED/);
  });

  it('needs both Stripe keys with Stripe, and takes a Stripe.js stand-in outside production only', () => {
    const stripe = { NODE_ENV: 'development', PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' };
    expect(() => loadConfig(stripe)).toThrow(/STRIPE_PUBLISHABLE_KEY: required/);
    const config = loadConfig({
      ...stripe,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_JS_URL: 'http://127.0.0.1:1/v3',
    });
    expect(config).toMatchObject({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_JS_URL: 'http://127.0.0.1:1/v3' });
    expect(() =>
      loadConfig({
        ...stripe,
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_JS_URL: 'http://127.0.0.1:1/v3',
      }),
    ).toThrow(/STRIPE_JS_URL/);
  });

  it('refuses a secret key where the publishable key goes (it is handed to every visitor), and mixed modes', () => {
    const stripe = { NODE_ENV: 'development', PAYMENTS_PROVIDER: 'stripe' };
    expect(() =>
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'sk_test_1' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() =>
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    ).toThrow(/same mode/);
    expect(
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'rk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    ).toMatchObject({
      STRIPE_SECRET_KEY: 'rk_test_1',
    });
  });

  it('takes extra CORS origins, refusing anything that is not an origin', () => {
    expect(
      loadConfig({ NODE_ENV: 'development', CORS_EXTRA_ORIGINS: 'https://a.test, http://b.test:8080' })
        .CORS_EXTRA_ORIGINS,
    ).toEqual(['https://a.test', 'http://b.test:8080']);
    expect(() => loadConfig({ NODE_ENV: 'development', CORS_EXTRA_ORIGINS: 'https://a.test/path' })).toThrow(
      /CORS_EXTRA_ORIGINS/,
    );
  });

  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeNull();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.DOUBLE_BUCKS_DATES).toEqual([]);
    expect(config.FULL_MAINTENANCE_MODE).toBe(false);
    expect(config.ADS_ENABLED).toBe(true);
    expect(config.NEARBY_BATCHES_AT_ONCE).toBe(2);
  });

  it('takes how many nearby statements may run at once, at least one', () => {
    expect(loadConfig({ NODE_ENV: 'development', NEARBY_BATCHES_AT_ONCE: '8' }).NEARBY_BATCHES_AT_ONCE).toBe(8);
    expect(() => loadConfig({ NODE_ENV: 'development', NEARBY_BATCHES_AT_ONCE: '0' })).toThrow(
      /NEARBY_BATCHES_AT_ONCE/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', NEARBY_BATCHES_AT_ONCE: '1.5' })).toThrow(
      /NEARBY_BATCHES_AT_ONCE/,
    );
  });

  it('parses flags and date lists', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      FULL_MAINTENANCE_MODE: 'true',
      DEBUG: '1',
      DOUBLE_BUCKS_DATES: '2026-12-24,2026-12-31 ',
    });
    expect(config.FULL_MAINTENANCE_MODE).toBe(true);
    expect(config.DEBUG).toBe(true);
    expect(config.DOUBLE_BUCKS_DATES).toEqual(['2026-12-24', '2026-12-31']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['FULL_MAINTENANCE_MODE', 'maybe'],
    ['DOUBLE_BUCKS_DATES', '2026-13-01'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['BUCKS_DAILY_CAP', '-1'],
    ['BUCKS_TIME_ZONE', 'Mars/Olympus_Mons'],
  ])('a bad %s (%s) fails naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'development', [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(1);
  });

  it('stores photos in a folder by default; S3 needs its endpoint, bucket and keys', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).STORAGE_DRIVER).toBe('local');
    expect(() => loadConfig({ NODE_ENV: 'development', STORAGE_DRIVER: 's3', S3_BUCKET: 'photos' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3/,
    );
    const s3 = {
      NODE_ENV: 'development',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com',
      S3_BUCKET: 'playeats-photos',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.playeats.app/',
    };
    expect(loadConfig(s3)).toMatchObject({ S3_REGION: 'us-east-1', S3_PUBLIC_URL: 'https://cdn.playeats.app' });
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.amazonaws.com' })).toThrow(/S3_ENDPOINT/);
  });

  it.each(['express:*', '*', 'pw:api,pw:browser'])(
    'leaves the debug switch off for the debug package namespaces %s',
    (value) => {
      expect(loadConfig({ NODE_ENV: 'development', DEBUG: value }).DEBUG).toBe(false);
    },
  );

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PORT: 'x', DEBUG: 'x' })).toThrow(
      /PORT[\s\S]*DEBUG|DEBUG[\s\S]*PORT/,
    );
  });
});
