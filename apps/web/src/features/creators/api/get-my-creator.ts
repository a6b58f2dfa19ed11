import { useQuery } from '@tanstack/react-query';
import { myCreatorSchema, type MyCreatorDto } from '@playeats/contracts/creators';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { creatorsKeys } from './creators-keys.ts';

/** GET /api/users/me/creator: the latest application and, once approved, the code and figures. */
export function getMyCreator({ signal }: { signal?: AbortSignal } = {}): Promise<MyCreatorDto> {
  return request('/api/users/me/creator', { schema: myCreatorSchema, ...(signal ? { signal } : {}) });
}

export function useMyCreator({ enabled = true }: { enabled?: boolean } = {}) {
  const user = useAppSelector(selectQueryUserKey);
  return useQuery({
    queryKey: creatorsKeys.mine(user),
    queryFn: ({ signal }) => getMyCreator({ signal }),
    enabled,
  });
}
