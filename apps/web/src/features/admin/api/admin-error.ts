import type { TFunction } from 'i18next';
import { HttpError } from '../../../lib/http-client.ts';
import { invalidFields, problemBody } from '../../../lib/problem-basics.ts';

/**
 * What an admin reads when a call fails: the server's own detail (problem details name
 * what is wrong, in English: the admin area is an operator's tool), with the fields it
 * names; a network failure or an unreadable answer gets the generic sentence.
 */
export function adminErrorText(error: unknown, t: TFunction<'admin'>): string {
  const body = problemBody(error);
  const detail = typeof body?.detail === 'string' ? body.detail : null;
  const fields = Object.entries(invalidFields(error)).map(([name, reason]) => `${name}: ${reason}`);
  if (detail || fields.length > 0) return [detail, ...fields].filter(Boolean).join(' — ');
  if (error instanceof HttpError && error.status === 403) return t('errors.forbidden');
  return t('errors.generic');
}
