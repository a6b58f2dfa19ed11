import { generateKeyPairSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createPush } from './create-push.ts';

const dev = { NODE_ENV: 'development' };
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
const account = JSON.stringify({
  type: 'service_account',
  project_id: 'playeats-test',
  client_email: 'push@playeats-test.iam.gserviceaccount.com',
  private_key: rsa.toString(),
});
const silent = { info: () => undefined } as unknown as FastifyBaseLogger;
// The native sender never touches the database (only the local one writes its outbox).
const noDb = {} as Database;

describe('push configuration', () => {
  it('is the local outbox unless told otherwise', () => {
    const config = loadConfig(dev);
    expect(config.PUSH_PROVIDER).toBe('local');
    expect(createPush(config, noDb, silent).kind).toBe('local');
  });

  it('refuses native pushes without credentials for either service, and a service account that is not one', () => {
    expect(() => loadConfig({ ...dev, PUSH_PROVIDER: 'native' })).toThrow(/required with PUSH_PROVIDER=native/);
    expect(() => loadConfig({ ...dev, FCM_SERVICE_ACCOUNT_JSON: '{"client_email":"x"}' })).toThrow(
      /FCM_SERVICE_ACCOUNT_JSON: must be a service account key/,
    );
    expect(() => loadConfig({ ...dev, FCM_SERVICE_ACCOUNT_JSON: 'not json' })).toThrow(/FCM_SERVICE_ACCOUNT_JSON/);
    const config = loadConfig({ ...dev, PUSH_PROVIDER: 'native', FCM_SERVICE_ACCOUNT_JSON: account });
    expect(config.FCM_SERVICE_ACCOUNT_JSON).toMatchObject({
      project_id: 'playeats-test',
      token_uri: 'https://oauth2.googleapis.com/token',
    });
  });

  it('sends each platform through its own service, and fails a platform without one', async () => {
    const config = loadConfig({ ...dev, PUSH_PROVIDER: 'native', FCM_SERVICE_ACCOUNT_JSON: account });
    const push = createPush(config, noDb, silent);
    expect(push.kind).toBe('native');
    const message = { token: 'a'.repeat(64), title: 't', body: 'b', data: {}, collapseId: 'c' };
    expect(await push.send({ ...message, platform: 'ios' })).toEqual({
      kind: 'failed',
      reason: 'no push service configured for ios',
    });
  });

  it('takes an APNs key written on one line', () => {
    const config = loadConfig({
      ...dev,
      PUSH_PROVIDER: 'native',
      APNS_KEY_ID: 'KEY1234567',
      APPLE_TEAM_ID: 'ABCDE12345',
      APNS_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIG\\n-----END PRIVATE KEY-----',
    });
    expect(config.APNS_PRIVATE_KEY).toBe('-----BEGIN PRIVATE KEY-----\nMIG\n-----END PRIVATE KEY-----');
  });
});
