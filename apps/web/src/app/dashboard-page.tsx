import { DashboardPage } from '../features/meals/components/dashboard-page.tsx';
import { BalancesPanel } from '../features/rewards/components/balances-panel.tsx';

/** The dashboard composed by the app: saved meals (meals feature) with the balances (rewards feature). */
export function ComposedDashboardPage() {
  return <DashboardPage balances={<BalancesPanel />} />;
}
