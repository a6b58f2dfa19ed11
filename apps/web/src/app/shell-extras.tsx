import { lazy, Suspense } from 'react';

/*
 * Header and background pieces every page shows, loaded after the first paint so the
 * entry chunk stays within its budget (bench: first-paint JS of /home ≤ 170 KB gzip).
 */
const AccountMenu = lazy(() =>
  import('../features/auth/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);
const DoubleBucksBanner = lazy(() =>
  import('../features/rewards/components/double-bucks-banner.tsx').then((m) => ({ default: m.DoubleBucksBanner })),
);
const BalanceEvents = lazy(() =>
  import('../features/rewards/components/balance-events.tsx').then((m) => ({ default: m.BalanceEvents })),
);
const ServerEventsConnection = lazy(() =>
  import('./server-events-connection.tsx').then((m) => ({ default: m.ServerEventsConnection })),
);
const PendingPromotionApplier = lazy(() =>
  import('../features/rewards/components/pending-promotion-applier.tsx').then((m) => ({
    default: m.PendingPromotionApplier,
  })),
);

export const LazyAccountMenu = () => (
  <Suspense fallback={null}>
    <AccountMenu />
  </Suspense>
);
export const LazyDoubleBucksBanner = () => (
  <Suspense fallback={null}>
    <DoubleBucksBanner />
  </Suspense>
);
export const LazyPendingPromotionApplier = () => (
  <Suspense fallback={null}>
    <PendingPromotionApplier />
  </Suspense>
);

/** The event stream and what listens to it app-wide; signed-in people only (the connection checks). */
export const LazyServerEvents = () => (
  <Suspense fallback={null}>
    <ServerEventsConnection />
    <BalanceEvents />
  </Suspense>
);
