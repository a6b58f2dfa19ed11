import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartLineInput, OrderDto, QuoteDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { addressOneLine } from '../../../components/address/address-text.tsx';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { addressesQueryOptions } from '../../../lib/api/addresses.ts';
import { paymentCardsQueryOptions } from '../../../lib/api/payment-cards.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { getCart } from '../api/get-cart.ts';
import { getQuote } from '../api/get-quote.ts';
import { putCart } from '../api/save-cart.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import '../../../styles/ordering.css';

export interface QuickOrderProps {
  restaurantId: string;
  lines: CartLineInput[];
  /** What the order is (a saved meal's name). */
  title: string;
  /** No default address or card yet: where the person can add them. */
  onNeedsSetup: () => void;
  onPlaced?: (order: OrderDto) => void;
}

type Step =
  { kind: 'start' } | { kind: 'pricing' } | { kind: 'priced'; quote: QuoteDto } | { kind: 'placed'; order: OrderDto };

/**
 * An order in two clicks (a saved meal, from the in-game overlay): the first fills the
 * cart with it and prices it to the default address with the default card, the second
 * places it at that price. Every refusal (closed, out of range, declined) reaches the
 * error dialog, as at checkout.
 */
export function QuickOrder({ restaurantId, lines, title, onNeedsSetup, onPlaced }: QuickOrderProps) {
  const { t } = useTranslation('ordering');
  const hide = usePrivateText();
  const { money } = useFormatters();
  const { showError } = useErrorDialog();
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const addresses = useQuery(addressesQueryOptions(userKey));
  const cards = useQuery(paymentCardsQueryOptions(userKey));
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const address = addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0] ?? null;
  const card = cards.data?.find((c) => c.isDefault && !c.expired) ?? cards.data?.find((c) => !c.expired) ?? null;
  const place = usePlaceOrder((order) => {
    setStep({ kind: 'placed', order });
    onPlaced?.(order);
  });

  const price = async () => {
    if (!address || !card) return onNeedsSetup();
    setStep({ kind: 'pricing' });
    try {
      const current = await getCart();
      const cart = await putCart({ restaurantId, lines, ...(current ? { version: current.version } : {}) });
      queryClient.setQueryData(orderingKeys.cart(userKey), cart);
      setStep({
        kind: 'priced',
        quote: await getQuote({ addressId: address.id, tipCents: 0, bucks: 0, promoCents: 0 }),
      });
    } catch (error) {
      setStep({ kind: 'start' });
      showError(error);
    }
  };

  if (step.kind === 'placed') {
    return (
      <p className="quick-order-done" role="status">
        {t('quick.placed', { number: step.order.number, restaurant: step.order.restaurantName })}
      </p>
    );
  }
  if (step.kind === 'priced' && address && card) {
    const { quote } = step;
    return (
      <div className="quick-order" role="group" aria-label={t('quick.label', { title })}>
        <p className="muted">{t('quick.to', { address: hide(addressOneLine(address)) })}</p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={place.isPending}
          onClick={() =>
            place.mutate({
              addressId: address.id,
              tipCents: 0,
              bucks: 0,
              promoCents: 0,
              ...(quote.cardRequired ? { paymentCardId: card.id } : {}),
              expectedTotalCents: quote.totalCents,
            })
          }
        >
          {place.isPending
            ? t('checkout.placing')
            : t('checkout.placeWithTotal', { total: money(quote.totalCents, quote.currency) })}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => setStep({ kind: 'start' })}>
          {t('actions.cancel')}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={step.kind === 'pricing' || addresses.isPending || cards.isPending}
      aria-label={t('quick.orderNamed', { title })}
      onClick={() => void price()}
    >
      {step.kind === 'pricing' ? t('quick.pricing') : t('quick.order')}
    </button>
  );
}
