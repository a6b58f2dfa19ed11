import { useBalanceRefresher } from '../hooks/use-balance-refresher.ts';

/** Renders nothing; mounted where the balances must be fresh (signed-in areas). */
export function BalanceRefresher() {
  useBalanceRefresher();
  return null;
}
