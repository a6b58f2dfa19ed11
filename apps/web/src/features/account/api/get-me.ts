import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppDispatch } from '../../../app/hooks.ts';
import { getMe } from '../../../lib/api/me.ts';
import type { QueryConfig } from '../../../lib/query-clients.ts';
import { toSessionUserInfo, userInfoReloaded } from '../../auth/auth-slice.ts';

export const ME_QUERY_KEY = ['users', 'me'] as const;

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe({ signal }) });
}

export interface UseMeOptions {
  queryConfig?: QueryConfig<typeof getMeQueryOptions>;
}

/**
 * The user info as a query. Every fetch also refreshes the session's copy
 * (userInfoReloaded), so the rest of the app sees what the account pages show. The
 * dispatch sits in the fetch rather than in an effect on the data, because optimistic
 * cache updates must not reach the session before the server has agreed.
 */
export function useMe({ queryConfig }: UseMeOptions = {}) {
  const dispatch = useAppDispatch();
  return useQuery({
    ...getMeQueryOptions(),
    queryFn: async ({ signal }) => {
      const info = await getMe({ signal });
      dispatch(userInfoReloaded(toSessionUserInfo(info)));
      return info;
    },
    ...queryConfig,
  });
}
