import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/hooks.ts';
import { useBalance } from '../api/get-balance.ts';
import { useDollars } from '../api/get-dollars.ts';
import { rewardsKeys } from '../api/rewards-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/**
 * Keeps the two balances in the store fresh while signed in: the coin balance from
 * GET /api/users/dollars (spec sections 7 and 8) and the promo dollars from
 * GET /api/users/me/balance. Fetches when first used (and when stale, on a later
 * mount); `refresh` fetches both again now. Read the values with selectCoinBalance and
 * selectPromoCents.
 */
export function useBalanceRefresher() {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const dollars = useDollars();
  const balance = useBalance();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: rewardsKeys.balances(userKey) }),
    [queryClient, userKey],
  );
  return { refresh, isFetching: dollars.isFetching || balance.isFetching };
}
