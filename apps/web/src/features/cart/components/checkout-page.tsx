import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutOptions, OrderDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { addressesQueryOptions } from '../../../lib/api/addresses.ts';
import { paymentCardsQueryOptions } from '../../../lib/api/payment-cards.ts';
import { paymentsAdapterFor } from '../../../lib/payments/index.ts';
import type { PaymentsAdapter } from '../../../lib/payments/payments-adapter.ts';
import { OUT_OF_RANGE_RESPONSE, PIN_REQUIRED_PROBLEM } from '../../../lib/error-catalogue.ts';
import { problemBody, problemName } from '../../../lib/problem-basics.ts';
import { selectEnv, selectQueryUserKey } from '../../auth/auth-slice.ts';
import { useCart } from '../api/get-cart.ts';
import { useQuote } from '../api/get-quote.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { DEFAULT_TIP, tipCents, type TipChoice as Tip } from '../tip.ts';
import { AddressChoice } from './address-choice.tsx';
import { CardChoice } from './card-choice.tsx';
import { DiscountChoice } from './discount-choice.tsx';
import { OutOfRangeNotice } from './out-of-range-notice.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { TipChoice } from './tip-choice.tsx';
import '../../../styles/ordering.css';
import './checkout.css';

export interface CheckoutPageProps {
  /** Called with the placed order before the page moves to /confirmation (the app keeps it as meals.orderConfirmation). */
  onPlaced?: (order: OrderDto) => void;
  adapter?: PaymentsAdapter;
  /**
   * Slot for the promo-code field (the rewards feature's; the app composes it in). It
   * calls `onApplied` once a code was applied, and the order is priced again with it.
   */
  promoCode?: (onApplied: () => void) => ReactNode;
}

/** The cart's restaurant does not deliver to the chosen address: said once, on the page (OutOfRangeNotice). */
const isOutOfRange = (error: unknown) =>
  problemName(error) === 'CustomerAddressOutOfRangeException' ||
  problemBody(error)?.restaurantNoDeliveryResponse === OUT_OF_RANGE_RESPONSE;

/**
 * /checkout: where the order goes, the tip, bucks and promo dollars, the card; the quote
 * prices every choice as it is made (every fee, the local tax, discounts, total, savings);
 * then "Place order" pays the quoted total. Every refusal (below the minimum, out of
 * range, card declined…) reaches the error dialog.
 */
export function CheckoutPage({ onPlaced, adapter: given, promoCode }: CheckoutPageProps) {
  const { t } = useTranslation('ordering');
  // The server's card provider: its card form, and its bank check when placing asks for one.
  const serverAdapter = paymentsAdapterFor(useAppSelector(selectEnv)?.payments);
  const adapter = given ?? serverAdapter;
  useDocumentTitle(t('checkout.title'));
  const navigate = useNavigate();
  const { money } = useFormatters();
  const { showError } = useErrorDialog();
  const cart = useCart();
  const userKey = useAppSelector(selectQueryUserKey);
  const addresses = useQuery(addressesQueryOptions(userKey));
  const cards = useQuery(paymentCardsQueryOptions(userKey));

  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [tip, setTip] = useState<Tip>(DEFAULT_TIP);
  const [useBucks, setUseBucks] = useState(false);
  const [usePromo, setUsePromo] = useState(true);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [balances, setBalances] = useState<{ bucks: number; promoCents: number } | undefined>();

  const addressList = addresses.data;
  const addressId =
    (chosenAddress && addressList?.some((a) => a.id === chosenAddress) ? chosenAddress : null) ??
    addressList?.find((a) => a.isDefault)?.id ??
    addressList?.[0]?.id ??
    null;
  const usableCards = cards.data?.filter((c) => !c.expired);
  const cardId =
    (chosenCard && usableCards?.some((c) => c.id === chosenCard) ? chosenCard : null) ??
    usableCards?.find((c) => c.isDefault)?.id ??
    usableCards?.[0]?.id ??
    null;

  const subtotal = cart.data?.subtotalCents ?? 0;
  // A typed tip is priced once the typing stops.
  const tipAmount = useDebouncedValue(tipCents(tip, subtotal), tip.kind === 'custom' ? 500 : 0);
  const options = useMemo<CheckoutOptions | null>(
    () =>
      addressId
        ? {
            addressId,
            tipCents: tipAmount,
            bucks: useBucks ? (balances?.bucks ?? 0) : 0,
            promoCents: usePromo ? (balances?.promoCents ?? 0) : 0,
          }
        : null,
    [addressId, tipAmount, useBucks, usePromo, balances],
  );
  const quote = useQuote(options, cart.data?.version);

  // The balances come with every quote; the switches spend up to them. Kept from the last
  // quote that had them, so a failed quote does not flip the discounts off and on again.
  const quoteBalances = quote.data?.balances;
  if (quoteBalances && (balances?.bucks !== quoteBalances.bucks || balances.promoCents !== quoteBalances.promoCents)) {
    setBalances(quoteBalances);
  }

  // Each failed pricing is said once, in the error dialog (minimum, closed…); an address out
  // of range is said on the page instead, with what to do (OutOfRangeNotice).
  const shownError = useRef<unknown>(null);
  useEffect(() => {
    if (quote.error && shownError.current !== quote.error && !isOutOfRange(quote.error)) {
      shownError.current = quote.error;
      showError(quote.error);
    }
  }, [quote.error, showError]);

  const place = usePlaceOrder((order) => {
    onPlaced?.(order);
    void navigate('/confirmation', { replace: true });
  }, adapter);

  if (cart.data === undefined) {
    return (
      <div className="container ordering-page">
        <h1>{t('checkout.title')}</h1>
        <LoadState error={cart.isError} onRetry={() => void cart.refetch()} />
      </div>
    );
  }
  if (cart.data === null) {
    return (
      <div className="container ordering-page">
        <h1>{t('checkout.title')}</h1>
        <div className="card ordering-state">
          <p>{t('checkout.emptyCart')}</p>
          <Link to="/nearby" className="btn btn-primary">
            {t('cart.browse')}
          </Link>
        </div>
      </div>
    );
  }

  const currency = cart.data.currency;
  const priced = quote.data && !quote.isPlaceholderData && !quote.isFetching && !quote.isError ? quote.data : null;
  const cardRequired = quote.data?.cardRequired ?? true;
  // An address known only to its city: its pin is confirmed first (PinConfirmation, in AddressChoice).
  const pinRequired =
    addressList?.find((a) => a.id === addressId)?.precision === 'city' ||
    (problemName(place.error) === PIN_REQUIRED_PROBLEM && place.variables?.addressId === addressId);
  const ready = priced !== null && (!priced.cardRequired || cardId !== null) && !place.isPending && !pinRequired;

  const submit = () => {
    if (!priced || !options) return;
    place.mutate({
      ...options,
      ...(priced.cardRequired && cardId ? { paymentCardId: cardId } : {}),
      expectedTotalCents: priced.totalCents,
    });
  };

  let summary;
  if (!addressId) {
    summary = <p className="muted">{t('checkout.needAddress')}</p>;
  } else if (quote.isError && isOutOfRange(quote.error)) {
    summary = <OutOfRangeNotice restaurant={cart.data.restaurantName} />;
  } else if (quote.data) {
    summary = <QuoteSummary quote={quote.data} updating={quote.isFetching} />;
  } else if (quote.isError) {
    summary = (
      <div className="ordering-state" role="alert">
        <p>{t('checkout.quoteFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void quote.refetch()}>
          {t('load.retry')}
        </button>
      </div>
    );
  } else {
    summary = <LoadState />;
  }

  return (
    <div className="container ordering-page checkout-page">
      <h1>{t('checkout.title')}</h1>
      <div className="checkout-grid">
        <div className="checkout-choices">
          <AddressChoice
            addresses={addressList}
            loadFailed={addresses.isError}
            onRetry={() => void addresses.refetch()}
            value={addressId}
            onChange={setChosenAddress}
            pinRequired={pinRequired}
            onPinConfirmed={() => place.reset()}
          />
          <TipChoice value={tip} onChange={setTip} subtotalCents={subtotal} currency={currency} />
          <DiscountChoice
            balances={balances}
            used={quote.data ? { bucks: quote.data.bucksSpent, promoCents: quote.data.promoDiscountCents } : undefined}
            currency={currency}
            useBucks={useBucks}
            usePromo={usePromo}
            onUseBucksChange={setUseBucks}
            onUsePromoChange={setUsePromo}
          />
          {promoCode && (
            <section className="checkout-fieldset checkout-promo-code">
              {promoCode(() => {
                setUsePromo(true);
                void quote.refetch();
              })}
            </section>
          )}
          <CardChoice
            cards={cards.data}
            loadFailed={cards.isError}
            onRetry={() => void cards.refetch()}
            value={cardId}
            onChange={setChosenCard}
            required={cardRequired}
            adapter={adapter}
          />
        </div>
        <section className="card checkout-summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
          {summary}
          <p className="visually-hidden" role="status">
            {quote.isFetching ? t('checkout.pricing') : ''}
          </p>
          {/* On a phone this bar stays at the bottom of the screen, above the tab bar (checkout.css). */}
          <div className="checkout-bar">
            <p className="checkout-bar-total">
              <span>{t('checkout.total')}</span> <strong>{priced ? money(priced.totalCents, currency) : '—'}</strong>
            </p>
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={!ready}
              aria-busy={place.isPending || undefined}
              onClick={submit}
            >
              {place.isPending
                ? t('checkout.placing')
                : priced
                  ? t('checkout.placeWithTotal', { total: money(priced.totalCents, currency) })
                  : t('checkout.place')}
            </button>
          </div>
          {priced?.cardRequired && cardId === null && <p className="muted">{t('checkout.needCard')}</p>}
          {pinRequired && <p className="muted">{t('checkout.pin.needed')}</p>}
          <p className="muted ordering-small">{t('checkout.authorizeNote')}</p>
        </section>
      </div>
    </div>
  );
}
