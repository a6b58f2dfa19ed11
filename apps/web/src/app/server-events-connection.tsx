import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { settingsEventSchema } from '@playeats/contracts/events';
import { useStore } from 'react-redux';
import { selectAccessToken, selectIsSignedIn } from '../features/auth/auth-slice.ts';
import { useAppIdle } from '../hooks/app-idle.ts';
import { renewSession } from '../lib/http-client.ts';
import { connectServerEvents, useServerEvent } from '../lib/server-events.ts';
import { getSettingsQueryOptions } from '../features/settings/api/get-settings.ts';
import { useAppSelector } from './hooks.ts';
import type { RootState } from './store.ts';

const SETTINGS_TRIES = 5;

/** Refetches the settings until their version reaches `wanted`, waiting 0.3, 0.6, 1.2… s between tries. */
async function refetchSettingsUntil(queryClient: QueryClient, wanted: number): Promise<void> {
  for (let attempt = 0; attempt < SETTINGS_TRIES; attempt++) {
    const fresh = await queryClient.fetchQuery({ ...getSettingsQueryOptions(), staleTime: 0 }).catch(() => null);
    if (fresh && fresh.version >= wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt));
  }
}

/**
 * Keeps this app's event stream open while someone is signed in and the app is in use;
 * idle (spec section 4: hidden, minimized, in the background, or untouched for five
 * minutes; the app's IdleWatcher sets the flag) closes it, and coming back opens it again,
 * whose `ready` makes every listener catch up. Mounted once by the layout; renders nothing.
 */
export function ServerEventsConnection() {
  const store = useStore<RootState>();
  const signedIn = useAppSelector(selectIsSignedIn);
  const idle = useAppIdle();
  const queryClient = useQueryClient();
  // An admin changed the live settings (a double-bucks date, maintenance): read them again
  // until the answer has that change (the copy answering may not have reloaded yet).
  useServerEvent('settings', (data) => {
    const wanted = settingsEventSchema.safeParse(data).data?.version ?? 0;
    void refetchSettingsUntil(queryClient, wanted);
  });
  // On (re)connecting too, as a change may have been missed.
  useServerEvent(['ready', 'resync'], () => {
    void queryClient.invalidateQueries({ queryKey: getSettingsQueryOptions().queryKey });
  });
  useEffect(() => {
    if (!signedIn || idle) return;
    const connection = connectServerEvents({
      getAccessToken: () => selectAccessToken(store.getState()),
      renewSession,
    });
    return () => connection.close();
  }, [signedIn, idle, store]);
  return null;
}
