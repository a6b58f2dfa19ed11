import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { challengeClaimSchema } from '@playeats/contracts/rewards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { request } from '../../../lib/http-client.ts';
import { coinBalanceLoaded, promoDollarsLoaded } from '../balance-state.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { rewardsKeys } from './rewards-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export type ChallengeClaimDto = z.infer<typeof challengeClaimSchema>;

export const claimPath = (challengeId: string) => `/api/challenges/${encodeURIComponent(challengeId)}/claim`;

/** POST /api/challenges/{id}/claim: the reward of a completed challenge, once; answers the new balances. */
export function claimChallenge(challengeId: string, idempotencyKey = newIdempotencyKey()): Promise<ChallengeClaimDto> {
  return request(claimPath(challengeId), {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: challengeClaimSchema,
  });
}

/**
 * Claims a reward: the answer's balances go straight into the store, then the
 * challenges (now claimed) and the balance queries are fetched again. A refusal
 * (already claimed, not completed, over) goes to the error dialog and the list is
 * refreshed, since it was evidently out of date.
 */
export function useClaimChallenge() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: (challengeId: string) => claimChallenge(challengeId),
    onSuccess: (claim) => {
      dispatch(coinBalanceLoaded(claim.balance.bucks));
      dispatch(promoDollarsLoaded(claim.balance.promoCents));
      void queryClient.invalidateQueries({ queryKey: rewardsKeys.balances(userKey) });
    },
    onError: (error) => {
      showError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.challenges(userKey) }),
  });
}
