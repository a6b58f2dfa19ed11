import type { TFunction } from 'i18next';
import { problemName } from '../../lib/problem-basics.ts';
import { numberFormat } from '../../lib/intl.ts';
import { httpStatus, invalidFields, retryAfterSeconds } from './problem.ts';

/** What a form shows inline for an expected failure. */
export interface FormErrors {
  /** About the whole form (role="alert"). */
  alert: string | null;
  /** By field name (email, password, phone, code, ...). */
  fields: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { alert: null, fields: {} };

/** "30 seconds", "2 minutes", "30 secondes": the wait after a 429, in the reader's language. */
export function formatWait(seconds: number, language: string): string {
  const minutes = seconds >= 90 ? Math.ceil(seconds / 60) : null;
  return numberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ?? seconds);
}

const FIELD_MESSAGES: Record<string, string> = {
  email: 'errors.emailInvalid',
  password: 'errors.passwordLength',
  phone: 'errors.phoneInvalid',
  code: 'errors.codeInvalid',
  promoCode: 'errors.promoCodeInvalid',
  referrerCode: 'errors.promoCodeInvalid',
  country: 'errors.countryRequired',
};

/**
 * The sign-in failures a person can fix, as inline messages (the `auth` namespace); null
 * for anything else, which the caller sends to the error dialog and its catalogue.
 */
export function expectedErrors(error: unknown, t: TFunction<'auth'>, language: string): FormErrors | null {
  const name = problemName(error);
  const status = httpStatus(error);
  if (status === 429 || name === 'TooManyRequestsException') {
    const seconds = retryAfterSeconds(error);
    return {
      alert: seconds
        ? t('errors.tooManyRequestsWait', { wait: formatWait(seconds, language) })
        : t('errors.tooManyRequests'),
      fields: {},
    };
  }
  switch (name) {
    case 'InvalidCredentialsException':
      return { alert: t('errors.invalidCredentials'), fields: {} };
    case 'AccountNotActivatedException':
      return { alert: t('errors.notActivated'), fields: {} };
    case 'AccountChangedException':
      return { alert: t('errors.accountChanged'), fields: {} };
    case 'InvalidCodeException':
      return { alert: null, fields: { code: t('errors.wrongCode') } };
    case 'WeakPasswordException':
      return { alert: null, fields: { password: t('errors.weakPassword') } };
    case 'InvalidIdTokenException':
      return { alert: t('errors.invalidIdToken'), fields: {} };
    case 'ValidationException': {
      const fields: Record<string, string> = {};
      for (const field of Object.keys(invalidFields(error))) {
        const key = FIELD_MESSAGES[field];
        if (key) fields[field] = t(key);
      }
      return Object.keys(fields).length > 0 ? { alert: null, fields } : null;
    }
    default:
      return null;
  }
}
