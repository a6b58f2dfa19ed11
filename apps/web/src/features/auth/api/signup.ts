import { useMutation } from '@tanstack/react-query';
import { acceptedSchema, type SignupRequest } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

/** POST /api/auth/signup: 202 whether or not the address already has an account. */
export function signup(input: SignupRequest) {
  return request('/api/auth/signup', { method: 'POST', body: input, schema: acceptedSchema, authenticated: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
