import { generateKeyPairSync } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApnsClient } from './apns-push.ts';
import type { PushMessage } from './push-sender.ts';

/**
 * A local stand-in for APNs' provider API (HTTP/2, cleartext here): it checks the provider
 * token (ES256, the team as issuer, the key id in the header) with the public half of a
 * P-256 key made for this run and answers as APNs does (the next answer is set by each test).
 */
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const TEAM = 'ABCDE12345';
const KEY_ID = 'KEY1234567';

let time = Date.parse('2026-11-24T18:00:00Z');
let server: http2.Http2Server;
let base = '';
let requests: { headers: http2.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let answers: { status: number; reason?: string; headers?: Record<string, string> }[] = [];

beforeAll(async () => {
  server = http2.createServer();
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', async () => {
      const token = String(headers.authorization ?? '').replace(/^bearer /, '');
      try {
        const { protectedHeader } = await jwtVerify(token, publicKey, {
          issuer: TEAM,
          algorithms: ['ES256'],
          currentDate: new Date(time),
        });
        if (protectedHeader.kid !== KEY_ID) throw new Error('kid');
      } catch {
        stream.respond({ ':status': 403, 'content-type': 'application/json' });
        stream.end('{"reason":"InvalidProviderToken"}');
        return;
      }
      requests.push({ headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const answer = answers.shift() ?? { status: 200 };
      stream.respond({ ':status': answer.status, 'apns-id': 'stand-in', ...answer.headers });
      stream.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
  answers = [];
});

const client = () =>
  createApnsClient({
    keyId: KEY_ID,
    teamId: TEAM,
    privateKey: pem,
    topic: 'com.playeats.app',
    apiUrl: base,
    now: () => time,
  });
const message: PushMessage = {
  token: 'a'.repeat(64),
  platform: 'ios',
  title: "Luigi's",
  body: "Order #12 from Luigi's is on its way.",
  data: { orderId: 'order-1', notificationId: '7' },
  collapseId: 'notification-7',
};

describe('APNs over HTTP/2', () => {
  it('posts the alert to the device with the provider token, topic and collapse id', async () => {
    const apns = client();
    expect(await apns.send(message)).toEqual({ kind: 'sent' });
    apns.close();
    const [sent] = requests;
    expect(sent!.headers).toMatchObject({
      ':method': 'POST',
      ':path': `/3/device/${'a'.repeat(64)}`,
      'apns-topic': 'com.playeats.app',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': 'notification-7',
    });
    expect(sent!.body).toEqual({
      aps: { alert: { title: "Luigi's", body: "Order #12 from Luigi's is on its way." }, sound: 'default' },
      orderId: 'order-1',
      notificationId: '7',
    });
  });

  it('reads 410 Unregistered and BadDeviceToken as a dead token', async () => {
    const apns = client();
    answers = [
      { status: 410, reason: 'Unregistered' },
      { status: 400, reason: 'BadDeviceToken' },
    ];
    expect(await apns.send(message)).toEqual({ kind: 'unregistered' });
    expect(await apns.send(message)).toEqual({ kind: 'unregistered' });
    apns.close();
  });

  it('retries when APNs is busy, gives up on a refused payload', async () => {
    const apns = client();
    answers = [
      { status: 429, reason: 'TooManyRequests', headers: { 'retry-after': '60' } },
      { status: 503, reason: 'ServiceUnavailable' },
      { status: 400, reason: 'PayloadTooLarge' },
    ];
    expect(await apns.send(message)).toEqual({ kind: 'retry', reason: 'APNs 429 TooManyRequests', afterMs: 60_000 });
    expect((await apns.send(message)).kind).toBe('retry');
    expect(await apns.send(message)).toEqual({ kind: 'failed', reason: 'APNs 400 PayloadTooLarge' });
    apns.close();
  });

  it('signs a new provider token after 40 minutes and when APNs says it expired', async () => {
    const apns = client();
    await apns.send(message);
    time += 41 * 60_000;
    await apns.send(message);
    answers = [{ status: 403, reason: 'ExpiredProviderToken' }];
    expect((await apns.send(message)).kind).toBe('retry');
    time += 1000;
    await apns.send(message);
    apns.close();
    const tokens = requests.map((r) => r.headers.authorization);
    expect(new Set(tokens).size).toBe(3);
    expect(tokens[2]).toBe(tokens[1]);
  });

  it('retries when the service cannot be reached', async () => {
    const apns = createApnsClient({
      keyId: KEY_ID,
      teamId: TEAM,
      privateKey: pem,
      topic: 'com.playeats.app',
      apiUrl: 'http://127.0.0.1:1',
      now: () => time,
    });
    expect((await apns.send(message)).kind).toBe('retry');
    apns.close();
  });
});
