import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { platform } from '../../lib/platform/index.ts';
import { selectIsSignedIn } from '../auth/auth-slice.ts';

/*
 * The pieces of the orders feature every page carries (the header's bell, the notification poller),
 * loaded after the first paint and only for signed-in people: visitors never fetch them.
 */
const NotificationBell = lazy(() =>
  import('./components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);
const NotificationPoller = lazy(() =>
  import('./components/notification-poller.tsx').then((m) => ({ default: m.NotificationPoller })),
);

// The mobile apps' pushes (use-phone-push.ts); the other builds never load it.
const PhonePush = lazy(() => import('./components/phone-push.tsx').then((m) => ({ default: m.PhonePush })));

export function LazyNotificationBell() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

export function LazyNotificationPoller() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPoller />
      {platform.push && <PhonePush />}
    </Suspense>
  );
}
