import type { AddressCountry } from '@playeats/contracts/addresses';
import { useAppSelector } from '../../../app/hooks.ts';

/**
 * The account's country. The session's user info is the server's (it carries `country`)
 * though the session type leaves it out; a session stored by an older version may lack it.
 */
export function useAccountCountry(): AddressCountry | null {
  const country = useAppSelector((state) => (state.auth.userInfo as { country?: unknown } | null)?.country);
  return country === 'CANADA' || country === 'UNITED_STATES' ? country : null;
}
