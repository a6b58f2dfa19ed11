import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import type { CreateMealRequest } from '@playeats/contracts/meals';
import type { MenuItemDto } from '@playeats/contracts/restaurants';
import { ItemOptionsDialog, type ItemChoice } from './item-options-dialog.tsx';
import { MealDraftPanel } from './meal-draft-panel.tsx';
import { addLine, draftLineOf, removeLine, setLineQuantity, toMealItems, type DraftLine } from './meal-draft.ts';
import { MenuSections, type MenuCategories } from './menu-sections.tsx';
import './menu.css';

export interface MealBuilderProps {
  categories: MenuCategories;
  /** The restaurant's currency (its prices are in it). */
  currency: CurrencyCode;
  initialLines?: DraftLine[];
  initialName?: string;
  saving?: boolean;
  saveLabel: string;
  onSave: (meal: { name: string; items: CreateMealRequest['items'] }) => void;
  status?: ReactNode;
  /** "Add to cart" beside each dish's "Add to meal", first (the restaurant's page). */
  onAddToCart?: (item: MenuItemDto) => void;
}

/**
 * Builds a meal from a menu: every available dish gets an "Add" button, which asks for
 * its options and quantity (at once when it has none), and the chosen lines gather in a
 * panel beside the menu, with the name and the save button.
 */
export function MealBuilder({
  categories,
  currency,
  initialLines = [],
  initialName,
  saving,
  saveLabel,
  onSave,
  status,
  onAddToCart,
}: MealBuilderProps) {
  const { t } = useTranslation('meals');
  const [lines, setLines] = useState<DraftLine[]>(initialLines);
  const [choosing, setChoosing] = useState<MenuItemDto | null>(null);
  const [notice, setNotice] = useState('');

  const add = ({ item, optionIds, quantity }: ItemChoice) => {
    const result = addLine(lines, draftLineOf(item, optionIds, quantity));
    setLines(result.lines);
    setChoosing(null);
    setNotice(
      result.added
        ? t('builder.added', { name: item.name })
        : t('builder.tooManyLines', { count: result.lines.length }),
    );
  };

  const startAdding = (item: MenuItemDto) => {
    if (item.optionGroups.length === 0) add({ item, optionIds: [], quantity: 1 });
    else setChoosing(item);
  };

  return (
    <div className="meal-builder">
      <div className="meal-builder-menu">
        <MenuSections categories={categories} currency={currency} onAdd={startAdding} onAddToCart={onAddToCart} />
      </div>
      <div className="meal-builder-panel">
        <p className="visually-hidden" role="status">
          {notice}
        </p>
        <MealDraftPanel
          lines={lines}
          currency={currency}
          initialName={initialName}
          saving={saving}
          saveLabel={saveLabel}
          status={status}
          onQuantityChange={(key, quantity) => setLines((current) => setLineQuantity(current, key, quantity))}
          onRemove={(key) => setLines((current) => removeLine(current, key))}
          onSave={(name) => onSave({ name, items: toMealItems(lines) })}
        />
      </div>
      <ItemOptionsDialog item={choosing} currency={currency} onClose={() => setChoosing(null)} onAdd={add} />
    </div>
  );
}
