import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { creatorsKeys } from './creators-keys.ts';

/** DELETE /api/users/me/discord */
export async function unlinkDiscord(): Promise<void> {
  await request('/api/users/me/discord', { method: 'DELETE' });
}

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  const user = useAppSelector(selectQueryUserKey);
  return useMutation({
    mutationFn: unlinkDiscord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsKeys.discord(user) }),
  });
}
