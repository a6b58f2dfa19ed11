import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '../../../lib/http-client.ts';

export const emailVerifiedSchema = z.object({ status: z.literal('verified'), email: z.string(), userId: z.string() });

/** POST /api/auth/verify-email: confirms a new e-mail address from its link. */
export function verifyEmail(token: string) {
  return request('/api/auth/verify-email', {
    method: 'POST',
    body: { token },
    schema: emailVerifiedSchema,
    authenticated: false,
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
