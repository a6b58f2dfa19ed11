import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client.ts';

/**
 * POST /api/auth/qr/{qrToken}/approve with the phone's bearer token: the PC gets its own
 * session. An empty JSON object as body: the client always sends a JSON content type, and
 * the server refuses an empty body that claims to be JSON.
 */
export async function approveQrLogin(qrToken: string): Promise<void> {
  await request(`/api/auth/qr/${encodeURIComponent(qrToken)}/approve`, { method: 'POST', body: {} });
}

export function useApproveQrLogin() {
  return useMutation({ mutationFn: approveQrLogin });
}
