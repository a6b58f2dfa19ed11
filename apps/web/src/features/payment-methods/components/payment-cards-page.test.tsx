import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS, type PaymentCardDto } from '@playeats/contracts/payments';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { LOCAL_PAYMENT_METHODS_PATH } from '../../../lib/payments/local-payments.ts';
import type { PaymentsAdapter } from '../../../lib/payments/payments-adapter.ts';
import { mastercard, MASTERCARD_ID, uuid, visa, VISA_ID } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
  type TestHandler,
} from '../../../test/ordering/render-ordering.tsx';
import { PaymentCardsPage } from './payment-cards-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const CARDS = '/api/users/me/payment-cards';

function problem(status: number, name: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse(
    status,
    { type: `https://playeats.app/problems/${name}`, title: name, status, ...extra },
    'application/problem+json',
  );
}

const renderCards = (options: Partial<RenderOrderingOptions> & { adapter?: PaymentsAdapter } = {}) =>
  renderOrdering({
    path: '/payment-cards',
    routes: [
      {
        path: '/payment-cards',
        element: <PaymentCardsPage {...(options.adapter ? { adapter: options.adapter } : {})} />,
      },
    ],
    ...options,
    state: { cards: [visa(), mastercard()], ...options.state },
  });

/** The local provider's tokenization, then our API saving the card (or refusing it with `refusal`). */
const provider =
  (refusal?: () => Response): TestHandler =>
  (request, url, state) => {
    if (url.pathname === LOCAL_PAYMENT_METHODS_PATH && request.method === 'POST') {
      const { number } = request.body as { number: string };
      return jsonResponse(201, {
        id: 'pm_test_1',
        card: { brand: 'visa', last4: number.slice(-4), expMonth: 12, expYear: 2034 },
      });
    }
    if (url.pathname === CARDS && request.method === 'POST') {
      if (refusal) return refusal();
      const saved: PaymentCardDto = visa({ id: uuid(802), last4: '1881', isDefault: false });
      state.cards = [...state.cards, saved];
      return jsonResponse(201, saved);
    }
    return undefined;
  };

async function fillCard(user: Awaited<ReturnType<typeof renderCards>>['user'], number: string, expiry = '12/34') {
  await user.click(await screen.findByRole('button', { name: 'Add a card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText(/^Expiry date/), expiry);
  await user.type(within(dialog).getByLabelText(/^Security code/), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Save the card' }));
  return dialog;
}

describe('/payment-cards', () => {
  it('lists the cards: brand, last four digits, expiry, default and expired marked', async () => {
    await renderCards({ state: { cards: [visa(), mastercard({ expired: true, expYear: 2025 })] } });
    const first = await screen.findByRole('article', { name: /Visa ending in 4242/ });
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).getByText('Expires 12/2034')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: /Mastercard ending in 4444/ });
    expect(within(second).getByText('Expired')).toBeInTheDocument();
    // An expired card cannot become the default.
    expect(within(second).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();
  });

  it('adds a card: the number goes only to the payment provider, our API gets the payment-method id', async () => {
    const { user, requests } = await renderCards({ handler: provider() });
    const dialog = await fillCard(user, '4000 0566 5566 5556');
    await waitFor(() => expect(callsTo(requests, 'POST', CARDS)).toHaveLength(1));
    const [tokenize] = callsTo(requests, 'POST', LOCAL_PAYMENT_METHODS_PATH);
    expect(tokenize!.body).toEqual({ number: '4000056655665556', expMonth: 12, expYear: 2034, cvc: '123' });
    expect(tokenize!.headers.authorization).toBeUndefined();
    expect(callsTo(requests, 'POST', CARDS)[0]!.body).toEqual({ paymentMethodId: 'pm_test_1', makeDefault: false });
    // No call to our API carries the number.
    const ours = requests.filter((r) => !r.url.includes('local-payments'));
    expect(ours.some((r) => JSON.stringify(r.body ?? '').includes('4000056655665556'))).toBe(false);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: /Visa ending in 1881/ })).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 1881 saved.')).toBeInTheDocument();
  });

  it('tokenizes through the adapter it is given (Stripe.js in production)', async () => {
    const adapter = {
      name: 'fake',
      entry: 'fields' as const,
      testMode: false,
      tokenizeCard: vi.fn(async () => 'pm_fake_9'),
      authenticate: vi.fn(async () => undefined),
    };
    const { user, requests } = await renderCards({ adapter, handler: provider() });
    await fillCard(user, TEST_CARDS.visa);
    await waitFor(() => expect(callsTo(requests, 'POST', CARDS)).toHaveLength(1));
    expect(adapter.tokenizeCard).toHaveBeenCalledWith({
      number: TEST_CARDS.visa,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(callsTo(requests, 'POST', LOCAL_PAYMENT_METHODS_PATH)).toHaveLength(0);
    expect(callsTo(requests, 'POST', CARDS)[0]!.body).toMatchObject({ paymentMethodId: 'pm_fake_9' });
  });

  it('a past expiry is refused before anything is sent', async () => {
    const { user, requests } = await renderCards({ handler: provider() });
    const dialog = await fillCard(user, TEST_CARDS.visa, '01/20');
    expect(within(dialog).getByText('This card has expired. Use another card.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Expiry date/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Expiry date/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(requests, 'POST', LOCAL_PAYMENT_METHODS_PATH)).toHaveLength(0);
  });

  it('a mistyped number is pointed out', async () => {
    const { user, requests } = await renderCards({ handler: provider() });
    const dialog = await fillCard(user, '4242 4242 4242 4241');
    expect(within(dialog).getByText("Check the card number: it isn't valid.")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      'declined card',
      () => problem(402, 'PaymentCardDeclinedException', { title: 'Your card was declined', code: 'card_declined' }),
      'Your payment card was declined: your bank gave no reason. Please try another card.',
    ],
    [
      'authentication failure',
      () =>
        problem(402, 'CardAuthenticationFailedException', {
          code: 'setup_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        }),
      "We couldn't authenticate your card with your bank. Please try again or use another card.",
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
  ])('a refusal reaches the error dialog and keeps the form: %s', async (_name, refusal, message) => {
    const { user } = await renderCards({ handler: provider(refusal) });
    const dialog = await fillCard(user, TEST_CARDS.declined);
    expect(await errorDialog()).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it('a number the provider refuses reaches the error dialog with its words', async () => {
    const { user } = await renderCards({
      handler: (request, url) =>
        url.pathname === LOCAL_PAYMENT_METHODS_PATH
          ? problem(400, 'InvalidCardNumberException', {
              code: 'invalid_number',
              message: 'Your card number is incorrect.',
            })
          : undefined,
    });
    await fillCard(user, TEST_CARDS.visa);
    expect(await errorDialog()).toHaveTextContent('This card number is not valid.');
  });

  it('makes another card the default, and removes one after confirmation', async () => {
    const { user, requests } = await renderCards({
      handler: (request, url, state) => {
        if (request.method === 'PUT' && url.pathname === `${CARDS}/${MASTERCARD_ID}/default`) {
          state.cards = [mastercard({ isDefault: true }), visa({ isDefault: false })];
          return jsonResponse(200, { items: state.cards });
        }
        if (request.method === 'DELETE' && url.pathname === `${CARDS}/${VISA_ID}`) {
          state.cards = state.cards.filter((c) => c.id !== VISA_ID);
          return jsonResponse(204);
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make Mastercard ending in 4444 the default card' }));
    expect(await screen.findByText('Mastercard ending in 4444 is now your default card.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: /Mastercard/ })).getByText('Default')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove the card' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Visa/ })).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', `${CARDS}/${VISA_ID}`)).toHaveLength(1);
  });
});
