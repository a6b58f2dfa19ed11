import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import '../../../styles/skeleton.css';
import { Link } from 'react-router';
import type { MealDto } from '@playeats/contracts/meals';
import { visibleMeals } from '@playeats/domain/meals';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useDeleteMeal } from '../api/delete-meal.ts';
import { useMeals } from '../api/get-meals.ts';
import { useReorderMeals } from '../api/reorder-meals.ts';
import { useUpdateMeal } from '../api/update-meal.ts';
import { useMirrorUserMeals } from '../hooks/use-mirror-user-meals.ts';
import { canMove, moveMeal, type MoveDirection } from '../meal-order.ts';
import { DeleteMealDialog, RenameMealDialog } from './meal-dialogs.tsx';
import { SavedMealCard } from './saved-meal-card.tsx';

/**
 * The saved meals as the spec shows them (visibleMeals: names containing 'Should not
 * display' hidden, active first, then by index), with switching on and off, renaming,
 * moving up and down, and deleting after confirmation.
 */
export function SavedMeals({ mealAction }: { mealAction?: (meal: MealDto) => ReactNode }) {
  const { t } = useTranslation('meals');
  const meals = useMeals();
  useMirrorUserMeals(meals.data);
  const updateMeal = useUpdateMeal();
  const reorder = useReorderMeals();
  const deleteMeal = useDeleteMeal();
  const { showError } = useErrorDialog();
  const [renaming, setRenaming] = useState<MealDto | null>(null);
  const [deleting, setDeleting] = useState<MealDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  const all = meals.data ?? [];
  const shown = visibleMeals(all);

  const move = (meal: MealDto, direction: MoveDirection) => {
    const order = moveMeal(all, meal.id, direction);
    if (!order) return;
    reorder.mutate(order);
    const at = shown.findIndex((m) => m.id === meal.id) + (direction === 'up' ? 0 : 2);
    setAnnouncement(t('list.moved', { name: meal.name, position: at, count: shown.length }));
    // The card moves in the DOM; keep the focus on its button, or on the other one at an end.
    requestAnimationFrame(() => {
      const card = listRef.current?.querySelector(`[data-meal-id="${meal.id}"]`);
      const same = card?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
      const other = card?.querySelector<HTMLButtonElement>(`[data-move="${direction === 'up' ? 'down' : 'up'}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const toggle = (meal: MealDto) => {
    updateMeal.mutate({ id: meal.id, changes: { active: !meal.active } });
    setAnnouncement(t(meal.active ? 'list.paused' : 'list.activated', { name: meal.name }));
  };

  let body;
  if (meals.isPending) {
    // The room of the empty state or of the first cards, so nothing below moves when they come.
    body = (
      <div role="status" className="saved-meals-loading">
        <span className="visually-hidden">{t('list.loading')}</span>
        <div className="page-skeleton-block saved-meals-skeleton" aria-hidden="true" />
      </div>
    );
  } else if (meals.isError) {
    body = (
      <div className="card meals-state" role="alert">
        <p>{t('list.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void meals.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        picture="takeout-box"
        title={t('list.emptyTitle')}
        text={t('list.empty')}
        headingLevel={3}
        action={
          <Link to="/nearby" className="btn btn-primary">
            {t('list.findRestaurants')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ol ref={listRef} className="saved-meal-list">
        {shown.map((meal, i) => (
          <li key={meal.id}>
            <SavedMealCard
              meal={meal}
              position={i + 1}
              count={shown.length}
              canMoveUp={canMove(all, meal.id, 'up')}
              canMoveDown={canMove(all, meal.id, 'down')}
              onMove={move}
              onToggleActive={toggle}
              onRename={setRenaming}
              onDelete={setDeleting}
              action={mealAction?.(meal)}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="saved-meals" aria-labelledby="saved-meals-title">
      <div className="saved-meals-header">
        <h2 id="saved-meals-title">{t('list.title')}</h2>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={meals.isFetching}
          onClick={() => void meals.refetch()}
        >
          {meals.isFetching && !meals.isPending ? t('list.refreshing') : t('list.refresh')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {body}
      <RenameMealDialog
        meal={renaming}
        onClose={() => setRenaming(null)}
        onRename={(meal, name) => {
          setRenaming(null);
          if (name !== meal.name) updateMeal.mutate({ id: meal.id, changes: { name } });
        }}
      />
      <DeleteMealDialog
        meal={deleting}
        deleting={deleteMeal.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(meal) =>
          deleteMeal.mutate(meal.id, {
            onSuccess: () => {
              setDeleting(null);
              setAnnouncement(t('list.deleted', { name: meal.name }));
            },
            onError: (error) => {
              setDeleting(null);
              showError(error);
            },
          })
        }
      />
    </section>
  );
}
