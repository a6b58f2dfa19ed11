import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type SessionDto } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import { clientInfo } from '../session.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login. A 401 here means wrong credentials, never an expired session: no renewal. */
export function login(input: LoginInput): Promise<SessionDto> {
  return request('/api/auth/login', {
    method: 'POST',
    body: { ...clientInfo(), email: input.email.trim(), password: input.password },
    schema: sessionSchema,
    authenticated: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
