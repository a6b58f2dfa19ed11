import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SAVED_MEALS_QUERY_KEY } from '../../../lib/saved-meals-query-key.ts';

/** The refresh-meal flag of /dashboard (spec section 2), as a query parameter. */
export const REFRESH_MEALS_PARAM = 'refreshMeals';

/** True for ?refreshMeals=1 (or true/yes), or navigation state { refreshMeals: true }. */
export function hasRefreshFlag(search: string, state: unknown): boolean {
  const value = new URLSearchParams(search).get(REFRESH_MEALS_PARAM);
  if (value !== null && ['1', 'true', 'yes', ''].includes(value.toLowerCase())) return true;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).refreshMeals === true;
}

/**
 * /dashboard?refreshMeals=1, or a navigation to /dashboard with state { refreshMeals: true },
 * reloads the saved meals (invalidating their query), then drops the flag from the address
 * so that a reload or a shared link does not ask again.
 */
export function useRefreshMealsFlag(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flagged = hasRefreshFlag(search, state);

  useEffect(() => {
    if (!flagged) return;
    // Without cached meals the page is fetching them fresh already; a second request would only cancel the first.
    if (queryClient.getQueryData(SAVED_MEALS_QUERY_KEY) !== undefined) {
      void queryClient.invalidateQueries({ queryKey: SAVED_MEALS_QUERY_KEY });
    }
    const params = new URLSearchParams(search);
    params.delete(REFRESH_MEALS_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state: null });
  }, [flagged, queryClient, navigate, pathname, search, hash]);
}
