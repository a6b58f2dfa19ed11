import { queryOptions, useQuery } from '@tanstack/react-query';
import { dollarsSchema } from '@playeats/contracts/rewards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import type { AppDispatch } from '../../../app/store.ts';
import { request } from '../../../lib/http-client.ts';
import { logger } from '../../../lib/logger.ts';
import { BACKGROUND_QUERY_OPTIONS } from '../../../lib/query-clients.ts';
import { selectIsSignedIn, selectQueryUserKey } from '../../auth/auth-slice.ts';
import { coinBalanceLoaded } from '../balance-state.ts';
import { rewardsKeys } from './rewards-keys.ts';

export const DOLLARS_PATH = '/api/users/dollars';

/** GET /api/users/dollars (spec section 7): the bucks balance as availableDollars. */
export function getDollars(): Promise<{ availableDollars: number }> {
  return request(DOLLARS_PATH, { schema: dollarsSchema });
}

/**
 * The coin-balance refresh of spec sections 7 and 8: on 200 availableDollars becomes the
 * coin balance. A 401 is renewed and retried once by the HTTP client; any other failure,
 * or a failed retry, only logs 'error refreshing coins' and leaves the balance as it was.
 * Never rejects, so no caller can turn the failure into a user message.
 */
export async function refreshCoinBalance(dispatch: AppDispatch): Promise<number | null> {
  try {
    const { availableDollars } = await getDollars();
    dispatch(coinBalanceLoaded(availableDollars));
    return availableDollars;
  } catch (error) {
    logger.error('error refreshing coins', error);
    return null;
  }
}

export function getDollarsQueryOptions(userKey: string, dispatch: AppDispatch) {
  // No abort signal: a refresh that has started lands in the store even if its screen is gone.
  return queryOptions({
    ...BACKGROUND_QUERY_OPTIONS,
    queryKey: rewardsKeys.dollars(userKey),
    queryFn: () => refreshCoinBalance(dispatch),
  });
}

/** Refreshes the coin balance while signed in; the value to show is in the store (selectCoinBalance). */
export function useDollars() {
  const dispatch = useAppDispatch();
  const userKey = useAppSelector(selectQueryUserKey);
  const signedIn = useAppSelector(selectIsSignedIn);
  return useQuery({ ...getDollarsQueryOptions(userKey, dispatch), enabled: signedIn });
}
