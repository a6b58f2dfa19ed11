import { useQuery } from '@tanstack/react-query';
import { discordLinkSchema, type DiscordLinkDto } from '@playeats/contracts/creators';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { creatorsKeys } from './creators-keys.ts';

/** GET /api/users/me/discord: whether the user may link, and the linked account. */
export function getDiscordLink({ signal }: { signal?: AbortSignal } = {}): Promise<DiscordLinkDto> {
  return request('/api/users/me/discord', { schema: discordLinkSchema, ...(signal ? { signal } : {}) });
}

export function useDiscordLink({ enabled = true }: { enabled?: boolean } = {}) {
  const user = useAppSelector(selectQueryUserKey);
  return useQuery({
    queryKey: creatorsKeys.discord(user),
    queryFn: ({ signal }) => getDiscordLink({ signal }),
    enabled,
  });
}
