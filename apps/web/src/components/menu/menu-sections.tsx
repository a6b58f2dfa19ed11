import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { MenuItemCard } from './menu-item-card.tsx';

export type MenuCategories = RestaurantDetailDto['menu']['categories'];

export interface MenuSectionsProps {
  categories: MenuCategories;
  /** The restaurant's currency (its prices are in it). */
  currency: CurrencyCode;
  onAdd?: (item: MenuItemDto) => void;
  /** "Add to cart", the first action of every available dish (MenuItemCard). */
  onAddToCart?: (item: MenuItemDto) => void;
}

/** The whole menu by category: an h3 per category, an h4 per dish (under the page's "Menu" h2). */
export function MenuSections({ categories, currency, onAdd, onAddToCart }: MenuSectionsProps) {
  const { t } = useTranslation('meals');
  const shown = categories.filter((c) => c.items.length > 0);
  if (shown.length === 0) return <p className="muted">{t('menu.empty')}</p>;
  return (
    <div className="menu-sections">
      {shown.map((category) => (
        <section key={category.id} className="menu-category" aria-labelledby={`menu-category-${category.id}`}>
          <h3 id={`menu-category-${category.id}`}>{category.name}</h3>
          <ul className="menu-items">
            {category.items.map((item) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  category={category.name}
                  currency={currency}
                  onAdd={onAdd}
                  onAddToCart={onAddToCart}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
