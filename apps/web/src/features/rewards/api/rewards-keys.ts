import { balancesQueryKey } from '../../../lib/balances-query-key.ts';

/**
 * Query keys of the rewards calls. They carry the signed-in user's id (selectQueryUserKey)
 * so that, after a sign-out and another person's sign-in on the same device, nothing
 * cached for the first one is taken for the second one's.
 */
export const rewardsKeys = {
  all: ['rewards'] as const,
  balances: balancesQueryKey,
  dollars: (user: string) => ['rewards', user, 'balances', 'dollars'] as const,
  balance: (user: string) => ['rewards', user, 'balances', 'balance'] as const,
  referral: (user: string) => ['rewards', user, 'referral'] as const,
  challenges: (user: string) => ['rewards', user, 'challenges'] as const,
  recentSessions: (user: string) => ['rewards', user, 'game-sessions', 'recent'] as const,
};
