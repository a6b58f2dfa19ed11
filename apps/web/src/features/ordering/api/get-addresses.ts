import { useQuery } from '@tanstack/react-query';
import { addressListSchema, type AddressDto } from '@playeats/contracts/addresses';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys, selectOrderingUserKey } from './ordering-keys.ts';

export const ADDRESSES_PATH = '/api/users/me/addresses';
export const addressPath = (id: string) => `${ADDRESSES_PATH}/${encodeURIComponent(id)}`;

/** GET /api/users/me/addresses: default first, then newest first. */
export async function getAddresses(signal?: AbortSignal): Promise<AddressDto[]> {
  const list = await request(ADDRESSES_PATH, { schema: addressListSchema, ...(signal ? { signal } : {}) });
  return list.items;
}

export function useAddresses() {
  const userKey = useAppSelector(selectOrderingUserKey);
  return useQuery({ queryKey: orderingKeys.addresses(userKey), queryFn: ({ signal }) => getAddresses(signal) });
}
