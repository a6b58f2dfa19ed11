/**
 * The e-mails and SMS the server sends, in the user's language. Each builder returns what
 * Mailer.send / SmsSender.send take (minus `to`), with the link or code also in metadata so
 * the dev outbox page and end-to-end tests can read it without parsing the text.
 */
import { escapeHtml } from '../../lib/escape-html.ts';

export type Language = 'en' | 'fr';

export type EmailKind =
  'activation' | 'accountExists' | 'emailVerification' | 'emailChangeRequested' | 'passwordReset' | 'passwordChanged';
export type SmsKind = 'smsLoginCode' | 'smsPhoneChangeCode';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  metadata: { kind: EmailKind; link?: string; recoveryLink?: string };
}

export interface SmsContent {
  body: string;
  metadata: { kind: SmsKind; code: string };
}

interface Action {
  label: string;
  href: string;
}

interface EmailCopy {
  subject: string;
  paragraphs: string[];
  actions: Action[];
  after: string[];
}

const PRODUCT = 'PlayEats';

const common = {
  en: {
    greeting: 'Hello,',
    signature: `The ${PRODUCT} team`,
    fallback: 'If the button does not work, copy this address:',
  },
  fr: {
    greeting: 'Bonjour,',
    signature: `L'équipe ${PRODUCT}`,
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse :',
  },
} satisfies Record<Language, Record<string, string>>;

function duration(minutes: number, language: Language): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${language === 'fr' ? 'heure' : 'hour'}${hours > 1 ? 's' : ''}`;
  }
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

function renderText(language: Language, copy: EmailCopy): string {
  const { greeting, signature } = common[language];
  // French typography puts a space before the colon.
  const colon = language === 'fr' ? ' :' : ':';
  return [
    greeting,
    ...copy.paragraphs,
    ...copy.actions.map((a) => `${a.label}${colon}\n${a.href}`),
    ...copy.after,
    signature,
  ].join('\n\n');
}

// Table-free, inline-styled HTML: what mail clients render reliably. Every piece of copy
// goes through escapeHtml here, so no builder can forget to escape a value.
function renderHtml(language: Language, copy: EmailCopy): string {
  const { greeting, signature, fallback } = common[language];
  const p = (text: string, style = 'margin:0 0 16px;line-height:1.5;') => `<p style="${style}">${escapeHtml(text)}</p>`;
  const action = ({ label, href }: Action) =>
    `<p style="margin:0 0 8px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#5b21b6;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#52525b;">${escapeHtml(fallback)}<br><a href="${escapeHtml(href)}" style="color:#5b21b6;word-break:break-all;">${escapeHtml(href)}</a></p>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(copy.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;">',
    `<div role="article" aria-roledescription="email" aria-label="${escapeHtml(copy.subject)}" lang="${language}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;">`,
    `<h1 style="font-size:22px;margin:0 0 16px;">${PRODUCT}</h1>`,
    p(greeting),
    ...copy.paragraphs.map((text) => p(text)),
    ...copy.actions.map(action),
    ...copy.after.map((text) => p(text)),
    p(signature, 'margin:0;line-height:1.5;'),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

function email(language: Language, kind: EmailKind, copy: EmailCopy, extra: Partial<EmailContent['metadata']> = {}) {
  const link = copy.actions[0]?.href;
  return {
    subject: copy.subject,
    text: renderText(language, copy),
    html: renderHtml(language, copy),
    metadata: { kind, ...(link !== undefined && { link }), ...extra },
  } satisfies EmailContent;
}

const url = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`;
const tokenUrl = (publicUrl: string, path: string, token: string) =>
  url(publicUrl, `${path}/${encodeURIComponent(token)}`);

interface Base {
  language: Language;
  /** config.publicUrl: where the links point. */
  publicUrl: string;
}

interface TokenLink extends Base {
  token: string;
  /** How long the link works; the services own the real expiry, this only states it. */
  validForMinutes?: number;
}

interface Code {
  language: Language;
  code: string;
  validForMinutes?: number;
}

function activation({ language, publicUrl, token, validForMinutes = 24 * 60 }: TokenLink): EmailContent {
  const href = tokenUrl(publicUrl, '/api/users/activate', token);
  const valid = duration(validForMinutes, language);
  return email(
    language,
    'activation',
    language === 'fr'
      ? {
          subject: `Activez votre compte ${PRODUCT}`,
          paragraphs: [`Bienvenue sur ${PRODUCT} !`, 'Pour activer votre compte, ouvrez ce lien.'],
          actions: [{ label: 'Activer mon compte', href }],
          after: [`Ce lien est valable ${valid}. Si vous ne vous êtes pas inscrit à ${PRODUCT}, ignorez ce courriel.`],
        }
      : {
          subject: `Activate your ${PRODUCT} account`,
          paragraphs: [`Welcome to ${PRODUCT}!`, 'To activate your account, open this link.'],
          actions: [{ label: 'Activate my account', href }],
          after: [
            `This link is valid for ${valid}. If you did not sign up for ${PRODUCT}, you can ignore this e-mail.`,
          ],
        },
  );
}

function accountExists({ language, publicUrl, email: address }: Base & { email: string }): EmailContent {
  const login = url(publicUrl, '/login');
  const recovery = url(publicUrl, '/passwordRecovery');
  return email(
    language,
    'accountExists',
    language === 'fr'
      ? {
          subject: `Vous avez déjà un compte ${PRODUCT}`,
          paragraphs: [
            `Quelqu'un (peut-être vous) a tenté de créer un compte ${PRODUCT} avec l'adresse ${address}, mais un compte existe déjà pour cette adresse.`,
          ],
          actions: [
            { label: 'Me connecter', href: login },
            { label: 'Mot de passe oublié ? En choisir un nouveau', href: recovery },
          ],
          after: ["Si ce n'était pas vous, ignorez ce courriel : votre compte n'a pas été modifié."],
        }
      : {
          subject: `You already have a ${PRODUCT} account`,
          paragraphs: [
            `Someone (maybe you) tried to create a ${PRODUCT} account with ${address}, but an account with this address already exists.`,
          ],
          actions: [
            { label: 'Sign in', href: login },
            { label: 'Forgot your password? Choose a new one', href: recovery },
          ],
          after: ["If it wasn't you, you can ignore this e-mail: nothing has changed on your account."],
        },
    { recoveryLink: recovery },
  );
}

function emailVerification({
  language,
  publicUrl,
  token,
  email: address,
  validForMinutes = 24 * 60,
}: TokenLink & { email: string }): EmailContent {
  const href = tokenUrl(publicUrl, '/verifyemail', token);
  const valid = duration(validForMinutes, language);
  return email(
    language,
    'emailVerification',
    language === 'fr'
      ? {
          subject: `Confirmez votre nouvelle adresse courriel ${PRODUCT}`,
          paragraphs: [
            `Vous avez demandé à utiliser ${address} pour votre compte ${PRODUCT}. Pour confirmer cette adresse, ouvrez ce lien.`,
          ],
          actions: [{ label: 'Confirmer mon adresse courriel', href }],
          after: [
            `Ce lien est valable ${valid}. Si vous n'avez pas demandé ce changement, ignorez ce courriel : votre compte garde son adresse actuelle.`,
          ],
        }
      : {
          subject: `Confirm your new ${PRODUCT} e-mail address`,
          paragraphs: [
            `You asked to use ${address} for your ${PRODUCT} account. To confirm this address, open this link.`,
          ],
          actions: [{ label: 'Confirm my e-mail address', href }],
          after: [
            `This link is valid for ${valid}. If you did not ask for this change, ignore this e-mail: your account keeps its current address.`,
          ],
        },
  );
}

function passwordReset({ language, publicUrl, token, validForMinutes = 60 }: TokenLink): EmailContent {
  const href = tokenUrl(publicUrl, '/api/users/resetPassword', token);
  const valid = duration(validForMinutes, language);
  return email(
    language,
    'passwordReset',
    language === 'fr'
      ? {
          subject: `Réinitialisez votre mot de passe ${PRODUCT}`,
          paragraphs: [
            `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${PRODUCT}. Pour choisir un nouveau mot de passe, ouvrez ce lien.`,
          ],
          actions: [{ label: 'Choisir un nouveau mot de passe', href }],
          after: [
            `Ce lien est valable ${valid} et ne fonctionne qu'une fois. Si ce n'était pas vous, ignorez ce courriel : votre mot de passe reste le même.`,
          ],
        }
      : {
          subject: `Reset your ${PRODUCT} password`,
          paragraphs: [
            `We received a request to reset the password of your ${PRODUCT} account. To choose a new password, open this link.`,
          ],
          actions: [{ label: 'Choose a new password', href }],
          after: [
            `This link is valid for ${valid} and works once. If it wasn't you, ignore this e-mail: your password stays the same.`,
          ],
        },
  );
}

/** Sent to the old address when someone asks to move the account to a new one. */
function emailChangeRequested({ language, publicUrl, newEmail }: Base & { newEmail: string }): EmailContent {
  const href = url(publicUrl, '/passwordRecovery');
  return email(
    language,
    'emailChangeRequested',
    language === 'fr'
      ? {
          subject: `Changement d'adresse courriel de votre compte ${PRODUCT}`,
          paragraphs: [
            `Quelqu'un a demandé que votre compte ${PRODUCT} utilise désormais l'adresse ${newEmail}. Le changement se fera quand le lien envoyé à cette adresse sera ouvert.`,
            "Si ce n'était pas vous, réinitialisez votre mot de passe dès maintenant : cela annule la demande et déconnecte tous les appareils.",
          ],
          actions: [{ label: 'Réinitialiser mon mot de passe', href }],
          after: [],
        }
      : {
          subject: `Your ${PRODUCT} e-mail address is being changed`,
          paragraphs: [
            `Someone asked for your ${PRODUCT} account to use ${newEmail} from now on. The change happens when the link sent to that address is opened.`,
            "If it wasn't you, reset your password right away: that cancels the request and signs every device out.",
          ],
          actions: [{ label: 'Reset my password', href }],
          after: [],
        },
  );
}

function passwordChanged({ language, publicUrl }: Base): EmailContent {
  const href = url(publicUrl, '/passwordRecovery');
  return email(
    language,
    'passwordChanged',
    language === 'fr'
      ? {
          subject: `Votre mot de passe ${PRODUCT} a été modifié`,
          paragraphs: [
            `Le mot de passe de votre compte ${PRODUCT} vient d'être modifié. Si c'était vous, vous n'avez rien d'autre à faire.`,
            "Si ce n'était pas vous, choisissez un nouveau mot de passe dès maintenant.",
          ],
          actions: [{ label: 'Réinitialiser mon mot de passe', href }],
          after: [],
        }
      : {
          subject: `Your ${PRODUCT} password was changed`,
          paragraphs: [
            `The password of your ${PRODUCT} account was just changed. If it was you, there is nothing else to do.`,
            "If it wasn't you, choose a new password right away.",
          ],
          actions: [{ label: 'Reset my password', href }],
          after: [],
        },
  );
}

// SMS copy stays within the GSM-7 alphabet (é is in it; ê, ç and curly quotes are not), so
// each message is one 160-character segment instead of a 70-character UCS-2 one.
function smsLoginCode({ language, code, validForMinutes = 10 }: Code): SmsContent {
  const valid = duration(validForMinutes, language);
  return {
    body:
      language === 'fr'
        ? `Code ${PRODUCT} : ${code}. Valable ${valid}. Ne le partagez jamais.`
        : `${PRODUCT} code: ${code}. Valid ${valid}. Never share it.`,
    metadata: { kind: 'smsLoginCode', code },
  };
}

function smsPhoneChangeCode({ language, code, validForMinutes = 10 }: Code): SmsContent {
  const valid = duration(validForMinutes, language);
  return {
    body:
      language === 'fr'
        ? `Code ${PRODUCT} pour confirmer votre nouveau numéro : ${code}. Valable ${valid}. Ne le partagez jamais.`
        : `${PRODUCT} code to confirm your new phone number: ${code}. Valid ${valid}. Never share it.`,
    metadata: { kind: 'smsPhoneChangeCode', code },
  };
}

export const templates = {
  activation,
  accountExists,
  emailVerification,
  emailChangeRequested,
  passwordReset,
  passwordChanged,
  smsLoginCode,
  smsPhoneChangeCode,
};
