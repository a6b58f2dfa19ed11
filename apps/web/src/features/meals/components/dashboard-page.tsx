import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useRefreshMealsFlag } from '../hooks/use-refresh-meals-flag.ts';
import { SavedMeals } from './saved-meals.tsx';
import './meals.css';

export interface DashboardPageProps {
  /**
   * Slot for the balances panel (bucks and promo dollars), which arrives with the rewards
   * issue. The app composes it in; this feature does not import others.
   */
  balances?: ReactNode;
  /** Slot for the active-order panel, which arrives with the ordering issue. */
  activeOrder?: ReactNode;
}

/**
 * /dashboard: the signed-in home. Saved meals now; balances and the active order slot in
 * beside them later (empty slots render nothing). /dashboard?refreshMeals=1 reloads the
 * meals on arrival (the spec's refresh-meal flag; see use-refresh-meals-flag.ts).
 */
export function DashboardPage({ balances, activeOrder }: DashboardPageProps) {
  const { t } = useTranslation('meals');
  useDocumentTitle(t('dashboard.title'));
  useRefreshMealsFlag();
  return (
    <div className="container dashboard">
      <h1>{t('dashboard.title')}</h1>
      {activeOrder && <div className="dashboard-slot dashboard-slot--active-order">{activeOrder}</div>}
      <div className="dashboard-grid">
        <SavedMeals />
        {balances && <div className="dashboard-slot dashboard-slot--balances">{balances}</div>}
      </div>
    </div>
  );
}
