import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINK_PATH_PREFIXES } from '@playeats/domain/app-links';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const PRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0')).join(':');

describe('the well-known files of the mobile apps, from configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        ANDROID_CERT_SHA256: `${PRINT}, ${PRINT.toUpperCase().replace(/^00/, 'FF')}`,
        APPLE_TEAM_ID: 'ABCDE12345',
      },
    });
  });
  afterAll(() => ctx.close());

  it('assetlinks.json lets this site open the Android app signed with the configured keys', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.playeats.app',
          sha256_cert_fingerprints: [PRINT.toUpperCase(), PRINT.toUpperCase().replace(/^00/, 'FF')],
        },
      },
    ]);
  });

  it('apple-app-site-association names the team and bundle and every app link path, as JSON without redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const details = res.json().applinks.details;
    expect(details).toHaveLength(1);
    expect(details[0].appIDs).toEqual(['ABCDE12345.com.playeats.app']);
    expect(details[0].components).toEqual(APP_LINK_PATH_PREFIXES.map((p) => ({ '/': `${p}*` })));
    expect(details[0].components).toContainEqual({ '/': '/signupWithReferral/*' });
  });
});

describe('the well-known files, unconfigured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each([
    ['/.well-known/assetlinks.json', 'ANDROID_CERT_SHA256'],
    ['/.well-known/apple-app-site-association', 'APPLE_TEAM_ID'],
  ])('%s answers a 404 problem naming %s', async (url, variable) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toContain(variable);
  });
});

describe('the mobile apps variables are checked at start', () => {
  it.each([
    [{ ANDROID_CERT_SHA256: 'AB:CD' }, 'ANDROID_CERT_SHA256'],
    [{ APPLE_TEAM_ID: 'short' }, 'APPLE_TEAM_ID'],
    [{ ANDROID_APP_PACKAGE: 'nodots' }, 'ANDROID_APP_PACKAGE'],
    [{ IOS_BUNDLE_ID: 'bad id' }, 'IOS_BUNDLE_ID'],
  ])('%o is refused, naming the variable', (env, variable) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(variable);
  });
});
