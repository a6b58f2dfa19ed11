import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import type { MenuItemDto } from '@playeats/contracts/restaurants';
import { useFormatCents } from './use-format-cents.ts';

export interface MenuItemCardProps {
  item: MenuItemDto;
  /** The restaurant's currency (its prices are in it). */
  currency: CurrencyCode;
  /** Heading level of the item's name, under its category's heading. */
  headingLevel?: 3 | 4;
  /** Shows an "Add" button for available items. */
  onAdd?: (item: MenuItemDto) => void;
}

/** One dish: name, description, price, whether it can be ordered, and optionally a way to add it. */
export function MenuItemCard({ item, currency, headingLevel = 4, onAdd }: MenuItemCardProps) {
  const { t } = useTranslation('meals');
  const formatCents = useFormatCents(currency);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={item.available ? 'menu-item' : 'menu-item menu-item--unavailable'}>
      {item.imageUrl && (
        <img className="menu-item-image" src={item.imageUrl} alt="" loading="lazy" width={96} height={96} />
      )}
      <div className="menu-item-body">
        <Heading className="menu-item-name">{item.name}</Heading>
        {item.description && <p className="menu-item-description muted">{item.description}</p>}
        <p className="menu-item-meta">
          <span className="menu-item-price">{formatCents(item.priceCents)}</span>
          {!item.available && <span className="menu-item-badge">{t('menu.unavailable')}</span>}
          {item.available && item.optionGroups.length > 0 && <span className="muted">{t('menu.hasOptions')}</span>}
        </p>
      </div>
      {onAdd && item.available && (
        <button
          type="button"
          className="btn btn-secondary menu-item-add"
          aria-label={t('menu.addNamed', { name: item.name })}
          onClick={() => onAdd(item)}
        >
          {t('menu.add')}
        </button>
      )}
    </article>
  );
}
