import { useCallback, useEffect } from 'react';
import type { MealDto } from '@playeats/contracts/meals';
import { OrderMealButton } from '../features/cart/components/order-meal-button.tsx';
import { mealCartLines } from '../features/cart/meal-lines.ts';
import { activeOrderChanged } from '../features/meals/meals-slice.ts';
import { DashboardPage } from '../features/meals/components/dashboard-page.tsx';
import { useActiveOrder } from '../features/orders/api/get-order.ts';
import { ActiveOrderPanel } from '../features/orders/components/active-order-panel.tsx';
import { MoneySavedPanel } from '../features/orders/components/money-saved-panel.tsx';
import { BalancesPanel } from '../features/rewards/components/balances-panel.tsx';
import { useAppDispatch } from './hooks.ts';
import { moneySavedLoaded } from './money-saved-slice.ts';

/**
 * The dashboard composed by the app: saved meals (meals feature), the order in progress as
 * a timeline (orders; polled while it moves, kept as meals.activeOrder), the balances
 * (rewards) and the money saved (orders; kept as moneySaved).
 */
/** "Order this meal" on each saved meal: the cart takes its lines (items, quantities, options). */
const orderMealAction = (meal: MealDto) => (
  <OrderMealButton
    meal={{
      name: meal.name,
      restaurantId: meal.restaurant.id,
      lines: mealCartLines(meal),
    }}
    disabled={!meal.available}
  />
);

export function ComposedDashboardPage() {
  const dispatch = useAppDispatch();
  const active = useActiveOrder();
  const order = active.data;
  useEffect(() => {
    if (order !== undefined) dispatch(activeOrderChanged(order));
  }, [order, dispatch]);
  const onSaved = useCallback((cents: number) => dispatch(moneySavedLoaded(cents)), [dispatch]);
  return (
    <DashboardPage
      activeOrder={order ? <ActiveOrderPanel order={order} /> : undefined}
      mealAction={orderMealAction}
      balances={
        <div className="stack">
          <BalancesPanel />
          <MoneySavedPanel onLoaded={onSaved} />
        </div>
      }
    />
  );
}
