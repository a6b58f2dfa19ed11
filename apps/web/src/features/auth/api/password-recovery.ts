import { useMutation } from '@tanstack/react-query';
import { acceptedSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

/** POST /api/auth/password-recovery: 202 whatever the address. */
export function requestPasswordRecovery(email: string) {
  return request('/api/auth/password-recovery', {
    method: 'POST',
    body: { email: email.trim() },
    schema: acceptedSchema,
    authenticated: false,
  });
}

export function usePasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}
