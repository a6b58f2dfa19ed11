import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { MealBuilder } from '../../../components/menu/meal-builder.tsx';
import { draftLinesOf } from '../../../components/menu/meal-draft.ts';
import { useMealMenu } from '../api/get-meal-menu.ts';
import { useMeals } from '../api/get-meals.ts';
import { useUpdateMeal } from '../api/update-meal.ts';
import './meals.css';

/**
 * /dashboard/meals/:mealId: the meal builder on a saved meal. Its restaurant's menu, the
 * meal's dishes already picked; saving replaces its name and items.
 */
export function MealEditPage() {
  const { mealId = '' } = useParams();
  const { t } = useTranslation('meals');
  const navigate = useNavigate();
  const meals = useMeals();
  const meal = meals.data?.find((m) => m.id === mealId);
  const menu = useMealMenu(meal?.restaurant.id);
  const updateMeal = useUpdateMeal();
  useDocumentTitle(meal ? t('edit.title', { name: meal.name }) : t('edit.loadingTitle'));

  const back = (
    <p className="back-link">
      <Link to="/dashboard">{t('edit.back')}</Link>
    </p>
  );

  if (meals.isSuccess && !meal) {
    return (
      <div className="container dashboard">
        {back}
        <h1>{t('edit.notFoundTitle')}</h1>
        <p>{t('edit.notFound')}</p>
      </div>
    );
  }
  if (!meal || !menu.data) {
    const failed = meals.isError || menu.isError;
    return (
      <div className="container dashboard">
        {back}
        <h1>{meal ? t('edit.title', { name: meal.name }) : t('edit.loadingTitle')}</h1>
        {failed ? (
          <div className="card meals-state" role="alert">
            <p>{t('edit.loadFailed')}</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void (meals.isError ? meals.refetch() : menu.refetch())}
            >
              {t('list.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="muted">
            {t('edit.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="container dashboard">
      {back}
      <h1>{t('edit.title', { name: meal.name })}</h1>
      <p className="muted">{t('edit.intro', { restaurant: meal.restaurant.name })}</p>
      <section aria-labelledby="meal-edit-menu-title">
        <h2 id="meal-edit-menu-title">{t('edit.menuTitle')}</h2>
        <MealBuilder
          categories={menu.data.menu.categories}
          currency={menu.data.currency}
          initialLines={draftLinesOf(meal.items)}
          initialName={meal.name}
          saving={updateMeal.isPending}
          saveLabel={t('edit.save')}
          onSave={({ name, items }) =>
            updateMeal.mutate(
              { id: meal.id, changes: { name, items } },
              // A refusal is already shown by useUpdateMeal.
              { onSuccess: () => void navigate('/dashboard') },
            )
          }
        />
      </section>
    </div>
  );
}
