import type { FastifyBaseLogger } from 'fastify';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import type { Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; query parameters become nodemailer options. */
  url: string;
  /** The From header, e.g. `PlayEats <no-reply@playeats.app>`. */
  from: string;
  logger: FastifyBaseLogger;
}

/**
 * Sends through an SMTP server over a small pool of kept-open connections, so a burst of
 * sign-ups does not pay a TCP + TLS + AUTH handshake per message.
 */
export function createSmtpMailer({ url, from, logger }: SmtpMailerOptions): Mailer {
  // nodemailer is loaded with the first message, not at start-up (load-on-first-use.ts).
  const openTransport = loadOnFirstUse(
    async () =>
      (await import('nodemailer')).default.createTransport({
        url,
        pool: true,
        maxConnections: 3,
        // nodemailer's defaults wait minutes; a request that sends mail should fail fast instead.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    'nodemailer',
  );
  // The transport being opened or open, so closing waits for one a first message is opening.
  let transport: ReturnType<typeof openTransport> | undefined;

  return {
    kind: 'smtp',
    async send(message) {
      try {
        transport = openTransport();
        const info = await (
          await transport
        ).sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html !== undefined && { html: message.html }),
        });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
      } catch (err) {
        // The SMTP reply (e.g. "550 mailbox unavailable") is the useful part; credentials in
        // the URL never appear in nodemailer's messages.
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`SMTP delivery to ${message.to} failed: ${reason}`, { cause: err });
      }
    },
    async close() {
      const opening = transport;
      if (opening) (await opening.catch(() => null))?.close();
    },
  };
}
