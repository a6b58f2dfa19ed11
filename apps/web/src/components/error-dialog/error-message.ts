import type { i18n as I18n, TFunction } from 'i18next';
import { catchAll, type ErrorDescription, type ErrorEnv } from '../../lib/error-catalogue.ts';

export const SUPPORT_EMAIL = 'support@playeats.app';

/** Hard-coded on purpose: shown when the locale files could not be loaded. */
export const FALLBACK_TEXTS = {
  title: 'Sorry',
  message: `Please try again later or contact support at ${SUPPORT_EMAIL}`,
  okay: 'Okay',
  cancel: 'Cancel',
} as const;

/** Whether the `common` texts are really there (a failed load still counts as "loaded" to i18next). */
export function commonTextsReady(i18n: I18n | undefined, ready: boolean): boolean {
  return Boolean(
    ready &&
    i18n?.isInitialized &&
    i18n.hasLoadedNamespace('common') &&
    i18n.exists('errorDialog.title', { ns: 'common' }),
  );
}

export interface ErrorMessage {
  message: string;
  generic: boolean;
}

/**
 * The words for a description: its translation, else the server's own text, else the
 * catch-all message (a string error with no translation is a generic error to the user).
 */
export function errorMessage(description: ErrorDescription, env: ErrorEnv, t: TFunction, i18n: I18n): ErrorMessage {
  // Keys built from error strings may contain ':'; it must not be read as a namespace.
  const options = { ns: 'common', nsSeparator: false as const };
  const values: Record<string, unknown> = { ...description.values, email: SUPPORT_EMAIL };
  for (const [name, key] of Object.entries(description.valueKeys ?? {})) {
    if (i18n.exists(key, options)) values[name] = String(t(key, options));
  }
  if (description.key && i18n.exists(description.key, options)) {
    return { message: String(t(description.key, { ...options, ...values })), generic: description.generic };
  }
  if (description.text) return { message: description.text, generic: description.generic };
  const fallback = catchAll(env);
  return { message: String(t(fallback.key ?? '', { ...options, ...values })), generic: true };
}
