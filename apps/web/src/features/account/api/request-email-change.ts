import { useMutation } from '@tanstack/react-query';
import { acceptedSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

export const EMAIL_CHANGE_PATH = '/api/users/me/email';

export interface EmailChange {
  email: string;
  /** The current password, required when the account has one (401 InvalidCredentialsException). */
  password?: string;
}

/**
 * POST /api/users/me/email: a verification link goes to the new address; it changes once
 * opened. Accounts without a password need a recent sign-in (401 ReauthenticationRequiredException).
 */
export function requestEmailChange(change: EmailChange): Promise<{ status: 'accepted' }> {
  return request(EMAIL_CHANGE_PATH, { method: 'POST', body: change, schema: acceptedSchema });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
