import type { ReactNode } from 'react';
import type { MealDto } from '@playeats/contracts/meals';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useKeptScrollPosition } from '../../../hooks/use-kept-scroll-position.ts';
import { useRefreshMealsFlag } from '../hooks/use-refresh-meals-flag.ts';
import { SavedMeals } from './saved-meals.tsx';
import './meals.css';

export interface DashboardPageProps {
  /** Slot for the balances panel (bucks and promo dollars): the app composes it in; this feature does not import others. */
  balances?: ReactNode;
  /** Slot for the active-order panel (the orders feature's), composed by the app. */
  activeOrder?: ReactNode;
  /** Each saved meal's first action ("Order this meal", the cart feature's), composed by the app. */
  mealAction?: (meal: MealDto) => ReactNode;
}

/**
 * /dashboard: the signed-in home: saved meals, the balances and the active order beside
 * them (empty slots render nothing), at the scroll position it was left at (auth.scrollYPosition).
 * /dashboard?refreshMeals=1 reloads the meals on arrival (the spec's refresh-meal flag;
 * see use-refresh-meals-flag.ts).
 */
export function DashboardPage({ balances, activeOrder, mealAction }: DashboardPageProps) {
  const { t } = useTranslation('meals');
  useDocumentTitle(t('dashboard.title'));
  useRefreshMealsFlag();
  useKeptScrollPosition();
  return (
    <div className="container dashboard">
      <h1>{t('dashboard.title')}</h1>
      {activeOrder && <div className="dashboard-slot dashboard-slot--active-order">{activeOrder}</div>}
      <div className="dashboard-grid">
        <SavedMeals mealAction={mealAction} />
        {balances && <div className="dashboard-slot dashboard-slot--balances">{balances}</div>}
      </div>
    </div>
  );
}
