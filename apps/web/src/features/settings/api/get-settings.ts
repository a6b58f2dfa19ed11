import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@playeats/contracts/settings';
import { request } from '../../../lib/http-client.ts';
import type { QueryConfig } from '../../../lib/query-clients.ts';

export const SETTINGS_PATH = '/api/settings';

/**
 * GET /api/settings: the public environment settings (auth.env), checked against the
 * contract. The contract (and zod with it) is fetched beside the call rather than carried
 * by the first paint, which does not wait for the settings.
 */
export async function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<Settings> {
  const [{ settingsSchema }, body] = await Promise.all([
    import('@playeats/contracts/settings'),
    request(SETTINGS_PATH, signal ? { signal } : {}),
  ]);
  return settingsSchema.parse(body);
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
