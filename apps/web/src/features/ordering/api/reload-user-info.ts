import { userInfoSchema } from '@playeats/contracts/users';
import type { AppDispatch } from '../../../app/store.ts';
import { request } from '../../../lib/http-client.ts';
import { userInfoReloaded, type AddressData } from '../../auth/auth-slice.ts';

const isAddress = (value: unknown): value is AddressData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET /api/users/me into the session: the user info carries the default address, which
 * decides things elsewhere (the mobile bottom navigation), so it is reloaded after the
 * addresses change. A failure only leaves the old copy.
 */
export async function reloadUserInfo(dispatch: AppDispatch): Promise<void> {
  try {
    const info = await request('/api/users/me', { schema: userInfoSchema });
    dispatch(userInfoReloaded({ ...info, address: isAddress(info.address) ? info.address : null }));
  } catch (error) {
    console.error('error reloading user info', error);
  }
}
