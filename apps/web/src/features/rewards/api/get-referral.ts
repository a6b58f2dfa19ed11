import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { referralSchema } from '@playeats/contracts/rewards';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { rewardsKeys } from './rewards-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export const REFERRAL_PATH = '/api/users/me/referral';

export type ReferralDto = z.infer<typeof referralSchema>;

/** GET /api/users/me/referral: the user's code, the link to share and the program's terms. */
export function getReferral({ signal }: { signal?: AbortSignal } = {}): Promise<ReferralDto> {
  return request(REFERRAL_PATH, { schema: referralSchema, ...(signal ? { signal } : {}) });
}

export function getReferralQueryOptions(userKey: string) {
  return queryOptions({
    queryKey: rewardsKeys.referral(userKey),
    queryFn: ({ signal }) => getReferral({ signal }),
    // The code never changes; only the count of friends moves.
    staleTime: 60_000,
  });
}

export function useReferral({ enabled = true }: { enabled?: boolean } = {}) {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery({ ...getReferralQueryOptions(userKey), enabled });
}

/**
 * The link to share: the server's (it knows the public address of the product), or the
 * sign-up page of this origin with the code.
 */
export function referralLink(referral: Pick<ReferralDto, 'code' | 'link'>, origin = window.location.origin): string {
  return referral.link || `${origin}/signupWithReferral/${encodeURIComponent(referral.code)}`;
}
