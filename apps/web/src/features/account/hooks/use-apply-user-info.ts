import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfoDto } from '@playeats/contracts/users';
import { useAppDispatch } from '../../../app/hooks.ts';
import { toSessionUserInfo, userInfoReloaded } from '../../auth/auth-slice.ts';
import { ME_QUERY_KEY } from '../api/get-me.ts';

/** Takes the server's fresh user info everywhere it is kept: the query cache and the session. */
export function useApplyUserInfo(): (info: UserInfoDto) => void {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useCallback(
    (info: UserInfoDto) => {
      queryClient.setQueryData(ME_QUERY_KEY, info);
      dispatch(userInfoReloaded(toSessionUserInfo(info)));
    },
    [queryClient, dispatch],
  );
}
