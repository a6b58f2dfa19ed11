import type { ReactNode } from 'react';
import { Switch } from '../../../components/switch/switch.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MealDto } from '@playeats/contracts/meals';
import { shorten } from '@playeats/domain/text';
import { useFormatCents } from '../../../components/menu/use-format-cents.ts';
import type { MoveDirection } from '../meal-order.ts';

/** Longest items summary on a card; the full list is one click away. */
export const ITEMS_SUMMARY_LENGTH = 90;

interface SavedMealCardProps {
  meal: MealDto;
  position: number;
  count: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (meal: MealDto, direction: MoveDirection) => void;
  onToggleActive: (meal: MealDto) => void;
  onRename: (meal: MealDto) => void;
  onDelete: (meal: MealDto) => void;
  /** The first action, composed in by the app: "Order this meal". */
  action?: ReactNode;
}

/** One saved meal: what is in it, its price today, whether it is on, and what can be done with it. */
export function SavedMealCard({
  meal,
  position,
  count,
  canMoveUp,
  canMoveDown,
  onMove,
  onToggleActive,
  onRename,
  onDelete,
  action,
}: SavedMealCardProps) {
  const { t } = useTranslation('meals');
  const formatCents = useFormatCents(meal.currency);
  const headingId = `meal-${meal.id}-name`;
  const items = meal.items.map((item) => t('card.itemLine', { quantity: item.quantity, name: item.name })).join(', ');
  return (
    <article
      className={meal.active ? 'saved-meal' : 'saved-meal saved-meal--paused'}
      aria-labelledby={headingId}
      data-meal-id={meal.id}
    >
      <div className="saved-meal-main">
        <h3 id={headingId} className="saved-meal-name">
          {meal.name}
        </h3>
        <p className="saved-meal-restaurant">
          <Link to={`/nearby/${meal.restaurant.id}`}>{meal.restaurant.name}</Link>
        </p>
        <p className="saved-meal-items muted" title={items}>
          {shorten(items, ITEMS_SUMMARY_LENGTH)}
        </p>
        <p className="saved-meal-price">
          {t('card.subtotal', { amount: formatCents(meal.subtotalCents) })}
          {!meal.available && <span className="saved-meal-warning"> · {t('card.unavailable')}</span>}
        </p>
      </div>
      <div className="saved-meal-actions">
        {action && <div className="saved-meal-order">{action}</div>}
        <div className="saved-meal-switch">
          <span id={`${headingId}-active`}>{t('card.active')}</span>
          <Switch
            checked={meal.active}
            labelledBy={`${headingId}-active ${headingId}`}
            onToggle={() => onToggleActive(meal)}
          />
        </div>
        <div className="saved-meal-buttons">
          <button
            type="button"
            className="btn btn-ghost icon-button"
            data-move="up"
            aria-label={t('card.moveUp', { name: meal.name, position, count })}
            disabled={!canMoveUp}
            onClick={() => onMove(meal, 'up')}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost icon-button"
            data-move="down"
            aria-label={t('card.moveDown', { name: meal.name, position, count })}
            disabled={!canMoveDown}
            onClick={() => onMove(meal, 'down')}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <Link
            to={`/dashboard/meals/${meal.id}`}
            className="btn btn-ghost"
            aria-label={t('card.editNamed', { name: meal.name })}
          >
            {t('card.edit')}
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('card.renameNamed', { name: meal.name })}
            onClick={() => onRename(meal)}
          >
            {t('card.rename')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('card.deleteNamed', { name: meal.name })}
            onClick={() => onDelete(meal)}
          >
            {t('card.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
