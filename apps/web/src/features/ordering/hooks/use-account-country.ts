import type { AddressCountry } from '@playeats/contracts/addresses';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectUserInfo } from '../../auth/auth-slice.ts';

/** The account's country from the session's user info; null for a session stored by an older version. */
export function useAccountCountry(): AddressCountry | null {
  return useAppSelector((state) => selectUserInfo(state)?.country ?? null);
}
