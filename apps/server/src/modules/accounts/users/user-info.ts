import type { AddressDto } from '@playeats/contracts/addresses';
import type { UserInfoDto } from '@playeats/contracts/users';
import type { UserRow } from './users.repository.ts';

/** Database rows never reach the client: this is the one conversion to the contract. */
export function toUserInfo(
  user: UserRow,
  linkedProviders: readonly string[],
  defaultAddress: AddressDto | null,
): UserInfoDto {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    roles: user.roles.filter((r): r is 'USER' | 'ADMIN' => r === 'USER' || r === 'ADMIN'),
    anonymousMode: user.anonymousMode,
    disableGameTimeTracking: user.disableGameTimeTracking,
    disabledAds: user.disabledAds,
    address: defaultAddress,
    phone: user.phone,
    country: user.country === 'CANADA' ? 'CANADA' : 'UNITED_STATES',
    language: user.language === 'fr' ? 'fr' : 'en',
    referralCode: user.referralCode,
    hasPassword: user.passwordHash !== null,
    linkedProviders: linkedProviders.filter((p): p is 'google' | 'microsoft' => p === 'google' || p === 'microsoft'),
    createdAt: user.createdAt.toISOString(),
  };
}
