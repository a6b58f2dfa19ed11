import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import type { MenuItemDto } from '@playeats/contracts/restaurants';
import { DishPicture } from './dish-picture.tsx';
import { useFormatCents } from './use-format-cents.ts';

export interface MenuItemCardProps {
  item: MenuItemDto;
  /** Its menu category's name, which helps pick its picture ("BBQ Chicken" under "Pizzas"). */
  category?: string;
  /** The restaurant's currency (its prices are in it). */
  currency: CurrencyCode;
  /** Heading level of the item's name, under its category's heading. */
  headingLevel?: 3 | 4;
  /** Shows an "Add" button for available items ("Add to meal" beside an "Add to cart"). */
  onAdd?: (item: MenuItemDto) => void;
  /** Shows "Add to cart" for available items, as the first (primary) action. */
  onAddToCart?: (item: MenuItemDto) => void;
}

/** One dish: name, description, price, whether it can be ordered, and optionally a way to add it. */
export function MenuItemCard({ item, category, currency, headingLevel = 4, onAdd, onAddToCart }: MenuItemCardProps) {
  const { t } = useTranslation('meals');
  const formatCents = useFormatCents(currency);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={item.available ? 'menu-item' : 'menu-item menu-item--unavailable'}>
      <DishPicture
        name={item.name}
        category={category}
        imageUrl={item.imageUrl}
        size={96}
        className="menu-item-image"
      />
      <div className="menu-item-body">
        <Heading className="menu-item-name">{item.name}</Heading>
        {item.description && <p className="menu-item-description muted">{item.description}</p>}
        <p className="menu-item-meta">
          <span className="menu-item-price">{formatCents(item.priceCents)}</span>
          {!item.available && <span className="menu-item-badge">{t('menu.unavailable')}</span>}
          {item.available && item.optionGroups.length > 0 && <span className="muted">{t('menu.hasOptions')}</span>}
        </p>
      </div>
      {item.available && (onAdd || onAddToCart) && (
        <div className="menu-item-actions">
          {onAddToCart && (
            <button
              type="button"
              className="btn btn-primary menu-item-add"
              aria-label={t('menu.addToCartNamed', { name: item.name })}
              onClick={() => onAddToCart(item)}
            >
              {t('menu.addToCart')}
            </button>
          )}
          {onAdd && (
            <button
              type="button"
              className="btn btn-secondary menu-item-add"
              aria-label={t(onAddToCart ? 'menu.addToMealNamed' : 'menu.addNamed', { name: item.name })}
              onClick={() => onAdd(item)}
            >
              {t(onAddToCart ? 'menu.addToMeal' : 'menu.add')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
