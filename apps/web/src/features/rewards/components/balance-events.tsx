import { useQueryClient } from '@tanstack/react-query';
import { balanceEventSchema } from '@playeats/contracts/events';
import type { BalanceDto } from '@playeats/contracts/rewards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useServerEvent } from '../../../lib/server-events.ts';
import { rewardsKeys } from '../api/rewards-keys.ts';
import { coinBalanceLoaded, promoDollarsLoaded } from '../balance-state.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/**
 * The balances follow the server's `balance` events at once (bucks earned at a game's
 * end, spent on an order, a claim, a refund), everywhere the app shows them; on
 * (re)connecting they are fetched again, as a change may have been missed. Renders nothing.
 */
export function BalanceEvents() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  useServerEvent('balance', (data) => {
    const parsed = balanceEventSchema.safeParse(data);
    if (!parsed.success) return;
    const { bucks, promoCents } = parsed.data;
    dispatch(coinBalanceLoaded(bucks));
    dispatch(promoDollarsLoaded(promoCents));
    queryClient.setQueryData<BalanceDto>(rewardsKeys.balance(userKey), { bucks, promoCents });
    void queryClient.invalidateQueries({ queryKey: rewardsKeys.challenges(userKey) });
    void queryClient.invalidateQueries({ queryKey: rewardsKeys.recentSessions(userKey) });
  });
  useServerEvent(['ready', 'resync'], () => {
    void queryClient.invalidateQueries({ queryKey: rewardsKeys.balances(userKey) });
  });
  return null;
}
