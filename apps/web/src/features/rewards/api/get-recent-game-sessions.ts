import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentGameSessionsSchema, type GameSessionDto } from '@playeats/contracts/rewards';
import { GAME_SESSION_LIST_MAX } from '@playeats/domain/constants';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { BACKGROUND_QUERY_OPTIONS } from '../../../lib/query-clients.ts';
import { selectIsSignedIn, selectQueryUserKey } from '../../auth/auth-slice.ts';
import { rewardsKeys } from './rewards-keys.ts';

export const RECENT_GAME_SESSIONS_PATH = '/api/game-sessions/recent';

/** GET /api/game-sessions/recent: the last sessions, newest first, at most GAME_SESSION_LIST_MAX (spec section 3). */
export async function getRecentGameSessions({ signal }: { signal?: AbortSignal } = {}): Promise<GameSessionDto[]> {
  const list = await request(RECENT_GAME_SESSIONS_PATH, {
    schema: recentGameSessionsSchema,
    ...(signal ? { signal } : {}),
  });
  // The server sends 5; the cap holds here too so the list never outgrows the spec's limit.
  return list.items.slice(0, GAME_SESSION_LIST_MAX);
}

export function getRecentGameSessionsQueryOptions(userKey: string) {
  return queryOptions({
    ...BACKGROUND_QUERY_OPTIONS,
    queryKey: rewardsKeys.recentSessions(userKey),
    queryFn: ({ signal }) => getRecentGameSessions({ signal }),
  });
}

export function useRecentGameSessions() {
  const userKey = useAppSelector(selectQueryUserKey);
  const signedIn = useAppSelector(selectIsSignedIn);
  return useQuery({ ...getRecentGameSessionsQueryOptions(userKey), enabled: signedIn });
}
