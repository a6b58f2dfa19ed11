import { useMutation } from '@tanstack/react-query';
import { acceptedSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

/** POST /api/auth/sms/request: 202 whatever the number; a code goes out if it has an account. */
export function requestSmsCode(phone: string) {
  return request('/api/auth/sms/request', {
    method: 'POST',
    body: { phone: phone.trim() },
    schema: acceptedSchema,
    authenticated: false,
  });
}

export function useRequestSmsCode() {
  return useMutation({ mutationFn: requestSmsCode });
}
