import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type SessionDto } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import { clientInfo } from '../session.ts';

/** POST /api/auth/activate: activates the account and signs in. */
export function activate(token: string): Promise<SessionDto> {
  return request('/api/auth/activate', {
    method: 'POST',
    body: { ...clientInfo(), token },
    schema: sessionSchema,
    authenticated: false,
  });
}

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
