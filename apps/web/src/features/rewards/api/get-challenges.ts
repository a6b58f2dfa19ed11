import { queryOptions, useQuery } from '@tanstack/react-query';
import { userChallengeListSchema, type UserChallengeDto } from '@playeats/contracts/rewards';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectIsSignedIn, selectQueryUserKey } from '../../auth/auth-slice.ts';
import { rewardsKeys } from './rewards-keys.ts';

export const CHALLENGES_PATH = '/api/challenges';

/** GET /api/challenges: the open challenges with the signed-in user's progress. */
export async function getChallenges({ signal }: { signal?: AbortSignal } = {}): Promise<UserChallengeDto[]> {
  const list = await request(CHALLENGES_PATH, { schema: userChallengeListSchema, ...(signal ? { signal } : {}) });
  return list.items;
}

export function getChallengesQueryOptions(userKey: string) {
  return queryOptions({
    queryKey: rewardsKeys.challenges(userKey),
    queryFn: ({ signal }) => getChallenges({ signal }),
  });
}

/** The list page and the detail page share this one query (there is no single-challenge call). */
export function useChallenges() {
  const userKey = useAppSelector(selectQueryUserKey);
  const signedIn = useAppSelector(selectIsSignedIn);
  return useQuery({ ...getChallengesQueryOptions(userKey), enabled: signedIn });
}
