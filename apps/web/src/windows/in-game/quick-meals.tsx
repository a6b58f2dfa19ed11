import { useTranslation } from 'react-i18next';
import { useMeals } from '../../features/meals/api/get-meals.ts';
import { QuickOrder } from '../../features/cart/components/quick-order.tsx';
import { mealCartLines } from '../../features/cart/meal-lines.ts';
import { useOverlay } from '../overlay-context.tsx';

/** The saved meals that are on, each one order away in two clicks. */
export function QuickMeals() {
  const { t } = useTranslation('overlay');
  const { host } = useOverlay();
  const meals = useMeals();
  const list = (meals.data ?? []).filter((meal) => meal.active && meal.available).slice(0, 4);
  return (
    <section className="in-game-card" aria-labelledby="in-game-meals-title">
      <h2 id="in-game-meals-title">{t('inGame.meals')}</h2>
      {list.length === 0 ? (
        <p className="muted">{t('inGame.noMeals')}</p>
      ) : (
        <ul className="in-game-meals">
          {list.map((meal) => (
            <li key={meal.id}>
              <p className="in-game-meal-name">
                <strong>{meal.name}</strong> · {meal.restaurant.name}
              </p>
              <QuickOrder
                restaurantId={meal.restaurant.id}
                lines={mealCartLines(meal)}
                title={meal.name}
                onNeedsSetup={() => void host.openWindow('desktop')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
