import { useTranslation } from 'react-i18next';
import type { PricedLine } from '@playeats/contracts/ordering';
import { useFormatters } from '../../hooks/use-formatters.ts';

/** What an order or quote holds, read-only: quantity, dish, options, note, line price. */
export function OrderLines({ lines, currency }: { lines: readonly PricedLine[]; currency: string }) {
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  return (
    <ul className="order-lines">
      {lines.map((line, i) => (
        <li key={`${line.itemId}-${i}`} className="order-line">
          <span className="order-line-main">
            <span className="order-line-name">
              {t('lines.quantityName', { quantity: line.quantity, name: line.name })}
            </span>
            {line.options.length > 0 && (
              <span className="order-line-options muted">{line.options.map((o) => o.name).join(', ')}</span>
            )}
            {line.note && <span className="order-line-note muted">{t('lines.note', { note: line.note })}</span>}
          </span>
          <span className="order-line-price">{money(line.lineTotalCents, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
