import type * as z from 'zod/mini';
import { qrStatusSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

export type QrStatus = z.infer<typeof qrStatusSchema>;

/** POST /api/auth/qr/{qrToken}/claim: pending, or (once) approved with the desktop's session. */
export function claimQrLogin(
  qrToken: string,
  pollSecret: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QrStatus> {
  return request(`/api/auth/qr/${encodeURIComponent(qrToken)}/claim`, {
    method: 'POST',
    body: { pollSecret },
    schema: qrStatusSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}
