import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'react-redux';
import { orderingKeys } from '../lib/ordering-query-keys.ts';
import {
  logout,
  overlayLoginReplaced,
  selectQueryUserKey,
  userInfoReloaded,
  type AuthState,
} from '../features/auth/auth-slice.ts';
import type { RootState } from '../app/store.ts';
import { useBusMessage, useOverlay } from './overlay-context.tsx';
import { useOverlayLanguage } from './overlay-language.ts';

export interface OverlaySessionOptions {
  /** Spec section 3: 'logged in' moves to the meals display. */
  onLoggedIn?: () => void;
  /** 'logged out' moves to the login. */
  onLoggedOut?: () => void;
}

/**
 * What every overlay window does (spec sections 3 and 4): a sign-in in any window
 * replaces every other window's auth state wholesale (the overlay login path) and a
 * sign-out signs them all out, through the message bus; the language follows the host
 * and the settings window. Renders nothing.
 */
export function OverlaySession({ onLoggedIn, onLoggedOut }: OverlaySessionOptions) {
  const { bus } = useOverlay();
  const store = useStore<RootState>();
  /** Set while this window applies another window's change, so it does not send it back. */
  const applying = useRef(false);
  useOverlayLanguage();

  useBusMessage('LOGGED_IN', ({ auth }) => {
    applying.current = true;
    // The environment settings are this window's own (loaded at start): keep them.
    store.dispatch(overlayLoginReplaced({ ...auth, env: store.getState().auth.env } satisfies AuthState));
    applying.current = false;
    onLoggedIn?.();
  });
  const queryClient = useQueryClient();
  // Spec section 3: a notification read in game is read everywhere.
  useBusMessage('NOTIFICATION_READ', ({ notificationId }) => {
    if (notificationId === undefined) return;
    void queryClient.invalidateQueries({
      queryKey: orderingKeys.notifications(selectQueryUserKey(store.getState())),
    });
  });
  useBusMessage('USER_INFO', ({ userInfo }) => {
    if (store.getState().auth.refreshToken === null) return;
    applying.current = true;
    store.dispatch(userInfoReloaded(userInfo));
    applying.current = false;
  });
  useBusMessage('LOGGED_OUT', () => {
    if (store.getState().auth.refreshToken === null) return;
    applying.current = true;
    store.dispatch(logout());
    applying.current = false;
    onLoggedOut?.();
  });

  // A sign-in, sign-out or settings change made in this window goes to the others.
  useEffect(() => {
    let signedIn = store.getState().auth.refreshToken !== null;
    let userInfo = store.getState().auth.userInfo;
    return store.subscribe(() => {
      const auth = store.getState().auth;
      const nowSignedIn = auth.refreshToken !== null;
      const signedInChanged = nowSignedIn !== signedIn;
      const userInfoChanged = auth.userInfo !== userInfo;
      signedIn = nowSignedIn;
      userInfo = auth.userInfo;
      if (applying.current || (!signedInChanged && !userInfoChanged)) return;
      if (signedInChanged && nowSignedIn) void bus.send('LOGGED_IN', { auth: { ...auth, env: null } });
      else if (signedInChanged) void bus.send('LOGGED_OUT', null);
      else if (nowSignedIn && auth.userInfo) void bus.send('USER_INFO', { userInfo: auth.userInfo });
    });
  }, [store, bus]);
  return null;
}
