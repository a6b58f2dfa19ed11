import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsSchema, type Settings } from '@playeats/contracts/settings';
import { request } from '../../../lib/http-client.ts';
import type { QueryConfig } from '../../../lib/query-clients.ts';

export const SETTINGS_PATH = '/api/settings';

/** GET /api/settings: the public environment settings (auth.env), checked against the contract. */
export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<Settings> {
  return request(SETTINGS_PATH, { schema: settingsSchema, ...(signal ? { signal } : {}) });
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings({ signal }),
  });
}

export interface UseSettingsOptions {
  queryConfig?: QueryConfig<typeof getSettingsQueryOptions>;
}

/**
 * The settings as a query. The app copies them into auth.env (envLoaded) and applies the
 * debug switch; this feature cannot do that itself, as features never import each other.
 */
export function useSettings({ queryConfig }: UseSettingsOptions = {}) {
  return useQuery({ ...getSettingsQueryOptions(), ...queryConfig });
}
