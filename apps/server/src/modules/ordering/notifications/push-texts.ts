import type { OrderStatus } from '@playeats/contracts/ordering';
// The in-app notification texts are the source of truth (features/orders/hooks/
// use-notification-text.ts reads the same keys): a push says what the notifications page says.
import en from '../../../../../web/public/locales/en/ordering.json' with { type: 'json' };
import fr from '../../../../../web/public/locales/fr/ordering.json' with { type: 'json' };

const texts = { en: en.notifications, fr: fr.notifications };

/** {{name}} placeholders filled as i18next fills them (no escaping: a push is plain text). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** What an order's status notification says as a push, in the user's language (English when unknown). */
export function pushText(
  language: string,
  data: { status?: OrderStatus; number?: number; restaurantName?: string },
): { title: string; body: string } {
  const copy = language === 'fr' ? texts.fr : texts.en;
  const values = {
    number: data.number === undefined ? '' : String(data.number),
    restaurant: data.restaurantName ?? '',
  };
  const body = data.status ? fill(copy.status[data.status], values) : copy.generic;
  return { title: data.restaurantName || 'PlayEats', body };
}
