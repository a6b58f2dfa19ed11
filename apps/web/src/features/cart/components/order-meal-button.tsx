import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto, CartLineInput } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { getCartQueryOptions } from '../api/get-cart.ts';
import { putCart } from '../api/save-cart.ts';
import { cartItemCount } from '../cart-edits.ts';

/** A saved meal as the cart takes it (the app converts the meals feature's MealDto). */
export interface MealToOrder {
  name: string;
  restaurantId: string;
  lines: CartLineInput[];
}

/**
 * "Order this meal" (the dashboard's "next time, it's one click"): the cart becomes the
 * meal's lines at today's prices, then the checkout opens. A cart that already holds
 * something is replaced only after the user says so, as on a restaurant's menu.
 */
export function OrderMealButton({ meal, disabled = false }: { meal: MealToOrder; disabled?: boolean }) {
  const { t } = useTranslation('ordering');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const { showError } = useErrorDialog();
  const [replacing, setReplacing] = useState<CartDto | null>(null);
  const options = getCartQueryOptions(userKey);

  const fill = useMutation({
    mutationFn: async () => {
      // The server's latest copy: its version makes a save over another device's a 409.
      const current = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      return putCart({
        restaurantId: meal.restaurantId,
        lines: meal.lines,
        ...(current ? { version: current.version } : {}),
      });
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(options.queryKey, cart);
      void navigate('/checkout');
    },
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });

  // Reading the cart before the first save: a second click meanwhile starts nothing.
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const current = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      if (current && current.lines.length > 0) setReplacing(current);
      else fill.mutate();
    } catch (error) {
      showError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled || starting || fill.isPending}
        aria-busy={fill.isPending || undefined}
        aria-label={t('mealOrder.orderNamed', { name: meal.name })}
        onClick={() => void start()}
      >
        {fill.isPending ? t('mealOrder.filling') : t('mealOrder.order')}
      </button>
      <ConfirmDialog
        open={replacing !== null}
        title={t('mealOrder.replaceTitle')}
        confirmLabel={t('mealOrder.replaceConfirm')}
        busy={fill.isPending}
        onClose={() => setReplacing(null)}
        onConfirm={() => {
          setReplacing(null);
          fill.mutate();
        }}
      >
        <p>
          {t('mealOrder.replaceMessage', {
            count: replacing ? cartItemCount(replacing) : 0,
            restaurant: replacing?.restaurantName ?? '',
            meal: meal.name,
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
