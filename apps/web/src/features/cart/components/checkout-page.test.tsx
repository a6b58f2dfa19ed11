import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOptions, OrderDto, PlaceOrderRequest } from '@playeats/contracts/ordering';
import { formatCents } from '@playeats/domain/money';
import { balancesQueryKey } from '../../../lib/balances-query-key.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import {
  BALANCES,
  cart,
  HOME_ID,
  homeAddress,
  MASTERCARD_ID,
  mastercard,
  order,
  quoteFor,
  VISA_ID,
  visa,
  workAddress,
} from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  currentLocation,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  testUserInfo,
  type RenderOrderingOptions,
  type TestHandler,
} from '../../../test/ordering/render-ordering.tsx';
import { CheckoutPage } from './checkout-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const QUOTE = '/api/users/me/cart/quote';
const ORDERS = '/api/users/me/orders';
const SUBTOTAL = cart().subtotalCents; // $31.50
const TIP_15 = Math.round(SUBTOTAL * 0.15); // $4.73
const $ = (cents: number) => formatCents(cents, 'en');

function problem(status: number, name: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse(
    status,
    { type: `https://playeats.app/problems/${name}`, title: name, status, ...extra },
    'application/problem+json',
  );
}

async function renderCheckout(options: Partial<RenderOrderingOptions> = {}) {
  const onPlaced = vi.fn<(order: OrderDto) => void>();
  const view = await renderOrdering({
    path: '/checkout',
    routes: [
      { path: '/checkout', element: <CheckoutPage onPlaced={onPlaced} /> },
      { path: '/confirmation', element: <h1>Confirmation page</h1> },
    ],
    ...options,
    state: { addresses: [homeAddress(), workAddress()], cards: [visa(), mastercard()], ...options.state },
  });
  return { ...view, onPlaced };
}

const quoteBodies = (requests: Awaited<ReturnType<typeof renderCheckout>>['requests']) =>
  callsTo(requests, 'POST', QUOTE).map((r) => r.body as CheckoutOptions);

/** The summary once the quote for these options is shown. */
async function summaryShowing(total: number) {
  const summary = await screen.findByRole('region', { name: 'Your order' }, { timeout: 3000 });
  await within(summary).findByRole('button', { name: `Place order · ${$(total)}` }, { timeout: 3000 });
  return summary;
}

const expectedQuote = (options: Partial<CheckoutOptions> = {}) =>
  quoteFor(cart(), { addressId: HOME_ID, tipCents: TIP_15, bucks: 0, promoCents: BALANCES.promoCents, ...options });

const placeAnswer =
  (answers: (() => Response)[]): TestHandler =>
  (request, url) => {
    if (request.method === 'POST' && url.pathname === ORDERS) return answers.shift()?.();
    return undefined;
  };

describe('/checkout: the quote', () => {
  it('prices the cart for the default address, with a 15 % tip and the promo dollars, every line shown', async () => {
    const { requests, user } = await renderCheckout();
    const expected = expectedQuote();
    const summary = await summaryShowing(expected.totalCents);
    // The first quote brings the balances; the promo dollars are then spent.
    expect(quoteBodies(requests)).toEqual([
      { addressId: HOME_ID, tipCents: TIP_15, bucks: 0, promoCents: 0 },
      { addressId: HOME_ID, tipCents: TIP_15, bucks: 0, promoCents: BALANCES.promoCents },
    ]);
    await user.click(screen.getByRole('checkbox', { name: /Pay with my bucks/ }));
    const withBucks = expectedQuote({ bucks: BALANCES.bucks });
    await summaryShowing(withBucks.totalCents);
    const rows = within(summary)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      `Subtotal = ${$(SUBTOTAL)}`,
      `Delivery fee = ${$(withBucks.deliveryFeeCents)}`,
      `Service fee = ${$(withBucks.serviceFeeCents)}`,
      `NY sales tax = ${$(withBucks.taxCents)}`,
      `Tip = ${$(TIP_15)}`,
      `Promo dollars = −${$(500)}`,
      `Bucks (${withBucks.bucksSpent.toLocaleString('en-US')} bucks) = −${$(withBucks.bucksDiscountCents)}`,
      `Total = ${$(withBucks.totalCents)}`,
      `You save = ${$(withBucks.savedCents)}`,
    ]);
    expect(within(summary).getByText('Margherita', { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText('Delivered in about 35 min.')).toBeInTheDocument();
    expect(screen.getByText(/You have 1,250 bucks/)).toBeInTheDocument();
  });

  it('each tip choice asks for a new price: none, 20 %, another amount', async () => {
    const { requests, user } = await renderCheckout();
    await summaryShowing(expectedQuote().totalCents);
    await user.click(screen.getByRole('radio', { name: 'No tip' }));
    await summaryShowing(expectedQuote({ tipCents: 0 }).totalCents);
    await user.click(screen.getByRole('radio', { name: `20% (${$(630)})` }));
    await summaryShowing(expectedQuote({ tipCents: 630 }).totalCents);
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Tip amount (USD)'), '7.5');
    await summaryShowing(expectedQuote({ tipCents: 750 }).totalCents);
    // Typing is priced once, when it stops.
    expect(quoteBodies(requests).map((b) => b.tipCents)).toEqual([TIP_15, TIP_15, 0, 630, 750]);
  });

  it('the switches turn the promo dollars off and the bucks on', async () => {
    const { requests, user } = await renderCheckout();
    await summaryShowing(expectedQuote().totalCents);
    await user.click(screen.getByRole('checkbox', { name: /Use my promo dollars/ }));
    await summaryShowing(expectedQuote({ promoCents: 0 }).totalCents);
    await user.click(screen.getByRole('checkbox', { name: /Pay with my bucks/ }));
    await summaryShowing(expectedQuote({ promoCents: 0, bucks: BALANCES.bucks }).totalCents);
    // Promo dollars off is the first quote again (still fresh in the cache); then the bucks on.
    expect(quoteBodies(requests).at(-1)).toEqual({
      addressId: HOME_ID,
      tipCents: TIP_15,
      bucks: BALANCES.bucks,
      promoCents: 0,
    });
    expect(screen.getByText(/1,250 bucks used on this order/)).toBeInTheDocument();
  });

  it('another address is priced for that address', async () => {
    const { requests, user } = await renderCheckout();
    await summaryShowing(expectedQuote().totalCents);
    await user.click(screen.getByRole('radio', { name: /Work/ }));
    await waitFor(() => expect(quoteBodies(requests).at(-1)?.addressId).toBe(workAddress().id));
    // Country shown as the spec says.
    expect(screen.getByRole('radio', { name: /Work/ }).closest('label')).toHaveTextContent('Canada');
    expect(screen.getByRole('radio', { name: /Home/ }).closest('label')).toHaveTextContent('USA');
  });

  it('when the discounts pay everything no card is asked for', async () => {
    const { requests, user } = await renderCheckout({
      state: { quote: (c, o) => ({ ...quoteFor(c, o), totalCents: 0, cardRequired: false }) },
    });
    await summaryShowing(0);
    expect(screen.getByText('Your bucks and promo dollars cover this order: no card is charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Place order · ${$(0)}` }));
    await waitFor(() => expect(callsTo(requests, 'POST', ORDERS)).toHaveLength(1));
    expect(callsTo(requests, 'POST', ORDERS)[0]!.body).not.toHaveProperty('paymentCardId');
  });

  it('after an order that spent bucks, the balances shown elsewhere are fetched again', async () => {
    const { requests, user, queryClient } = await renderCheckout({
      state: { quote: (c, o) => ({ ...quoteFor(c, o), totalCents: 0, cardRequired: false, bucksSpent: 100 }) },
      handler: (request, url) =>
        request.method === 'POST' && url.pathname === ORDERS
          ? jsonResponse(201, order('placed', { bucksSpent: 100 }))
          : undefined,
    });
    const balances = balancesQueryKey(testUserInfo.id!);
    queryClient.setQueryData(balances, { bucks: 100, promoCents: 0 });
    await summaryShowing(0);
    await user.click(screen.getByRole('button', { name: `Place order · ${$(0)}` }));
    await waitFor(() => expect(callsTo(requests, 'POST', ORDERS)).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryState(balances)?.isInvalidated).toBe(true));
  });

  it('without a saved address it asks for one, adds it here, then prices for it', async () => {
    const added = homeAddress({ id: workAddress().id, label: 'Dorm' });
    const { requests, user } = await renderCheckout({
      state: { addresses: [] },
      handler: (request, url, state) => {
        if (request.method === 'POST' && url.pathname === '/api/users/me/addresses') {
          state.addresses = [added];
          return jsonResponse(201, added);
        }
        return undefined;
      },
    });
    expect(await screen.findByText(/Add the address to deliver to/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(callsTo(requests, 'POST', QUOTE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Dorm');
    await user.type(within(dialog).getByLabelText('Street address'), '350 5th Ave');
    await user.type(within(dialog).getByLabelText('City'), 'New York');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'NY');
    await user.type(within(dialog).getByLabelText('ZIP code'), '10118');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(quoteBodies(requests)[0]?.addressId).toBe(added.id));
    expect(screen.queryByRole('dialog', { name: 'Add an address' })).not.toBeInTheDocument();
  });

  it('an empty cart has nothing to check out', async () => {
    await renderCheckout({ state: { cart: null } });
    expect(await screen.findByText('Your cart is empty: there is nothing to order yet.')).toBeInTheDocument();
  });
});

describe('/checkout: placing the order', () => {
  it('sends the choices, the quoted total and one Idempotency-Key; then on to /confirmation', async () => {
    const placed = order('placed');
    const { requests, user, onPlaced } = await renderCheckout({
      handler: placeAnswer([() => jsonResponse(201, placed)]),
    });
    const expected = expectedQuote();
    await summaryShowing(expected.totalCents);
    await user.click(screen.getByRole('button', { name: `Place order · ${$(expected.totalCents)}` }));
    await waitFor(() => expect(currentLocation()).toBe('/confirmation'));
    const [call] = callsTo(requests, 'POST', ORDERS);
    expect(call!.body).toEqual({
      addressId: HOME_ID,
      tipCents: TIP_15,
      bucks: 0,
      promoCents: BALANCES.promoCents,
      paymentCardId: VISA_ID,
      expectedTotalCents: expected.totalCents,
    } satisfies PlaceOrderRequest);
    expect(call!.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect(onPlaced).toHaveBeenCalledWith(placed);
  });

  it('a retry after an unanswered attempt reuses its key; a refused attempt is followed by a new key', async () => {
    const { requests, user } = await renderCheckout({
      handler: placeAnswer([
        () => problem(503, 'ServiceUnavailableException'),
        () => problem(402, 'PaymentCardDeclinedException', { title: 'Your card was declined', code: 'card_declined' }),
        () => jsonResponse(201, order('placed')),
      ]),
    });
    const total = expectedQuote().totalCents;
    await summaryShowing(total);
    const place = () => user.click(screen.getByRole('button', { name: `Place order · ${$(total)}` }));

    await place();
    let dialog = await errorDialog();
    expect(dialog).toHaveTextContent('PlayEats is temporarily unavailable.');
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));

    await place();
    dialog = await errorDialog();
    expect(dialog).toHaveTextContent(
      'Your payment card was declined: your bank gave no reason. Please try another card.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));

    await user.click(screen.getByRole('radio', { name: /Mastercard ending in 4444/ }));
    await place();
    await waitFor(() => expect(currentLocation()).toBe('/confirmation'));

    const calls = callsTo(requests, 'POST', ORDERS);
    const keys = calls.map((c) => c.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect((calls[2]!.body as PlaceOrderRequest).paymentCardId).toBe(MASTERCARD_ID);
  });

  it('a network failure is retried with the same key too', async () => {
    const { requests, user } = await renderCheckout({
      handler: placeAnswer([
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => jsonResponse(201, order('placed')),
      ]),
    });
    const total = expectedQuote().totalCents;
    await summaryShowing(total);
    await user.click(screen.getByRole('button', { name: `Place order · ${$(total)}` }));
    await user.click(within(await errorDialog()).getByRole('button', { name: 'Okay' }));
    await user.click(screen.getByRole('button', { name: `Place order · ${$(total)}` }));
    await waitFor(() => expect(currentLocation()).toBe('/confirmation'));
    const [first, second] = callsTo(requests, 'POST', ORDERS).map((c) => c.headers['idempotency-key']);
    expect(second).toBe(first);
  });

  it('a price changed since the quote (409) is said, then priced again', async () => {
    const { requests, user } = await renderCheckout({
      handler: placeAnswer([() => problem(409, 'ConflictException')]),
    });
    const total = expectedQuote().totalCents;
    await summaryShowing(total);
    const before = callsTo(requests, 'POST', QUOTE).length;
    await user.click(screen.getByRole('button', { name: `Place order · ${$(total)}` }));
    expect(await errorDialog()).toHaveTextContent('This was changed somewhere else in the meantime.');
    await waitFor(() => expect(callsTo(requests, 'POST', QUOTE).length).toBeGreaterThan(before));
    expect(currentLocation()).toBe('/checkout');
  });
});

describe('/checkout: an address out of the delivery range', () => {
  it.each([
    ['as a problem type', () => problem(422, 'CustomerAddressOutOfRangeException', { detail: 'Too far' })],
    [
      'as restaurantNoDeliveryResponse',
      () => jsonResponse(422, { restaurantNoDeliveryResponse: 'CUSTOMER_ADDRESS_OUT_OF_RANGE' }),
    ],
  ])('is said once, on the page, with what to do (%s)', async (_name, answer) => {
    const { requests } = await renderCheckout({
      handler: (_request, url) => (url.pathname === QUOTE ? answer() : undefined),
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${cart().restaurantName} doesn’t deliver to this address.`);
    expect(notice).toHaveTextContent('Choose another address above, or pick a restaurant that delivers there.');
    expect(within(notice).getByRole('link', { name: 'Find another restaurant' })).toHaveAttribute('href', '/nearby');
    // Not a dialog, nor "We couldn't price this order" beside it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText("We couldn't price this order.")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(callsTo(requests, 'POST', QUOTE)).toHaveLength(1);
  });
});

describe('/checkout: every ordering error of the catalogue reaches the error dialog', () => {
  it.each([
    [
      'minimum order (amount from the last word of detail)',
      () => problem(422, 'MinimumOrderAmountException', { detail: 'The minimum order at Pizza Palace is $15.00.' }),
      "Your order doesn't meet this restaurant's minimum of $15.00. Add a few more items to continue.",
    ],
    [
      'maximum amount',
      () => problem(422, 'MaxAmountExceededException'),
      "This order's total is higher than the maximum allowed.",
    ],
    [
      'maximum amount (maxAmountExceededMessage)',
      () => jsonResponse(422, { maxAmountExceededMessage: 'Too expensive' }),
      "This order's total is higher than the maximum allowed.",
    ],
    [
      'ordering disabled',
      () => problem(503, 'OrderingDisabledException'),
      'Ordering is turned off for the moment. Please try again later.',
    ],
  ])('when pricing: %s', async (_name, answer, message) => {
    const { requests } = await renderCheckout({
      handler: (request, url) => (url.pathname === QUOTE ? answer() : undefined),
    });
    expect(await errorDialog()).toHaveTextContent(message);
    expect(await screen.findByText("We couldn't price this order.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    // Said once, not again for each render.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(callsTo(requests, 'POST', QUOTE)).toHaveLength(1);
  });

  it.each([
    [
      'declined card (the reason of its decline code)',
      () =>
        problem(402, 'PaymentCardDeclinedException', {
          title: 'Your card has insufficient funds',
          code: 'card_declined',
          declineCode: 'insufficient_funds',
        }),
      'Your payment card was declined: there are not enough funds on the card. Please try another card.',
    ],
    [
      'card authentication failure',
      () =>
        problem(402, 'CardAuthenticationFailedException', {
          code: 'setup_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        }),
      "We couldn't authenticate your card with your bank.",
    ],
    [
      'card authentication failure (provider shape)',
      () =>
        jsonResponse(402, {
          type: 'card_error',
          code: 'setup_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        }),
      "We couldn't authenticate your card with your bank.",
    ],
    [
      'invalid expiry',
      () =>
        problem(400, 'InvalidCardFieldsException', {
          code: 'INVALID_FIELDS',
          displayMessage: 'Invalid fields: expiry date.',
          detailedMessage: 'Invalid fields: expiry date.',
          correlationId: 'c-1',
        }),
      "The card's expiry date is not valid. Please check it and try again.",
    ],
    [
      'invalid expiry (displayMessage shape)',
      () => jsonResponse(400, { code: 'X', displayMessage: 'Invalid fields: expiry date.', correlationId: 'c-1' }),
      "The card's expiry date is not valid. Please check it and try again.",
    ],
    [
      'minimum order found at placement',
      () => problem(422, 'MinimumOrderAmountException', { detail: 'Minimum is CA$20.00' }),
      "Your order doesn't meet this restaurant's minimum of CA$20.00.",
    ],
    ['ordering disabled at placement', () => problem(503, 'OrderingDisabledException'), 'Ordering is turned off'],
    ['conflicting save', () => problem(409, 'ConflictException'), 'This was changed somewhere else in the meantime.'],
  ])('when placing: %s', async (_name, answer, message) => {
    const { user } = await renderCheckout({ handler: placeAnswer([answer]) });
    const total = expectedQuote().totalCents;
    await summaryShowing(total);
    await user.click(screen.getByRole('button', { name: `Place order · ${$(total)}` }));
    expect(await errorDialog()).toHaveTextContent(message);
    expect(currentLocation()).toBe('/checkout');
  });

  it('during store maintenance an ordering error is the maintenance warning', async () => {
    await renderCheckout({
      storeMaintenanceMode: true,
      handler: (_request, url) => (url.pathname === QUOTE ? problem(503, 'OrderingDisabledException') : undefined),
    });
    expect(await errorDialog()).toHaveTextContent('Ordering is paused while we do some maintenance');
  });
});
