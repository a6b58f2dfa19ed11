import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { logger } from '../../../lib/logger.ts';
import { platform } from '../../../lib/platform/index.ts';
import { releasePushDevice } from '../../../lib/push-device.ts';
import { logout, selectRefreshToken } from '../auth-slice.ts';
import { logoutSession } from '../api/logout.ts';

/**
 * Signs out: tells the server to revoke the refresh token (a failure changes nothing for
 * the user, who is signed out on this device either way), then dispatches logout, which
 * clears the stored session and goes to /login (app/store.ts).
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const dispatch = useAppDispatch();
  const refreshToken = useAppSelector(selectRefreshToken);
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      // The phone's pushes stop first, while the session can still say so (lib/push-device.ts).
      await releasePushDevice(platform.push);
      if (refreshToken) await logoutSession(refreshToken);
    } catch (error) {
      logger.warn('logout: the server did not revoke the session', error);
    } finally {
      setPending(false);
      dispatch(logout());
    }
  }, [dispatch, refreshToken]);
  return { logout: run, pending };
}
