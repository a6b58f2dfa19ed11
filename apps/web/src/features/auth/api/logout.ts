import { request } from '../../../lib/http-client.ts';

/** POST /api/auth/logout: revokes the refresh token's family on the server. */
export async function logoutSession(refreshToken: string): Promise<void> {
  await request('/api/auth/logout', { method: 'POST', body: { refreshToken }, authenticated: false });
}
