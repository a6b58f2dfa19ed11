import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** POST /api/auth/reset-password: 204; every session of the account ends. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await request('/api/auth/reset-password', { method: 'POST', body: input, authenticated: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
