import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS, type PaymentCardDto } from '@playeats/contracts/payments';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { LOCAL_AUTHENTICATIONS_PATH, LOCAL_PAYMENT_METHODS_PATH } from '../../../lib/payments/local-payments.ts';
import { createStripePayments } from '../../../lib/payments/stripe-payments.ts';
import type { PaymentsAdapter } from '../../../lib/payments/payments-adapter.ts';
import { uuid, visa } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type TestHandler,
} from '../../../test/ordering/render-ordering.tsx';
import { PaymentCardsPage } from './payment-cards-page.tsx';

// Saving a card the bank wants the card holder for (3-D Secure), with the local provider's
// own bank page and with Stripe.js (a stand-in of window.Stripe), and Stripe's card element.

afterEach(() => {
  resetOrderingTest();
});

const CARDS = '/api/users/me/payment-cards';
const SECRET = 'seti_1_secret_abc';

const problem = (status: number, name: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(
    status,
    { type: `https://playeats.app/problems/${name}`, title: name, status, ...extra },
    'application/problem+json',
  );

/**
 * The API: a card first sent is answered 402 CardAuthenticationRequiredException; sent again
 * naming the SetupIntent it is saved, or refused when `failed` says the bank's check failed.
 */
const server =
  (failed = false): TestHandler =>
  (request, url, state) => {
    if (url.pathname === LOCAL_PAYMENT_METHODS_PATH) {
      return jsonResponse(201, { id: 'pm_3ds', card: { brand: 'visa', last4: '3184', expMonth: 12, expYear: 2034 } });
    }
    if (url.pathname === LOCAL_AUTHENTICATIONS_PATH) return jsonResponse(204);
    if (url.pathname !== CARDS || request.method !== 'POST') return undefined;
    const body = request.body as { setupIntentId?: string };
    if (!body.setupIntentId) {
      return problem(402, 'CardAuthenticationRequiredException', { intentId: 'seti_1', clientSecret: SECRET });
    }
    if (failed)
      return problem(402, 'CardAuthenticationFailedException', { code: 'setup_intent_authentication_failure' });
    const saved: PaymentCardDto = visa({ id: uuid(803), last4: '3184', isDefault: false });
    state.cards = [...state.cards, saved];
    return jsonResponse(201, saved);
  };

const render = (handler: TestHandler, adapter?: PaymentsAdapter) =>
  renderOrdering({
    path: '/payment-cards',
    routes: [{ path: '/payment-cards', element: <PaymentCardsPage {...(adapter ? { adapter } : {})} /> }],
    handler,
    state: { cards: [visa()] },
  });

type User = Awaited<ReturnType<typeof render>>['user'];

async function typeLocalCard(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add a card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
  await user.type(within(dialog).getByLabelText('Card number'), TEST_CARDS.alwaysAuthenticate);
  await user.type(within(dialog).getByLabelText(/^Expiry date/), '12/34');
  await user.type(within(dialog).getByLabelText(/^Security code/), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Save the card' }));
}

describe('saving a card through the bank’s check', () => {
  it('local provider: its bank page, then the card saved naming the SetupIntent', async () => {
    const { user, requests } = await render(server());
    await typeLocalCard(user);
    const bank = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await user.click(within(bank).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(requests, 'POST', CARDS)).toHaveLength(2));
    expect(callsTo(requests, 'POST', LOCAL_AUTHENTICATIONS_PATH)[0]!.body).toEqual({
      clientSecret: SECRET,
      outcome: 'complete',
    });
    expect(callsTo(requests, 'POST', CARDS)[1]!.body).toEqual({
      paymentMethodId: 'pm_3ds',
      makeDefault: false,
      setupIntentId: 'seti_1',
    });
    expect(await screen.findByText('Visa ending in 3184 saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm with your bank' })).not.toBeInTheDocument();
  });

  it('local provider: a refused check ends in the error dialog, the card not saved', async () => {
    const { user, requests } = await render(server(true));
    await typeLocalCard(user);
    const bank = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await user.click(within(bank).getByRole('button', { name: 'Refuse' }));
    expect(await errorDialog()).toHaveTextContent("We couldn't authenticate your card with your bank.");
    expect(callsTo(requests, 'POST', LOCAL_AUTHENTICATIONS_PATH)[0]!.body).toMatchObject({ outcome: 'fail' });
    expect(screen.queryByRole('article', { name: /3184/ })).not.toBeInTheDocument();
  });

  it('Stripe: the card in Stripe.js’s element, its payment method saved, its bank check by handleNextAction', async () => {
    const stripe = fakeStripeJs();
    const { user, requests } = await render(
      server(),
      createStripePayments({ publishableKey: 'pk_test_1', scriptUrl: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const element = await within(dialog).findByRole('group', { name: 'Card details' });
    const input = await within(element).findByLabelText('Stripe card');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the card number, its expiry date and its security code.',
    );
    await user.type(input, '4000002760003184');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card' }));
    await waitFor(() => expect(callsTo(requests, 'POST', CARDS)).toHaveLength(2));
    expect(stripe.keys).toEqual(['pk_test_1']);
    expect(stripe.locales).toEqual(['en']);
    expect(stripe.nextActions).toEqual([SECRET]);
    expect(callsTo(requests, 'POST', CARDS).map((r) => r.body)).toEqual([
      { paymentMethodId: 'pm_stripe_1', makeDefault: false },
      { paymentMethodId: 'pm_stripe_1', makeDefault: false, setupIntentId: 'seti_1' },
    ]);
    // The number went to Stripe.js only.
    expect(callsTo(requests, 'POST', LOCAL_PAYMENT_METHODS_PATH)).toHaveLength(0);
    expect(requests.some((r) => JSON.stringify(r.body ?? '').includes('4000002760003184'))).toBe(false);
    expect(await screen.findByText('Visa ending in 3184 saved.')).toBeInTheDocument();
  });

  it('Stripe: Stripe.js’s refusal is shown on the form, nothing sent to the API', async () => {
    fakeStripeJs({ message: 'Your card number is invalid.' });
    const { user, requests } = await render(
      server(),
      createStripePayments({ publishableKey: 'pk_test_2', scriptUrl: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(await within(dialog).findByLabelText('Stripe card'), '4242');
    await user.click(within(dialog).getByRole('button', { name: 'Save the card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(callsTo(requests, 'POST', CARDS)).toHaveLength(0);
  });
});

/**
 * window.Stripe as @stripe/stripe-js/pure finds it (once: the module keeps what it found):
 * an element drawing one input (complete once something is typed), createPaymentMethod
 * answering pm_stripe_1 or this test's `refusal`, and handleNextAction recording the client
 * secret.
 */
const seen = { keys: [] as string[], locales: [] as string[], nextActions: [] as string[] };
let refusal: { message: string } | undefined;

function fakeStripeJs(refused?: { message: string }) {
  refusal = refused;
  seen.keys = [];
  seen.locales = [];
  seen.nextActions = [];
  if ('Stripe' in window) return seen;
  const Stripe = (key: string) => {
    seen.keys.push(key);
    return {
      elements: ({ locale }: { locale: string }) => {
        seen.locales.push(locale);
        return {
          create: () => {
            let onChange: (e: { complete: boolean }) => void = () => undefined;
            const input = document.createElement('input');
            input.setAttribute('aria-label', 'Stripe card');
            input.addEventListener('input', () => onChange({ complete: input.value.length > 0 }));
            return {
              on: (_event: string, handler: typeof onChange) => (onChange = handler),
              mount: (container: HTMLElement) => container.append(input),
              destroy: () => input.remove(),
            };
          },
        };
      },
      createPaymentMethod: vi.fn(async () =>
        refusal ? { error: { type: 'validation_error', ...refusal } } : { paymentMethod: { id: 'pm_stripe_1' } },
      ),
      handleNextAction: async ({ clientSecret }: { clientSecret: string }) => {
        seen.nextActions.push(clientSecret);
        return { setupIntent: { status: 'succeeded' } };
      },
    };
  };
  Object.assign(Stripe, { version: 'endive' });
  Object.assign(window, { Stripe });
  return seen;
}
