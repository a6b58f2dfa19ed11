import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createMessaging } from './messaging.ts';

// Choosing adapters never touches the database; only sending to the outbox would.
const db = {} as Database;

function recordingLogger() {
  const warnings: string[] = [];
  const noop = () => undefined;
  const logger = {
    level: 'info',
    fatal: noop,
    error: noop,
    warn: (_obj: unknown, msg?: string) => warnings.push(msg ?? ''),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, warnings };
}

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('createMessaging', () => {
  it('uses the local outbox for both channels when nothing is configured', () => {
    const { mailer, sms } = createMessaging(config({}), db, recordingLogger().logger);
    expect(mailer.kind).toBe('outbox');
    expect(sms.kind).toBe('outbox');
  });

  it('uses SMTP when SMTP_URL is set and Twilio when TWILIO_ACCOUNT_SID is set', async () => {
    const { mailer, sms } = createMessaging(
      config({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15145550000',
      }),
      db,
      recordingLogger().logger,
    );
    expect(mailer.kind).toBe('smtp');
    expect(sms.kind).toBe('twilio');
    await mailer.close();
  });

  it('chooses each channel on its own', async () => {
    const { mailer, sms } = createMessaging(
      config({ SMTP_URL: 'smtp://127.0.0.1:2525' }),
      db,
      recordingLogger().logger,
    );
    expect([mailer.kind, sms.kind]).toEqual(['smtp', 'outbox']);
    await mailer.close();
  });

  it('warns when production messages would stay in the outbox', () => {
    const { logger, warnings } = recordingLogger();
    createMessaging(config({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }), db, logger);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('outbox');
  });
});
