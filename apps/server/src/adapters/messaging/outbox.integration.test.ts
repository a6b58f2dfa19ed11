import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { templates } from './templates.ts';
import { createOutboxMailer, createOutboxSmsSender, listOutbox } from './outbox.ts';

interface LogLine {
  obj: Record<string, unknown>;
  msg: string;
}

function recordingLogger() {
  const lines: LogLine[] = [];
  const noop = () => undefined;
  const logger = {
    level: 'info',
    fatal: noop,
    error: noop,
    warn: noop,
    info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe('local outbox', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores e-mails and SMS and lists them newest first, filtered', async () => {
    const { db } = database;
    const { logger } = recordingLogger();
    const mailer = createOutboxMailer({ db, logger });
    const sms = createOutboxSmsSender({ db, logger });
    const activation = templates.activation({
      language: 'en',
      publicUrl: 'http://localhost:8080',
      token: 'a'.repeat(32),
    });

    await mailer.send({ to: 'one@example.com', ...activation });
    await sms.send({ to: '+15145551234', ...templates.smsLoginCode({ language: 'en', code: '123456' }) });
    await mailer.send({ to: 'two@example.com', subject: 'Second', text: 'plain' });
    await mailer.send({ to: 'one@example.com', subject: 'Third', text: 'again' });

    const all = await listOutbox(db, { limit: 10 });
    expect(all.map((m) => m.subject ?? m.text)).toEqual([
      'Third',
      'Second',
      'PlayEats code: 123456. Valid 10 minutes. Never share it.',
      'Activate your PlayEats account',
    ]);

    const [email] = all.slice(-1);
    expect(email).toMatchObject({
      channel: 'email',
      recipient: 'one@example.com',
      text: activation.text,
      html: activation.html,
      metadata: { kind: 'activation', link: `http://localhost:8080/api/users/activate/${'a'.repeat(32)}` },
    });
    expect(email!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(email!.createdAt).toBeInstanceOf(Date);

    const [text] = await listOutbox(db, { channel: 'sms', limit: 10 });
    expect(text).toMatchObject({
      channel: 'sms',
      recipient: '+15145551234',
      subject: null,
      html: null,
      metadata: { kind: 'smsLoginCode', code: '123456' },
    });

    const forOne = await listOutbox(db, { recipient: 'one@example.com', limit: 10 });
    expect(forOne.map((m) => m.subject)).toEqual(['Third', 'Activate your PlayEats account']);
    expect(await listOutbox(db, { recipient: 'one@example.com', channel: 'sms', limit: 10 })).toEqual([]);
    expect((await listOutbox(db, { limit: 2 })).map((m) => m.subject)).toEqual(['Third', 'Second']);
  });

  it('logs recipient and subject but keeps links and codes out unless asked', async () => {
    const { db } = database;
    const quiet = recordingLogger();
    await createOutboxMailer({ db, logger: quiet.logger }).send({
      to: 'log@example.com',
      ...templates.passwordReset({ language: 'en', publicUrl: 'http://localhost:8080', token: 'secret-token-12345' }),
    });
    await createOutboxSmsSender({ db, logger: quiet.logger }).send({
      to: '+15145559999',
      ...templates.smsLoginCode({ language: 'en', code: '987654' }),
    });
    expect(quiet.lines).toHaveLength(2);
    expect(quiet.lines[0]!.obj).toMatchObject({ to: 'log@example.com', subject: 'Reset your PlayEats password' });
    expect(quiet.lines[1]!.obj).toMatchObject({ to: '+15145559999', kind: 'smsLoginCode' });
    const logged = JSON.stringify(quiet.lines);
    expect(logged).not.toContain('secret-token-12345');
    expect(logged).not.toContain('987654');

    const dev = recordingLogger();
    await createOutboxSmsSender({ db, logger: dev.logger, logSecrets: true }).send({
      to: '+15145559999',
      ...templates.smsLoginCode({ language: 'en', code: '987654' }),
    });
    expect(dev.lines[0]!.obj).toMatchObject({ code: '987654' });
  });
});
