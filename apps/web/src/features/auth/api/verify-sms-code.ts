import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type SessionDto } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import { clientInfo } from '../session.ts';

export interface VerifySmsCodeInput {
  phone: string;
  code: string;
}

/** POST /api/auth/sms/verify: the 6-digit code signs in. */
export function verifySmsCode(input: VerifySmsCodeInput): Promise<SessionDto> {
  return request('/api/auth/sms/verify', {
    method: 'POST',
    body: { ...clientInfo(), phone: input.phone.trim(), code: input.code },
    schema: sessionSchema,
    authenticated: false,
  });
}

export function useVerifySmsCode() {
  return useMutation({ mutationFn: verifySmsCode });
}
