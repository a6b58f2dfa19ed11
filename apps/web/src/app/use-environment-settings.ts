import { useEffect } from 'react';
import { envLoaded, selectIsSignedIn } from '../features/auth/auth-slice.ts';
import { useSettings } from '../features/settings/api/get-settings.ts';
import { applyDebugSwitch } from '../lib/logger.ts';
import { useAppDispatch, useAppSelector } from './hooks.ts';

/** Signed out, there is no event stream to announce a settings change: read them again this often. */
const SIGNED_OUT_SETTINGS_POLL_MS = 60_000;

/**
 * Loads the public settings into auth.env and applies the debug switch (spec sections 3, 6).
 * Admins change them while the app runs: a signed-in app hears it on its event stream
 * (server-events-connection.tsx); a signed-out one reads them every minute.
 */
export function useEnvironmentSettings() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const settings = useSettings({ queryConfig: { refetchInterval: signedIn ? false : SIGNED_OUT_SETTINGS_POLL_MS } });
  useEffect(() => {
    if (!settings.data) return;
    dispatch(envLoaded(settings.data));
    return applyDebugSwitch(settings.data.debug);
  }, [dispatch, settings.data]);
  return settings;
}
