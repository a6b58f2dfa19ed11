import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging.ts';
import { templates, type Language } from '../notifications/templates.ts';
import type { AuthNotifier, Recipient } from './auth-deps.ts';

const lang = (language: string): Language => (language === 'fr' ? 'fr' : 'en');

/**
 * Sign-in messages over the mail and SMS adapters. A delivery failure is logged, not
 * returned: the answers are generic on purpose, and the person can ask again (resend,
 * new code), which is better than a half-explained error.
 */
export function createAuthNotifier(messaging: Messaging, publicUrl: string, logger: FastifyBaseLogger): AuthNotifier {
  const mail = async (to: Recipient, content: { subject: string; text: string; html: string; metadata: object }) => {
    try {
      await messaging.mailer.send({ to: to.email, ...content, metadata: { ...content.metadata } });
    } catch (err) {
      logger.error({ err, kind: (content.metadata as { kind?: string }).kind }, 'e-mail delivery failed');
    }
  };
  return {
    activation: (to, token) => mail(to, templates.activation({ language: lang(to.language), publicUrl, token })),
    accountExists: (to) =>
      mail(to, templates.accountExists({ language: lang(to.language), publicUrl, email: to.email })),
    emailVerification: (to, token) =>
      mail(to, templates.emailVerification({ language: lang(to.language), publicUrl, token, email: to.email })),
    passwordReset: (to, token) => mail(to, templates.passwordReset({ language: lang(to.language), publicUrl, token })),
    passwordChanged: (to) => mail(to, templates.passwordChanged({ language: lang(to.language), publicUrl })),
    async smsCode(phone, language, code, purpose) {
      const content =
        purpose === 'login'
          ? templates.smsLoginCode({ language: lang(language), code })
          : templates.smsPhoneChangeCode({ language: lang(language), code });
      try {
        await messaging.sms.send({ to: phone, body: content.body, metadata: { ...content.metadata } });
      } catch (err) {
        logger.error({ err, kind: content.metadata.kind }, 'SMS delivery failed');
      }
    },
  };
}
