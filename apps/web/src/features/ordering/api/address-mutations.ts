import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addressListSchema,
  addressSchema,
  type AddressDto,
  type CreateAddressRequest,
  type UpdateAddressRequest,
} from '@playeats/contracts/addresses';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { request } from '../../../lib/http-client.ts';
import { addressPath, ADDRESSES_PATH } from './get-addresses.ts';
import { orderingKeys, selectOrderingUserKey } from './ordering-keys.ts';
import { reloadUserInfo } from './reload-user-info.ts';

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

async function run(change: AddressChange): Promise<AddressDto | null> {
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

/**
 * Every change to the addresses: the list is fetched again afterwards, and so is the user
 * info (its `address` is the default one). Refusals go to the error dialog.
 */
export function useAddressChange() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const userKey = useAppSelector(selectOrderingUserKey);
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: run,
    onSuccess: () => reloadUserInfo(dispatch),
    onError: (error) => {
      showError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderingKeys.addresses(userKey) }),
  });
}
