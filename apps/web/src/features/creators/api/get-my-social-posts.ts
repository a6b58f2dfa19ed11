import { useInfiniteQuery } from '@tanstack/react-query';
import { mySocialPostsSchema, type MySocialPostsDto } from '@playeats/contracts/creators';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { creatorsKeys } from './creators-keys.ts';

/** GET /api/users/me/social-posts: newest first, a page at a time, with this week's credited posts. */
export function getMySocialPosts(cursor: string | undefined, signal?: AbortSignal): Promise<MySocialPostsDto> {
  return request('/api/users/me/social-posts', {
    params: { cursor },
    schema: mySocialPostsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useMySocialPosts({ enabled = true }: { enabled?: boolean } = {}) {
  const user = useAppSelector(selectQueryUserKey);
  return useInfiniteQuery({
    queryKey: creatorsKeys.posts(user),
    queryFn: ({ pageParam, signal }) => getMySocialPosts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
