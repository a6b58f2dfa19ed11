import { useTranslation } from 'react-i18next';
import type { PricedLine } from '@playeats/contracts/ordering';
import { DishPicture } from '../../../components/menu/dish-picture.tsx';
import { QuantityStepper } from '../../../components/menu/quantity-stepper.tsx';
import type { DishPictureSource } from '../../../components/order-price/use-dish-pictures.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';

export interface CartLineItemProps {
  line: PricedLine;
  currency: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** The dish's photo or menu category, when the restaurant's menu is known. */
  picture?: DishPictureSource | undefined;
}

/** One line of the cart: the dish's picture, the dish and its options, the price, a quantity stepper and Remove. */
export function CartLineItem({ line, currency, onQuantityChange, onRemove, picture }: CartLineItemProps) {
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  return (
    <li className="cart-line">
      <DishPicture name={line.name} {...picture} size={44} className="dish-thumb" />
      <div className="cart-line-text">
        <span className="cart-line-name">{line.name}</span>
        {line.options.length > 0 && (
          <span className="muted cart-line-options">{line.options.map((o) => o.name).join(', ')}</span>
        )}
        {line.note && <span className="muted cart-line-note">{t('lines.note', { note: line.note })}</span>}
        <span className="muted cart-line-unit">{t('cart.each', { price: money(line.unitPriceCents, currency) })}</span>
      </div>
      <div className="cart-line-actions">
        <QuantityStepper compact value={line.quantity} itemName={line.name} onChange={onQuantityChange} />
        <span className="cart-line-total">{money(line.lineTotalCents, currency)}</span>
        <button
          type="button"
          className="btn btn-ghost cart-line-remove"
          aria-label={t('cart.removeNamed', { name: line.name })}
          onClick={onRemove}
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}
