import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@playeats/contracts/payments';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { manualClock } from '../clock.ts';
import { createLocalPayments, type LocalPayments } from './local-payments.ts';
import { PaymentProviderError } from './payments.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The error a promise rejects with (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe('local payments (Stripe stand-in)', () => {
  let database: DatabaseHandle;
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'));
  let payments: LocalPayments;
  let seq = 0;
  const key = (what: string) => `${what}-${(seq += 1)}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    payments = createLocalPayments(database.db, clock);
  });
  afterAll(() => database.close());

  const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
    payments.createPaymentMethod({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra });

  async function customer() {
    return (await payments.createCustomer({ userId: key('user'), email: 'a@example.com' }, key('cus'))).customerId;
  }

  /** A customer with a saved card of this number. */
  async function savedCard(number: string = TEST_CARDS.visa) {
    const customerId = await customer();
    const pm = await card(number);
    const setup = await payments.setupCard({ customerId, paymentMethodId: pm.id }, key('seti'));
    expect(setup.status).toBe('succeeded');
    return { customerId, paymentMethodId: pm.id };
  }

  const authorize = (
    saved: { customerId: string; paymentMethodId: string },
    amountCents = 2500,
    idempotencyKey = key('pi'),
  ) =>
    payments.authorize(
      { ...saved, amountCents, currency: 'USD', description: 'Order #1001', metadata: { orderId: 'o1' } },
      idempotencyKey,
    );

  describe('tokenization (Stripe.js stand-in)', () => {
    it('keeps brand, last four and expiry, with Stripe-looking ids', async () => {
      const visa = await card('4242 4242 4242 4242');
      expect(visa).toEqual({
        id: expect.stringMatching(/^pm_[A-Za-z0-9]{24}$/),
        customerId: null,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      });
      expect((await card('5555-5555-5555-4444')).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
      expect((await card('378282246310005', { cvc: '1234' })).card).toMatchObject({ brand: 'amex', last4: '0005' });
      expect((await card('6011111111111117')).card.brand).toBe('discover');
      expect((await card('4242424242424242', { expYear: 31 })).card.expYear).toBe(2031);
      expect(await payments.retrievePaymentMethod(visa.id)).toEqual(visa);
    });

    it('refuses a number failing the Luhn check, a bad month and a bad security code, as Stripe does', async () => {
      expect(await refusal(card('4242424242424241'))).toMatchObject({
        type: 'card_error',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      });
      expect(await refusal(card('4242', {}))).toMatchObject({ code: 'invalid_number' });
      expect(await refusal(card(TEST_CARDS.visa, { expMonth: 13 }))).toMatchObject({
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
      });
      expect(await refusal(card(TEST_CARDS.visa, { cvc: '12' }))).toMatchObject({
        code: 'invalid_cvc',
        message: "Your card's security code is invalid.",
      });
      expect(await refusal(card('378282246310005', { cvc: '123' }))).toMatchObject({ code: 'invalid_cvc' });
    });

    it('never stores a card number or security code', async () => {
      await card(TEST_CARDS.visa, { cvc: '987' });
      await card(TEST_CARDS.mastercard);
      await card(TEST_CARDS.declined);
      const { rows } = await database.db.execute<{ data: string }>(
        sql`select data::text as data from local_payment_objects`,
      );
      const everything = rows.map((r) => r.data).join('\n');
      expect(rows.length).toBeGreaterThan(3);
      for (const number of Object.values(TEST_CARDS)) expect(everything).not.toContain(number);
      // No run of 12 or more digits (user ids are UUIDs, whose last group may be 12 digits).
      expect(everything.replace(UUID, 'uuid')).not.toMatch(/\d{12,}/);
      expect(everything).not.toMatch(/cvc|"number"/);
    });
  });

  describe('customers and idempotency keys', () => {
    it('gives the same customer for the same key and parameters, and refuses the key with others', async () => {
      const input = { userId: 'u-1', email: 'one@example.com' };
      const first = await payments.createCustomer(input, 'customer-u-1');
      expect(first.customerId).toMatch(/^cus_[A-Za-z0-9]{14}$/);
      expect(await payments.createCustomer({ email: 'one@example.com', userId: 'u-1' }, 'customer-u-1')).toEqual(first);
      const reused = await refusal(payments.createCustomer({ ...input, email: 'two@example.com' }, 'customer-u-1'));
      expect(reused).toMatchObject({ type: 'idempotency_error' });
      expect(reused.message).toContain("Try using a key other than 'customer-u-1'");
      // A key is scoped to its endpoint too.
      expect(await refusal(authorize(await savedCard(), 2500, 'customer-u-1'))).toMatchObject({
        type: 'idempotency_error',
      });
    });

    it('makes one customer for concurrent requests with the same key', async () => {
      const input = { userId: 'u-2', email: 'race@example.com' };
      const results = await Promise.all([1, 2, 3, 4].map(() => payments.createCustomer(input, 'customer-u-2')));
      expect(new Set(results.map((r) => r.customerId)).size).toBe(1);
      const { rows } = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from local_payment_objects where kind = 'customer' and data->>'email' = 'race@example.com'`,
      );
      expect(rows[0]!.n).toBe(1);
    });
  });

  describe('setup intents (saving a card)', () => {
    it('attaches 4242 and 5555 cards to the customer', async () => {
      const customerId = await customer();
      const pm = await card(TEST_CARDS.mastercard);
      const setup = await payments.setupCard({ customerId, paymentMethodId: pm.id }, key('seti'));
      expect(setup).toEqual({
        status: 'succeeded',
        setupIntentId: expect.stringMatching(/^seti_[A-Za-z0-9]{24}$/),
        paymentMethod: { id: pm.id, customerId, card: pm.card },
      });
      expect((await payments.retrievePaymentMethod(pm.id)).customerId).toBe(customerId);
      // Confirming again for the same customer is allowed.
      expect((await payments.setupCard({ customerId, paymentMethodId: pm.id }, key('seti'))).status).toBe('succeeded');
    });

    it('declines 4000…0002 (generic_decline) and 4000…9995 (insufficient_funds), and replays a decline for its key', async () => {
      const customerId = await customer();
      const declined = await card(TEST_CARDS.declined);
      const k = key('seti');
      const first = await refusal(payments.setupCard({ customerId, paymentMethodId: declined.id }, k));
      expect(first).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      });
      const before = await count('setup_intent');
      expect(await refusal(payments.setupCard({ customerId, paymentMethodId: declined.id }, k))).toMatchObject({
        code: 'card_declined',
        declineCode: 'generic_decline',
      });
      expect(await count('setup_intent')).toBe(before);
      expect((await payments.retrievePaymentMethod(declined.id)).customerId).toBeNull();

      const poor = await card(TEST_CARDS.insufficientFunds);
      expect(await refusal(payments.setupCard({ customerId, paymentMethodId: poor.id }, key('seti')))).toMatchObject({
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
    });

    it('asks for 3-D Secure for 4000 0025 0000 3155 and saves the card once the card holder passes it', async () => {
      const customerId = await customer();
      const pm = await card(TEST_CARDS.authenticationRequired);
      const setup = await payments.setupCard({ customerId, paymentMethodId: pm.id }, key('seti'));
      if (setup.status !== 'requires_action') throw new Error('expected requires_action');
      expect(setup).toMatchObject({ customerId, paymentMethodId: pm.id });
      expect((await payments.retrievePaymentMethod(pm.id)).customerId).toBeNull();
      expect(await payments.authenticate(`${setup.setupIntentId}_secret_wrong`, 'complete')).toBe(false);
      expect(await payments.authenticate(setup.clientSecret, 'complete')).toBe(true);
      expect(await payments.retrieveSetupIntent(setup.setupIntentId)).toMatchObject({
        status: 'succeeded',
        paymentMethod: { id: pm.id, customerId },
      });
      // Set up once, its charges need no more checks.
      expect((await authorize({ customerId, paymentMethodId: pm.id })).status).toBe('requires_capture');

      const failing = await card(TEST_CARDS.authenticationRequired);
      const second = await payments.setupCard({ customerId, paymentMethodId: failing.id }, key('seti'));
      if (second.status !== 'requires_action') throw new Error('expected requires_action');
      await payments.authenticate(second.clientSecret, 'fail');
      expect(await refusal(payments.retrieveSetupIntent(second.setupIntentId))).toMatchObject({
        code: 'setup_intent_authentication_failure',
      });
      expect((await payments.retrievePaymentMethod(failing.id)).customerId).toBeNull();
    });

    it('asks for 3-D Secure at every charge of 4000 0027 6000 3184: held once passed, refused once failed', async () => {
      const customerId = await customer();
      const pm = await card(TEST_CARDS.alwaysAuthenticate);
      const setup = await payments.setupCard({ customerId, paymentMethodId: pm.id }, key('seti'));
      if (setup.status !== 'requires_action') throw new Error('expected requires_action');
      await payments.authenticate(setup.clientSecret, 'complete');
      const saved = { customerId, paymentMethodId: pm.id };

      const pending = await authorize(saved);
      expect(pending).toMatchObject({ status: 'requires_action', amountCents: 2500 });
      expect(pending.clientSecret).toMatch(/^pi_\w+_secret_[\w-]+$/);
      // Nothing is held yet: it is not a held authorization.
      const held = () =>
        payments.listUncapturedAuthorizations({ createdBefore: new Date(clock.now().getTime() + 1000), limit: 100 });
      expect((await held()).intents.map((i) => i.id)).not.toContain(pending.id);
      await payments.authenticate(pending.clientSecret!, 'complete');
      const after = await payments.retrievePaymentIntent(pending.id);
      expect(after.status).toBe('requires_capture');
      expect(after.clientSecret).toBeUndefined();
      expect((await held()).intents.map((i) => i.id)).toContain(pending.id);

      const failed = await authorize(saved);
      await payments.authenticate(failed.clientSecret!, 'fail');
      expect(await refusal(payments.retrievePaymentIntent(failed.id))).toMatchObject({
        code: 'payment_intent_authentication_failure',
      });
      expect((await payments.cancel(failed.id, key('void'))).status).toBe('canceled');
      const left = await authorize(saved);
      expect((await payments.cancel(left.id, key('void'))).status).toBe('canceled');
    });

    it('refuses unknown objects, another customer’s card and a detached card', async () => {
      const customerId = await customer();
      expect(await refusal(payments.setupCard({ customerId, paymentMethodId: 'pm_nope' }, key('seti')))).toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such PaymentMethod: 'pm_nope'",
      });
      expect(await refusal(payments.retrievePaymentMethod('pm_nope'))).toMatchObject({ code: 'resource_missing' });
      const pm = await card(TEST_CARDS.visa);
      expect(
        await refusal(payments.setupCard({ customerId: 'cus_nope', paymentMethodId: pm.id }, key('seti'))),
      ).toMatchObject({ code: 'resource_missing', message: "No such customer: 'cus_nope'" });

      const saved = await savedCard();
      expect(
        await refusal(payments.setupCard({ customerId, paymentMethodId: saved.paymentMethodId }, key('seti'))),
      ).toMatchObject({ type: 'invalid_request_error', code: 'payment_method_unexpected_state' });

      await payments.detachPaymentMethod(saved.paymentMethodId);
      expect((await payments.retrievePaymentMethod(saved.paymentMethodId)).customerId).toBeNull();
      expect(await refusal(payments.detachPaymentMethod(saved.paymentMethodId))).toMatchObject({
        code: 'payment_method_unexpected_state',
      });
      expect(
        await refusal(
          payments.setupCard({ customerId: saved.customerId, paymentMethodId: saved.paymentMethodId }, key('seti')),
        ),
      ).toMatchObject({ code: 'payment_method_unexpected_state' });
      expect(await refusal(authorize(saved))).toMatchObject({ code: 'payment_method_unexpected_state' });
    });
  });

  describe('payment intents', () => {
    it('authorizes with manual capture, once per key', async () => {
      const saved = await savedCard();
      const k = key('pi');
      const intent = await authorize(saved, 2500, k);
      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_[A-Za-z0-9]{24}$/),
        status: 'requires_capture',
        amountCents: 2500,
        amountCapturedCents: 0,
        amountRefundedCents: 0,
        currency: 'USD',
        customerId: saved.customerId,
        paymentMethodId: saved.paymentMethodId,
        metadata: { orderId: 'o1' },
        createdAt: clock.now().toISOString(),
      });
      expect(await authorize(saved, 2500, k)).toEqual(intent);
      expect(await refusal(authorize(saved, 2600, k))).toMatchObject({ type: 'idempotency_error' });
    });

    it('authorizes once for concurrent requests with one key', async () => {
      const saved = await savedCard();
      const before = await count('payment_intent');
      const k = key('pi');
      const intents = await Promise.all([1, 2, 3].map(() => authorize(saved, 1999, k)));
      expect(new Set(intents.map((i) => i.id)).size).toBe(1);
      expect(await count('payment_intent')).toBe(before + 1);
    });

    it('declines every charge on 4000 0000 0000 0341 (saved fine) and on 9995', async () => {
      const saved = await savedCard(TEST_CARDS.chargeDeclined);
      const k = key('pi');
      expect(await refusal(authorize(saved, 2500, k))).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      });
      // The decline is the key's result: replayed, not retried.
      expect(await refusal(authorize(saved, 2500, k))).toMatchObject({ code: 'card_declined' });
    });

    it('refuses amounts Stripe refuses, an expired card and another customer’s card', async () => {
      const saved = await savedCard();
      expect(await refusal(authorize(saved, 49))).toMatchObject({
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
      });
      expect(await refusal(authorize(saved, 100_000_000))).toMatchObject({ code: 'amount_too_large' });
      expect(await refusal(authorize(saved, 12.5))).toMatchObject({ code: 'parameter_invalid_integer' });
      const other = await savedCard();
      expect(await refusal(authorize({ ...saved, paymentMethodId: other.paymentMethodId }))).toMatchObject({
        code: 'payment_method_unexpected_state',
      });

      const soon = await customer();
      const pm = await payments.createPaymentMethod({
        number: TEST_CARDS.visa,
        expMonth: 11,
        expYear: 2026,
        cvc: '123',
      });
      await payments.setupCard({ customerId: soon, paymentMethodId: pm.id }, key('seti'));
      const later = manualClock(new Date('2026-12-01T12:00:00Z'));
      expect(
        await refusal(
          createLocalPayments(database.db, later).authorize(
            {
              customerId: soon,
              paymentMethodId: pm.id,
              amountCents: 900,
              currency: 'CAD',
              description: '',
              metadata: {},
            },
            key('pi'),
          ),
        ),
      ).toMatchObject({ type: 'card_error', code: 'expired_card', message: 'Your card has expired.' });
    });

    it('captures never more than authorized, and releases the rest of a partial capture', async () => {
      const intent = await authorize(await savedCard(), 3000);
      expect(await refusal(payments.capture(intent.id, 3001, key('cap')))).toMatchObject({
        type: 'invalid_request_error',
        code: 'amount_too_large',
      });
      const captured = await payments.capture(intent.id, 2750, key('cap'));
      expect(captured).toMatchObject({ status: 'succeeded', amountCents: 3000, amountCapturedCents: 2750 });
      expect(await refusal(payments.capture(intent.id, undefined, key('cap')))).toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
      expect(await refusal(payments.cancel(intent.id, key('void')))).toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
    });

    it('cancels only an uncaptured intent; a cancelled one cannot be captured or refunded', async () => {
      const intent = await authorize(await savedCard(), 1200);
      const k = key('void');
      const canceled = await payments.cancel(intent.id, k);
      expect(canceled).toMatchObject({ status: 'canceled', amountCapturedCents: 0 });
      expect(await payments.cancel(intent.id, k)).toEqual(canceled);
      expect(await refusal(payments.capture(intent.id, undefined, key('cap')))).toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
      expect(await refusal(payments.refund(intent.id, undefined, key('re')))).toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
      expect(await refusal(payments.cancel('pi_nope', key('void')))).toMatchObject({ code: 'resource_missing' });
    });

    it('refunds only what was captured, in parts, and never more', async () => {
      const intent = await authorize(await savedCard(), 4000);
      expect(await refusal(payments.refund(intent.id, undefined, key('re')))).toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
      await payments.capture(intent.id, undefined, key('cap'));
      expect(await refusal(payments.refund(intent.id, 4001, key('re')))).toMatchObject({
        code: 'amount_too_large',
        message: 'Refund amount ($40.01 usd) is greater than unrefunded amount on charge ($40.00 usd)',
      });
      const k = key('re');
      const part = await payments.refund(intent.id, 1500, k);
      expect(part).toMatchObject({ status: 'succeeded', amountCapturedCents: 4000, amountRefundedCents: 1500 });
      expect(await payments.refund(intent.id, 1500, k)).toEqual(part);
      expect(await refusal(payments.refund(intent.id, 2501, key('re')))).toMatchObject({ code: 'amount_too_large' });
      expect(await payments.refund(intent.id, undefined, key('re'))).toMatchObject({ amountRefundedCents: 4000 });
      expect(await refusal(payments.refund(intent.id, 1, key('re')))).toMatchObject({
        code: 'charge_already_refunded',
      });
    });

    it('keeps an authorization across a restart, and voids it after 7 days as Stripe does', async () => {
      const saved = await savedCard();
      const kept = await authorize(saved, 2200);
      const stale = await authorize(saved, 2300);
      const restarted = createLocalPayments(database.db, clock);
      expect(await restarted.capture(kept.id, undefined, key('cap'))).toMatchObject({
        status: 'succeeded',
        amountCapturedCents: 2200,
      });
      const weekLater = manualClock(new Date(clock.now().getTime() + 7 * DAY));
      const later = createLocalPayments(database.db, weekLater);
      expect(await refusal(later.capture(stale.id, undefined, key('cap')))).toMatchObject({
        code: 'payment_intent_unexpected_state',
        message: expect.stringContaining('status of canceled'),
      });
    });
  });

  describe('held authorizations, listed for reconciliation', () => {
    it('lists the uncaptured ones in a time range, newest first, page by page, without the lapsed', async () => {
      // A week of its own, after every other test's intents.
      const start = new Date('2027-03-01T12:00:00Z');
      const at = manualClock(start);
      const provider = createLocalPayments(database.db, at);
      const saved = await savedCard();
      const hold = (amountCents: number) =>
        provider.authorize(
          { ...saved, amountCents, currency: 'USD', description: '', metadata: { orderId: `o-${amountCents}` } },
          key('pi'),
        );
      const a = await hold(1001);
      at.advance(HOUR);
      const b = await hold(1002);
      at.advance(HOUR);
      await provider.capture((await hold(1003)).id, undefined, key('cap'));
      at.advance(HOUR);
      await provider.cancel((await hold(1004)).id, key('void'));
      at.advance(HOUR);
      const c = await hold(1005);
      at.advance(HOUR);
      const d = await hold(1006); // created at the bound: not before it
      const range = { createdAfter: start, createdBefore: at.now() };

      const first = await provider.listUncapturedAuthorizations({ ...range, limit: 2 });
      expect(first).toEqual({ intents: [c, b], hasMore: true });
      expect(first.intents[0]).toMatchObject({
        metadata: { orderId: 'o-1005' },
        createdAt: '2027-03-01T16:00:00.000Z',
      });
      // The cursor is the intent's place, whatever its status now (a reconciliation voids as it reads).
      await provider.cancel(b.id, key('void'));
      expect(await provider.listUncapturedAuthorizations({ ...range, limit: 2, startingAfter: b.id })).toEqual({
        intents: [a],
        hasMore: false,
      });
      expect(
        (
          await provider.listUncapturedAuthorizations({
            createdAfter: new Date(start.getTime() + HOUR),
            createdBefore: at.now(),
            limit: 10,
          })
        ).intents,
      ).toEqual([c]);

      // Stripe voids an authorization after 7 days: a is lapsed, c and d are not yet.
      at.set(new Date(start.getTime() + 7 * DAY));
      expect(await provider.listUncapturedAuthorizations({ createdBefore: at.now(), limit: 100 })).toEqual({
        intents: [d, c],
        hasMore: false,
      });
    });

    it('refuses an unknown cursor and a limit outside 1 to 100, as Stripe does', async () => {
      const createdBefore = clock.now();
      expect(
        await refusal(payments.listUncapturedAuthorizations({ createdBefore, limit: 10, startingAfter: 'pi_nope' })),
      ).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
      expect(await refusal(payments.listUncapturedAuthorizations({ createdBefore, limit: 0 }))).toMatchObject({
        code: 'parameter_invalid_integer',
      });
      expect(await refusal(payments.listUncapturedAuthorizations({ createdBefore, limit: 101 }))).toMatchObject({
        code: 'parameter_invalid_integer',
      });
    });
  });

  it('fails, instead of hanging, when called inside a transaction on PGlite', async () => {
    if (database.kind !== 'pglite') return;
    const impatient = createLocalPayments(database.db, clock, { pgliteWaitMs: 200 });
    await expect(
      database.db.transaction(async () => {
        await impatient.createCustomer({ userId: 'in-tx', email: 'tx@example.com' }, key('cus'));
      }),
    ).rejects.toThrow(/outside db\.transaction/);
    // Once the caller's transaction is gone, the provider works again.
    expect(
      (await impatient.createCustomer({ userId: 'after', email: 'tx@example.com' }, key('cus'))).customerId,
    ).toMatch(/^cus_/);
  });

  async function count(kind: string): Promise<number> {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from local_payment_objects where kind = ${kind}`,
    );
    return Number(rows[0]!.n);
  }
});
