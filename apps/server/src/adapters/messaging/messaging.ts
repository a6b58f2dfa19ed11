import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer, createOutboxSmsSender } from './outbox.ts';
import type { SmsSender } from './sms.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createTwilioSmsSender } from './twilio-sms.ts';

export interface Messaging {
  mailer: Mailer;
  sms: SmsSender;
}

export type MessagingConfig = Pick<
  Config,
  'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'
>;

/**
 * The real providers when configured, else the local outbox, each channel on its own: a
 * demo can send real e-mail while SMS codes stay on the dev outbox page.
 */
export function createMessaging(config: MessagingConfig, db: Database, logger: FastifyBaseLogger): Messaging {
  const outboxDeps = { db, logger, logSecrets: config.NODE_ENV === 'development' };

  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, logger })
    : createOutboxMailer(outboxDeps);

  // loadConfig refuses TWILIO_ACCOUNT_SID without the token and sender; checked again here
  // so a hand-built config cannot produce a sender that fails on every message.
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  let sms: SmsSender;
  if (accountSid) {
    if (!authToken || !from) throw new Error('TWILIO_AUTH_TOKEN and TWILIO_FROM are required with TWILIO_ACCOUNT_SID');
    sms = createTwilioSmsSender({ accountSid, authToken, from, apiUrl: config.TWILIO_API_URL });
  } else {
    sms = createOutboxSmsSender(outboxDeps);
  }

  if (config.NODE_ENV === 'production' && (mailer.kind === 'outbox' || sms.kind === 'outbox')) {
    // Legitimate for a demo, but in a real deployment users would never get their links.
    logger.warn({ mailer: mailer.kind, sms: sms.kind }, 'messages go to the local outbox: set SMTP_URL / TWILIO_*');
  } else {
    logger.info({ mailer: mailer.kind, sms: sms.kind }, 'messaging adapters chosen');
  }
  return { mailer, sms };
}
