import { useEffect } from 'react';
import { envLoaded } from '../features/auth/auth-slice.ts';
import { useSettings } from '../features/settings/api/get-settings.ts';
import { applyDebugSwitch } from '../lib/logger.ts';
import { useAppDispatch } from './hooks.ts';

/** Loads the public settings into auth.env and applies the debug switch (spec sections 3, 6). */
export function useEnvironmentSettings() {
  const dispatch = useAppDispatch();
  const settings = useSettings();
  useEffect(() => {
    if (!settings.data) return;
    dispatch(envLoaded(settings.data));
    return applyDebugSwitch(settings.data.debug);
  }, [dispatch, settings.data]);
  return settings;
}
