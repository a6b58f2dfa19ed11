import { useMutation } from '@tanstack/react-query';
import { userInfoSchema, type UserInfoDto } from '@playeats/contracts/users';
import { useAppDispatch } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { phoneChanged } from '../../auth/auth-slice.ts';
import { useApplyUserInfo } from '../hooks/use-apply-user-info.ts';

export const PHONE_CONFIRM_PATH = '/api/users/me/phone/confirm';

export interface PhoneConfirmation {
  phone: string;
  code: string;
}

/**
 * POST /api/users/me/phone/confirm: answers the user info with the new phone; a wrong code
 * → 400 InvalidCodeException, a number held by another account → 409 PhoneTakenException.
 */
export function confirmPhoneChange(confirmation: PhoneConfirmation): Promise<UserInfoDto> {
  return request(PHONE_CONFIRM_PATH, { method: 'POST', body: confirmation, schema: userInfoSchema });
}

/**
 * On success the phone changes in the session first (phoneChanged: the stored session is
 * rewritten where it lives, spec section 4), then the whole fresh user info follows.
 */
export function useConfirmPhoneChange() {
  const dispatch = useAppDispatch();
  const applyUserInfo = useApplyUserInfo();
  return useMutation({
    mutationFn: confirmPhoneChange,
    onSuccess: (info) => {
      dispatch(phoneChanged(info.phone));
      applyUserInfo(info);
    },
  });
}
