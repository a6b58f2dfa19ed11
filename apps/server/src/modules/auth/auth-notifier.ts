import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging/messaging.ts';
import { templates, type Language } from '../../adapters/messaging/templates.ts';
import type { AuthNotifier, Recipient } from './auth-deps.ts';

const lang = (language: string): Language => (language === 'fr' ? 'fr' : 'en');

export interface QueuedNotifier extends AuthNotifier {
  /** Resolves when every message handed over so far has been delivered or has failed. */
  settled(): Promise<void>;
}

/**
 * Sign-in messages over the mail and SMS adapters, sent after the answer rather than
 * before it: how long an answer takes must not tell whether an account exists (a known
 * address would wait for the mail server). A delivery failure is logged; the person can
 * ask again (resend, new code).
 */
export function createAuthNotifier(messaging: Messaging, publicUrl: string, logger: FastifyBaseLogger): QueuedNotifier {
  const pending = new Set<Promise<void>>();
  const later = (kind: string, deliver: () => Promise<void>): Promise<void> => {
    const delivery = deliver()
      .catch((err: unknown) => logger.error({ err, kind }, 'message delivery failed'))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
    return Promise.resolve();
  };
  const mail = (to: Recipient, content: { subject: string; text: string; html: string; metadata: { kind: string } }) =>
    later(content.metadata.kind, () =>
      messaging.mailer.send({ to: to.email, ...content, metadata: { ...content.metadata } }),
    );
  return {
    activation: (to, token) => mail(to, templates.activation({ language: lang(to.language), publicUrl, token })),
    accountExists: (to) =>
      mail(to, templates.accountExists({ language: lang(to.language), publicUrl, email: to.email })),
    emailVerification: (to, token) =>
      mail(to, templates.emailVerification({ language: lang(to.language), publicUrl, token, email: to.email })),
    emailChangeRequested: (to, newEmail) =>
      mail(to, templates.emailChangeRequested({ language: lang(to.language), publicUrl, newEmail })),
    passwordReset: (to, token) => mail(to, templates.passwordReset({ language: lang(to.language), publicUrl, token })),
    passwordChanged: (to) => mail(to, templates.passwordChanged({ language: lang(to.language), publicUrl })),
    smsCode(phone, language, code, purpose) {
      const content =
        purpose === 'login'
          ? templates.smsLoginCode({ language: lang(language), code })
          : templates.smsPhoneChangeCode({ language: lang(language), code });
      return later(content.metadata.kind, () =>
        messaging.sms.send({ to: phone, body: content.body, metadata: { ...content.metadata } }),
      );
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
