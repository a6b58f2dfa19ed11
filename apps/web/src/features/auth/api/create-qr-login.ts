import type * as z from 'zod/mini';
import { qrCreatedSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import { clientInfo } from '../session.ts';

export type QrLogin = z.infer<typeof qrCreatedSchema>;

/** POST /api/auth/qr: the desktop's half of a QR sign-in (token for the code, secret for polling). */
export function createQrLogin({ signal }: { signal?: AbortSignal } = {}): Promise<QrLogin> {
  return request('/api/auth/qr', {
    method: 'POST',
    body: clientInfo(),
    schema: qrCreatedSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}
