import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioSmsSender, TwilioError } from './twilio-sms.ts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A stand-in for api.twilio.com answering from a queue (201 when the queue is empty). */
describe('Twilio SMS sender', () => {
  let server: http.Server;
  let apiUrl: string;
  const received: Received[] = [];
  const replies: Reply[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          form: Object.fromEntries(new URLSearchParams(raw)),
        });
        const reply = replies.shift() ?? { status: 201, body: { sid: 'SM123', status: 'queued' } };
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    replies.length = 0;
  });

  const sender = (from = '+15145550000') =>
    createTwilioSmsSender({ accountSid: 'AC0123456789abcdef', authToken: 's3cret', from, apiUrl });

  it('POSTs the Messages form with basic auth and resolves on 201', async () => {
    await sender().send({ to: '+15145551234', body: 'PlayEats code: 123456. Valid 10 minutes. Never share it.' });
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(req!.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:s3cret').toString('base64')}`);
    expect(req!.contentType).toBe('application/x-www-form-urlencoded');
    expect(req!.form).toEqual({
      To: '+15145551234',
      From: '+15145550000',
      Body: 'PlayEats code: 123456. Valid 10 minutes. Never share it.',
    });
  });

  it('sends through a Messaging Service when TWILIO_FROM is an MG sid', async () => {
    await sender('MG9752274e9e519418a7406176694466fa').send({ to: '+15145551234', body: 'hi' });
    expect(received[0]!.form).toEqual({
      To: '+15145551234',
      MessagingServiceSid: 'MG9752274e9e519418a7406176694466fa',
      Body: 'hi',
    });
  });

  it("surfaces Twilio's error code and message, without retrying a 4xx", async () => {
    replies.push({
      status: 400,
      body: { code: 21211, message: "The 'To' number +1514 is not a valid phone number.", status: 400 },
    });
    const error = await sender()
      .send({ to: '+1514', body: 'hi' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TwilioError);
    expect(error).toMatchObject({ status: 400, code: 21211 });
    expect((error as Error).message).toContain('21211');
    expect((error as Error).message).toContain('not a valid phone number');
    expect(received).toHaveLength(1);
  });

  it('retries once on 503 and succeeds', async () => {
    replies.push({
      status: 503,
      body: { code: 20500, message: 'Internal Server Error' },
      headers: { 'retry-after': '0' },
    });
    await sender().send({ to: '+15145551234', body: 'hi' });
    expect(received).toHaveLength(2);
    expect(received[1]!.form).toEqual(received[0]!.form);
  });

  it('gives up after the one retry', async () => {
    replies.push(
      { status: 429, body: { code: 20429, message: 'Too Many Requests' }, headers: { 'retry-after': '0' } },
      { status: 429, body: { code: 20429, message: 'Too Many Requests' }, headers: { 'retry-after': '0' } },
    );
    await expect(sender().send({ to: '+15145551234', body: 'hi' })).rejects.toMatchObject({ status: 429, code: 20429 });
    expect(received).toHaveLength(2);
  });

  it('caps a long Retry-After so the user is not kept waiting', async () => {
    replies.push({ status: 503, body: {}, headers: { 'retry-after': '3600' } });
    const fast = createTwilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+15145550000',
      apiUrl,
      maxRetryDelayMs: 50,
    });
    const started = Date.now();
    await fast.send({ to: '+15145551234', body: 'hi' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(received).toHaveLength(2);
  });

  it('fails with a clear error when Twilio cannot be reached', async () => {
    const unreachable = createTwilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+15145550000',
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(unreachable.send({ to: '+15145551234', body: 'hi' })).rejects.toThrow(/Twilio request failed/);
  });
});
