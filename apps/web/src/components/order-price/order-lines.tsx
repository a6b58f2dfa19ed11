import { useTranslation } from 'react-i18next';
import type { PricedLine } from '@playeats/contracts/ordering';
import { useFormatters } from '../../hooks/use-formatters.ts';
import { DishPicture } from '../menu/dish-picture.tsx';
import { useDishPictures } from './use-dish-pictures.ts';

export interface OrderLinesProps {
  lines: readonly PricedLine[];
  currency: string;
  /** The restaurant, whose menu gives each dish its photo or category; without it, pictures by name. */
  restaurantId?: string;
}

/** What an order or quote holds, read-only: the dish's picture, quantity, dish, options, note, line price. */
export function OrderLines({ lines, currency, restaurantId }: OrderLinesProps) {
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  const pictureOf = useDishPictures(restaurantId);
  return (
    <ul className="order-lines">
      {lines.map((line, i) => (
        <li key={`${line.itemId}-${i}`} className="order-line">
          <DishPicture name={line.name} {...pictureOf(line.itemId)} size={44} className="dish-thumb" />
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
