import { lazy, Suspense } from 'react';
import { selectIsSignedIn } from '../features/auth/auth-slice.ts';
import { useAppSelector } from './hooks.ts';

/*
 * Header and background pieces every page shows, in chunks of their own so the entry
 * stays small (bench: first-paint JS of /home); a cold start fetches them beside the
 * page's chunk, before the first render (loadShellExtras below).
 */
// The pieces every visitor's page shows, each imported from one place.
const accountMenu = () => import('../features/auth/components/account-menu.tsx');
const doubleBucksBanner = () => import('../features/rewards/components/double-bucks-banner.tsx');
const balanceEvents = () => import('../features/rewards/components/balance-events.tsx');
const serverEventsConnection = () => import('./server-events-connection.tsx');
const pendingPromotionApplier = () => import('../features/rewards/components/pending-promotion-applier.tsx');

/**
 * Loads what every page shows besides the page itself. A cold start loads it beside the
 * page's chunk (app/bootstrap.tsx), so the page never shows with a piece still to fetch: a
 * connection lost right after the first paint would leave that piece failing (issue 17).
 */
export function loadShellExtras(): Promise<unknown> {
  return Promise.all(
    [accountMenu, doubleBucksBanner, balanceEvents, serverEventsConnection, pendingPromotionApplier].map((load) =>
      load(),
    ),
  );
}

const AccountMenu = lazy(() => accountMenu().then((m) => ({ default: m.AccountMenu })));
const DoubleBucksBanner = lazy(() => doubleBucksBanner().then((m) => ({ default: m.DoubleBucksBanner })));
const HeaderBucks = lazy(() =>
  import('../features/rewards/components/header-bucks.tsx').then((m) => ({ default: m.HeaderBucks })),
);
const HeaderCartLink = lazy(() =>
  import('../features/cart/components/header-cart-link.tsx').then((m) => ({ default: m.HeaderCartLink })),
);
const BalanceEvents = lazy(() => balanceEvents().then((m) => ({ default: m.BalanceEvents })));
const ServerEventsConnection = lazy(() =>
  serverEventsConnection().then((m) => ({ default: m.ServerEventsConnection })),
);
const PendingPromotionApplier = lazy(() =>
  pendingPromotionApplier().then((m) => ({ default: m.PendingPromotionApplier })),
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
