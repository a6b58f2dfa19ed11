import { queryOptions } from '@tanstack/react-query';
import {
  addressListSchema,
  addressSchema,
  type AddressDto,
  type CreateAddressRequest,
  type UpdateAddressRequest,
} from '@playeats/contracts/addresses';
import { request } from '../http-client.ts';
import { orderingKeys } from '../ordering-query-keys.ts';

/*
 * The saved delivery addresses (/api/users/me/addresses): the account's address book
 * manages them, and the checkout chooses one (or adds one) to deliver to.
 */

export const ADDRESSES_PATH = '/api/users/me/addresses';
export const addressPath = (id: string) => `${ADDRESSES_PATH}/${encodeURIComponent(id)}`;

/** GET /api/users/me/addresses: default first, then newest first. */
export async function getAddresses(signal?: AbortSignal): Promise<AddressDto[]> {
  const list = await request(ADDRESSES_PATH, { schema: addressListSchema, ...(signal ? { signal } : {}) });
  return list.items;
}

/** The addresses as a query; `user` is the session's selectQueryUserKey. */
export function addressesQueryOptions(user: string) {
  return queryOptions({ queryKey: orderingKeys.addresses(user), queryFn: ({ signal }) => getAddresses(signal) });
}

/** POST /api/users/me/addresses → the saved address (geocoded; the first one becomes the default). */
export function createAddress(body: CreateAddressRequest): Promise<AddressDto> {
  return request(ADDRESSES_PATH, { method: 'POST', body, schema: addressSchema });
}

/** PATCH /api/users/me/addresses/{id}: null clears label, line2 or instructions. */
export function updateAddress(id: string, body: UpdateAddressRequest): Promise<AddressDto> {
  return request(addressPath(id), { method: 'PATCH', body, schema: addressSchema });
}

/** DELETE /api/users/me/addresses/{id}; the newest remaining one becomes the default if needed. */
export async function deleteAddress(id: string): Promise<void> {
  await request(addressPath(id), { method: 'DELETE' });
}

/** PUT /api/users/me/addresses/{id}/default → the whole list, re-ordered. */
export async function setDefaultAddress(id: string): Promise<AddressDto[]> {
  const list = await request(`${addressPath(id)}/default`, { method: 'PUT', schema: addressListSchema });
  return list.items;
}

export type AddressChange =
  | { kind: 'create'; body: CreateAddressRequest }
  | { kind: 'update'; id: string; body: UpdateAddressRequest }
  | { kind: 'delete'; id: string }
  | { kind: 'default'; id: string };

/** Sends one change; resolves with the saved address when there is one (created or updated). */
export async function saveAddressChange(change: AddressChange): Promise<AddressDto | null> {
  switch (change.kind) {
    case 'create':
      return createAddress(change.body);
    case 'update':
      return updateAddress(change.id, change.body);
    case 'delete':
      await deleteAddress(change.id);
      return null;
    case 'default':
      await setDefaultAddress(change.id);
      return null;
  }
}
