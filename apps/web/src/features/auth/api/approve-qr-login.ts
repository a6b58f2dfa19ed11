import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client.ts';
import { rememberPendingQr } from '../pending-qr.ts';
import { NeedToLogoutError } from './refresh-token.ts';

/**
 * POST /api/auth/qr/{qrToken}/approve with the phone's bearer token: the PC gets its own
 * session. An empty JSON object as body: the client always sends a JSON content type, and
 * the server refuses an empty body that claims to be JSON.
 */
export async function approveQrLogin(qrToken: string): Promise<void> {
  await request(`/api/auth/qr/${encodeURIComponent(qrToken)}/approve`, { method: 'POST', body: {} });
}

/**
 * A phone whose session had ended is signed out (to /login, the page unmounting before its
 * own callbacks run): the code is kept, and the next sign-in comes back to approve it.
 */
export function useApproveQrLogin() {
  return useMutation({
    mutationFn: approveQrLogin,
    onError: (error, qrToken) => {
      if (error instanceof NeedToLogoutError) rememberPendingQr(qrToken, 'session-ended');
    },
  });
}
