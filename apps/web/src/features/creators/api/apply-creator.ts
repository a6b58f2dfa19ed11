import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  creatorApplicationSchema,
  type CreatorApplicationDto,
  type CreatorApplicationRequest,
} from '@playeats/contracts/creators';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { creatorsKeys } from './creators-keys.ts';

/** POST /api/users/me/creator/applications */
export function applyCreator(body: CreatorApplicationRequest): Promise<CreatorApplicationDto> {
  return request('/api/users/me/creator/applications', { method: 'POST', body, schema: creatorApplicationSchema });
}

/** Applies; the page's status (GET /api/users/me/creator) is fetched again after. Errors stay with the form. */
export function useApplyCreator() {
  const queryClient = useQueryClient();
  const user = useAppSelector(selectQueryUserKey);
  return useMutation({
    mutationFn: applyCreator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsKeys.mine(user) }),
  });
}
