import { userInfoSchema, type UserInfoDto } from '@playeats/contracts/users';
import type { AppDispatch } from '../../../app/store.ts';
import { request } from '../../../lib/http-client.ts';
import { userInfoReloaded, type AddressData, type UserInfo } from '../../auth/auth-slice.ts';

export const ME_PATH = '/api/users/me';

/** GET /api/users/me: the signed-in user's info, checked against the contract. */
export function getMe(): Promise<UserInfoDto> {
  return request(ME_PATH, { schema: userInfoSchema });
}

const isAddress = (value: unknown): value is AddressData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's user info as the session keeps it (the contract leaves the address opaque). */
export function toSessionUserInfo(info: UserInfoDto): UserInfo {
  return { ...info, address: isAddress(info.address) ? info.address : null };
}

/** Spec section 4: after a promotion is applied, the user info is reloaded into the session. */
export async function reloadUserInfo(dispatch: AppDispatch): Promise<UserInfo> {
  const info = toSessionUserInfo(await getMe());
  dispatch(userInfoReloaded(info));
  return info;
}
