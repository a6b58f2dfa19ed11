import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { getCartQueryOptions, useCart } from '../api/get-cart.ts';
import { deleteCart, putCart } from '../api/save-cart.ts';
import { applyCartEdit, cartSaveRequest, type CartEdit } from '../cart-edits.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

/**
 * The cart as the page shows and changes it. Edits apply on screen at once and are saved
 * one after the other, each against the server's latest copy (its version), so quick taps
 * never conflict with each other. A refused save (a conflicting save from another device:
 * 409, an item gone from the menu…) goes to the error dialog and the cart is reloaded.
 */
export function useCartEditor() {
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const cart = useCart();
  const { showError } = useErrorDialog();
  const [pending, setPending] = useState<CartEdit[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const edit = useCallback(
    (change: CartEdit): Promise<void> => {
      setPending((current) => [...current, change]);
      const options = getCartQueryOptions(userKey);
      const run = async () => {
        try {
          // The server's copy (the cache holds only what the server answered).
          const base = await queryClient.ensureQueryData(options);
          const save = cartSaveRequest(base, applyCartEdit(base, change));
          if (save.kind === 'put') queryClient.setQueryData(options.queryKey, await putCart(save.body));
          else if (save.kind === 'delete') {
            await deleteCart();
            queryClient.setQueryData<CartDto | null>(options.queryKey, null);
          }
        } catch (error) {
          showError(error);
          await queryClient.refetchQueries({ queryKey: options.queryKey });
        } finally {
          setPending((current) => current.slice(1));
        }
      };
      queue.current = queue.current.then(run);
      return queue.current;
    },
    [queryClient, userKey, showError],
  );

  const shown = useMemo(
    () => (cart.data === undefined ? undefined : pending.reduce(applyCartEdit, cart.data)),
    [cart.data, pending],
  );

  return { cart: shown, query: cart, edit, saving: pending.length > 0 };
}
