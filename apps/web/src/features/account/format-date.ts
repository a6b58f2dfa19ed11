import { ACCEPT_LANGUAGE, type Language } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

/** A date as people of that language write it ("March 5, 2025", "5 mars 2025"); unparsable input is shown as is. */
export function formatLongDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(ACCEPT_LANGUAGE[language], { dateStyle: 'long' }).format(date);
}
