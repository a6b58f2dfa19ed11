import { lazy, Suspense } from 'react';
import { selectIsSignedIn } from '../features/auth/auth-slice.ts';
import { useAppSelector } from './hooks.ts';

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
const HeaderBucks = lazy(() =>
  import('../features/rewards/components/header-bucks.tsx').then((m) => ({ default: m.HeaderBucks })),
);
const HeaderCartLink = lazy(() =>
  import('../features/cart/components/header-cart-link.tsx').then((m) => ({ default: m.HeaderCartLink })),
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
/** The header's bucks balance and cart (signed-in people only), before the bell and the account menu. */
export function LazyHeaderShortcuts() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <HeaderBucks />
      <HeaderCartLink />
    </Suspense>
  );
}
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
