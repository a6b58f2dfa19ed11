import { useMutation } from '@tanstack/react-query';
import { acceptedSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

/** POST /api/auth/resend-activation: 202 whatever the address. */
export function resendActivation(email: string) {
  return request('/api/auth/resend-activation', {
    method: 'POST',
    body: { email: email.trim() },
    schema: acceptedSchema,
    authenticated: false,
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
