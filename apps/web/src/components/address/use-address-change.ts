import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressCountry } from '@playeats/contracts/addresses';
import type { MapTiles } from '@playeats/contracts/settings';
import type { UserInfoDto } from '@playeats/contracts/users';
import { saveAddressChange, type AddressChange } from '../../lib/api/addresses.ts';
import { getMe } from '../../lib/api/me.ts';
import { orderingKeys } from '../../lib/ordering-query-keys.ts';
import { useErrorDialog } from '../error-dialog/use-error-dialog.ts';
import { notFoundField } from './address-form-model.ts';

/**
 * What the address book needs from the signed-in session. Shared code does not read the
 * session (features/auth/auth-slice.ts), so the feature that shows the address book
 * hands it over.
 */
export interface AddressBookSession {
  /** The user part of the query keys (selectQueryUserKey). */
  userKey: string;
  /** The account's country (selectAccountCountry): where a new address starts. */
  country: AddressCountry | null;
  /** Takes fresh user info into the session (userInfoReloaded). */
  applyUserInfo: (info: UserInfoDto) => void;
  /** The settings' map tiles (selectEnv().map) for the pin; absent: the pin on a plain background. */
  tiles?: MapTiles | null | undefined;
}

/**
 * Every change to the addresses: the list is fetched again afterwards, and so is the user
 * info, whose `address` is the default one (it decides things elsewhere, such as the
 * mobile bottom navigation); a failure to reload it only leaves the session's old copy.
 * Refusals go to the error dialog, except a city or postal code the server could not
 * place, which the address form shows under its field.
 */
export function useAddressChange(session: AddressBookSession) {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const { userKey, applyUserInfo } = session;
  return useMutation({
    mutationFn: (change: AddressChange) => saveAddressChange(change),
    onSuccess: async () => {
      try {
        applyUserInfo(await getMe());
      } catch (error) {
        console.error('error reloading user info', error);
      }
    },
    onError: (error) => {
      if (!notFoundField(error)) showError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderingKeys.addresses(userKey) }),
  });
}
