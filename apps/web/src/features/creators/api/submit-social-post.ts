import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialPostSchema, type SocialPostDto } from '@playeats/contracts/creators';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { creatorsKeys } from './creators-keys.ts';

/** POST /api/users/me/social-posts */
export function submitSocialPost(url: string): Promise<SocialPostDto> {
  return request('/api/users/me/social-posts', { method: 'POST', body: { url }, schema: socialPostSchema });
}

/** Submits a link; the list and the Discord panel (a first post makes a member) are fetched again. */
export function useSubmitSocialPost() {
  const queryClient = useQueryClient();
  const user = useAppSelector(selectQueryUserKey);
  return useMutation({
    mutationFn: submitSocialPost,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorsKeys.posts(user) }),
        queryClient.invalidateQueries({ queryKey: creatorsKeys.discord(user) }),
      ]),
  });
}
