import { useMutation } from '@tanstack/react-query';
import { acceptedSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

export const PHONE_CHANGE_PATH = '/api/users/me/phone';

export interface PhoneChange {
  /** E.164. */
  phone: string;
  /** The current password, required when the account has one (401 InvalidCredentialsException). */
  password?: string;
}

/**
 * POST /api/users/me/phone: a 6-digit code by SMS to the new number, whoever holds it (a
 * number in use is reported only at the confirmation). Accounts without a password need
 * a recent sign-in (401 ReauthenticationRequiredException).
 */
export function requestPhoneChange(change: PhoneChange): Promise<{ status: 'accepted' }> {
  return request(PHONE_CHANGE_PATH, { method: 'POST', body: change, schema: acceptedSchema });
}

export function useRequestPhoneChange() {
  return useMutation({ mutationFn: requestPhoneChange });
}
