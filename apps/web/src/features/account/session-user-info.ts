import type { UserInfoDto } from '@playeats/contracts/users';
import type { AddressData, UserInfo } from '../auth/auth-slice.ts';

function isAddress(value: unknown): value is AddressData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's user info as the session keeps it (auth.userInfo, stored under 'user').
 * The contract leaves the address opaque (unknown); the session wants an object or null.
 */
export function toSessionUserInfo(info: UserInfoDto): UserInfo {
  return { ...info, address: isAddress(info.address) ? info.address : null };
}
