import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFcmClient } from './fcm-push.ts';
import type { PushMessage } from './push-sender.ts';

/**
 * A local stand-in for Google's token endpoint and FCM's HTTP v1 API: it checks the
 * service account's signed assertion with the public half of a key made for this run,
 * and answers sends as FCM does (the next answer is set by each test).
 */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const CLIENT_EMAIL = 'push@playeats-test.iam.gserviceaccount.com';

let time = Date.parse('2026-11-24T18:00:00Z');
let server: http.Server;
let base = '';
let tokensIssued = 0;
let sends: { auth: string | undefined; path: string; body: Record<string, unknown> }[] = [];
let answers: { status: number; body?: unknown; headers?: Record<string, string> }[] = [];

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/token') {
      const form = new URLSearchParams(body);
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
          currentDate: new Date(time),
          issuer: CLIENT_EMAIL,
          audience: `${base}/token`,
          algorithms: ['RS256'],
        });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant');
        if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('scope');
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
        return;
      }
      tokensIssued += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: `ya29.token-${tokensIssued}`, expires_in: 3599, token_type: 'Bearer' }));
      return;
    }
    sends.push({ auth: req.headers.authorization, path: req.url ?? '', body: JSON.parse(body) });
    const answer = answers.shift() ?? { status: 200, body: { name: 'projects/playeats-test/messages/0:1' } };
    res
      .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      .end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  sends = [];
  answers = [];
  tokensIssued = 0;
});

const client = (key = pem) =>
  createFcmClient({
    projectId: 'playeats-test',
    account: { client_email: CLIENT_EMAIL, private_key: key, token_uri: `${base}/token` },
    apiUrl: base,
    now: () => time,
  });
const message: PushMessage = {
  token: 'fcm-token-1',
  platform: 'android',
  title: "Luigi's",
  body: "Order #12 from Luigi's is on its way.",
  data: { orderId: 'order-1', notificationId: '7' },
  collapseId: 'notification-7',
};
const fcmError = (status: number, code: string, errorCode?: string) => ({
  status,
  body: {
    error: {
      code: status,
      status: code,
      message: 'stand-in',
      ...(errorCode && { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] }),
    },
  },
});

describe('FCM HTTP v1', () => {
  it('sends the v1 message with a token from the service account exchange, and reuses that token', async () => {
    const fcm = client();
    expect(await fcm.send(message)).toEqual({ kind: 'sent' });
    expect(await fcm.send({ ...message, token: 'fcm-token-2' })).toEqual({ kind: 'sent' });
    expect(tokensIssued).toBe(1);
    expect(sends).toHaveLength(2);
    expect(sends[0]).toEqual({
      auth: 'Bearer ya29.token-1',
      path: '/v1/projects/playeats-test/messages:send',
      body: {
        message: {
          token: 'fcm-token-1',
          notification: { title: "Luigi's", body: "Order #12 from Luigi's is on its way." },
          data: { orderId: 'order-1', notificationId: '7' },
          android: { priority: 'HIGH', collapse_key: 'notification-7', notification: { tag: 'notification-7' } },
        },
      },
    });
  });

  it('asks for a new access token once the old one is about to expire', async () => {
    const fcm = client();
    await fcm.send(message);
    time += 3599_000 - 30_000;
    await fcm.send(message);
    expect(tokensIssued).toBe(2);
    expect(sends[1]!.auth).toBe('Bearer ya29.token-2');
  });

  it('reads UNREGISTERED as a dead token', async () => {
    answers = [fcmError(404, 'NOT_FOUND', 'UNREGISTERED')];
    expect(await client().send(message)).toEqual({ kind: 'unregistered' });
  });

  it('retries on quota and server errors, for as long as Retry-After asks', async () => {
    answers = [{ ...fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'), headers: { 'retry-after': '120' } }];
    expect(await client().send(message)).toEqual({
      kind: 'retry',
      reason: 'FCM 429 QUOTA_EXCEEDED',
      afterMs: 120_000,
    });
    answers = [fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE')];
    expect((await client().send(message)).kind).toBe('retry');
  });

  it('gives up on a message FCM refuses, and drops a refused access token', async () => {
    answers = [fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT')];
    expect(await client().send(message)).toEqual({ kind: 'failed', reason: 'FCM 400 INVALID_ARGUMENT' });

    const fcm = client();
    answers = [fcmError(401, 'UNAUTHENTICATED')];
    expect((await fcm.send(message)).kind).toBe('retry');
    await fcm.send(message);
    expect(sends.at(-1)!.auth).toBe(`Bearer ya29.token-${tokensIssued}`);
    expect(tokensIssued).toBe(3);
  });

  it('retries when the token exchange is refused (a key Google does not know)', async () => {
    const { privateKey: other } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const outcome = await client(other.export({ type: 'pkcs8', format: 'pem' }).toString()).send(message);
    expect(outcome).toMatchObject({ kind: 'retry' });
    expect(sends).toEqual([]);
  });
});
