import { userInfoSchema, type UserInfoDto } from '@playeats/contracts/users';
import { request } from '../http-client.ts';

export const ME_PATH = '/api/users/me';

/**
 * GET /api/users/me: the signed-in user's info, checked against the contract. The one
 * fetcher of it: the account pages show it, and features that change what it carries (an
 * applied promo code, the default address) reload the session's copy with it.
 */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfoDto> {
  return request(ME_PATH, { schema: userInfoSchema, ...(signal ? { signal } : {}) });
}
