import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceSchema, type BalanceDto } from '@playeats/contracts/rewards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import type { AppDispatch } from '../../../app/store.ts';
import { request } from '../../../lib/http-client.ts';
import { BACKGROUND_QUERY_OPTIONS } from '../../../lib/query-clients.ts';
import { selectIsSignedIn, selectQueryUserKey } from '../../auth/auth-slice.ts';
import { promoDollarsLoaded } from '../balance-state.ts';
import { rewardsKeys } from './rewards-keys.ts';

export const BALANCE_PATH = '/api/users/me/balance';

/** GET /api/users/me/balance: both balances; the rewards screens read the promo dollars from it. */
export function getBalance(): Promise<BalanceDto> {
  return request(BALANCE_PATH, { schema: balanceSchema });
}

export function getBalanceQueryOptions(userKey: string, dispatch: AppDispatch) {
  return queryOptions({
    ...BACKGROUND_QUERY_OPTIONS,
    queryKey: rewardsKeys.balance(userKey),
    queryFn: async () => {
      const balance = await getBalance();
      dispatch(promoDollarsLoaded(balance.promoCents));
      return balance;
    },
  });
}

/**
 * Refreshes the promo-dollar balance (integer cents, kept in meals.availablePromoDollars)
 * while signed in. A failure is only the query's error: the balance shown stays as it
 * was, like the coin balance's (spec section 8).
 */
export function useBalance() {
  const dispatch = useAppDispatch();
  const userKey = useAppSelector(selectQueryUserKey);
  const signedIn = useAppSelector(selectIsSignedIn);
  return useQuery({ ...getBalanceQueryOptions(userKey, dispatch), enabled: signedIn });
}
