import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoSchema, type UpdateMe, type UserInfoDto } from '@playeats/contracts/users';
import { request } from '../../../lib/http-client.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useApplyUserInfo } from '../hooks/use-apply-user-info.ts';
import { ME_PATH } from '../../../lib/api/me.ts';
import { ME_QUERY_KEY } from './get-me.ts';

/** PATCH /api/users/me: the account's flags and preferences; answers the updated user info. */
export function updateMe(changes: UpdateMe): Promise<UserInfoDto> {
  return request(ME_PATH, { method: 'PATCH', body: changes, schema: userInfoSchema });
}

interface UpdateMeContext {
  /** The values the changed fields had before, to put back if the server refuses. */
  previous: Partial<UserInfoDto>;
}

/**
 * An optimistic update: the page shows the change at once; on failure only the fields
 * this call changed go back (another toggle may have succeeded meanwhile) and the error
 * dialog says why; on success the server's copy replaces the cache and the session.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  const applyUserInfo = useApplyUserInfo();
  const { showError } = useErrorDialog();
  return useMutation<UserInfoDto, unknown, UpdateMe, UpdateMeContext>({
    mutationFn: updateMe,
    onMutate: async (changes) => {
      // A GET still in flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      const current = queryClient.getQueryData<UserInfoDto>(ME_QUERY_KEY);
      const previous: Partial<UserInfoDto> = {};
      for (const key of Object.keys(changes) as (keyof UpdateMe)[]) {
        if (current) Object.assign(previous, { [key]: current[key] });
      }
      queryClient.setQueryData<UserInfoDto>(ME_QUERY_KEY, (old) => (old ? { ...old, ...changes } : old));
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context) {
        queryClient.setQueryData<UserInfoDto>(ME_QUERY_KEY, (old) => (old ? { ...old, ...context.previous } : old));
      }
      showError(error);
    },
    onSuccess: (info) => applyUserInfo(info),
  });
}
