import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import {
  PAYMENT_CARDS_MAX,
  TEST_CARDS,
  paymentCardListSchema,
  paymentCardSchema,
  paymentMethodSchema,
  type PaymentCardDto,
} from '@playeats/contracts/payments';
import { problemTypeUri } from '@playeats/contracts/problem';
import { manualClock } from '../../../adapters/clock.ts';
import { createLocalGeocoder } from '../../../adapters/geocoder/local-geocoder.ts';
import { createLocalPayments } from '../../../adapters/payments/local-payments.ts';
import type { Database } from '../../../db/client.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { createAccounts } from '../../accounts/accounts.module.ts';
import { createPaymentCards } from './payment-cards.module.ts';
import { TOKENIZE_LIMIT } from './payment-cards.routes.ts';
import type { HttpProblem } from '../../../lib/problem.ts';
import type { PaymentCardsService } from './payment-cards.service.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe('payment cards', () => {
  let ctx: TestContext;
  let db: Database;
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'));
  let alice: SessionDto;
  let bob: SessionDto;
  /** The service as the orders module calls it, on the test app's database. */
  let paymentCards: PaymentCardsService;
  let users = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    db = ctx.database.db;
    paymentCards = createPaymentCards({
      db,
      clock,
      payments: createLocalPayments(db, clock),
      users: createAccounts({ db, clock, geocoder: createLocalGeocoder() }).users,
    });
    alice = await createActiveUser(ctx.app, db, 'alice@example.com');
    bob = await createActiveUser(ctx.app, db, 'bob@example.com');
  });
  afterAll(() => ctx.close());

  const newUser = () => createActiveUser(ctx.app, db, `card-user-${(users += 1)}@example.com`);

  const call = (session: SessionDto | null, method: Method, url: string, payload?: object, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(session ? bearer(session) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** The local provider's tokenization, as the web client calls it. */
  let browsers = 0;
  async function tokenize(number: string, expMonth = 12, expYear = 2030, cvc = '123') {
    // Each from its own address: the per-IP limit has its own test.
    browsers += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/local-payments/payment-methods',
      remoteAddress: `10.0.${browsers >> 8}.${browsers & 255}`,
      payload: { number, expMonth, expYear, cvc },
    });
    expect(res.statusCode, res.body).toBe(201);
    return paymentMethodSchema.parse(res.json()).id;
  }

  const save = (session: SessionDto, paymentMethodId: string, makeDefault?: boolean) =>
    call(session, 'POST', '/api/users/me/payment-cards', { paymentMethodId, makeDefault });

  async function addCard(session: SessionDto, number: string = TEST_CARDS.visa, makeDefault?: boolean) {
    clock.advance(1000); // newest-first order is by creation time
    const res = await save(session, await tokenize(number), makeDefault);
    expect(res.statusCode, res.body).toBe(201);
    return paymentCardSchema.parse(res.json());
  }

  const list = async (session: SessionDto) => {
    const res = await call(session, 'GET', '/api/users/me/payment-cards');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return paymentCardListSchema.parse(res.json()).items;
  };

  const problem = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
    name: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json() as Record<string, unknown>;
    expect(body.type).toBe(problemTypeUri(name));
    return body;
  };

  const defaults = async (userId: string) => {
    const { rows } = await db.execute<{ id: string }>(
      sql`select id from payment_cards where user_id = ${userId} and is_default`,
    );
    return rows.map((r) => r.id);
  };

  it('documents its endpoints in the OpenAPI description', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/users/me/payment-cards']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/users/me/payment-cards/{id}']!)).toEqual(['delete']);
    expect(Object.keys(paths['/api/users/me/payment-cards/{id}/default']!)).toEqual(['put']);
    expect(Object.keys(paths['/api/local-payments/payment-methods']!)).toEqual(['post']);
  });

  describe('tokenization (local stand-in for Stripe.js)', () => {
    it('needs no sign-in and answers the payment method with brand, last four and expiry', async () => {
      const res = await call(null, 'POST', '/api/local-payments/payment-methods', {
        number: '5555 5555 5555 4444',
        expMonth: 3,
        expYear: 2029,
        cvc: '321',
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        id: expect.stringMatching(/^pm_[A-Za-z0-9]{24}$/),
        card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029 },
      });
    });

    it('answers a number failing the Luhn check with the provider’s error members', async () => {
      const res = await call(null, 'POST', '/api/local-payments/payment-methods', {
        number: '4242 4242 4242 4241',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      });
      const body = problem(res, 400, 'InvalidCardNumberException');
      expect(body).toMatchObject({ code: 'invalid_number', message: 'Your card number is invalid.', param: 'number' });
      expect(res.body).not.toContain('4241');
    });

    it('refuses malformed fields by name, without echoing the number', async () => {
      const res = await call(null, 'POST', '/api/local-payments/payment-methods', {
        number: '4242-abcd-4242-4242',
        expMonth: 13,
        expYear: 26,
        cvc: '12',
      });
      const body = problem(res, 400, 'ValidationException');
      expect((body.invalidParams as { name: string }[]).map((p) => p.name).sort()).toEqual([
        'body.cvc',
        'body.expMonth',
        'body.expYear',
        'body.number',
      ]);
      expect(res.body).not.toContain('abcd');
    });

    it('is limited per IP address', async () => {
      const from = (remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/local-payments/payment-methods',
          remoteAddress,
          payload: { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
        });
      for (let i = 0; i < TOKENIZE_LIMIT.limit; i += 1) expect((await from('203.0.113.7')).statusCode).toBe(201);
      const limited = await from('203.0.113.7');
      problem(limited, 429, 'TooManyRequestsException');
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await from('203.0.113.8')).statusCode).toBe(201);
    });
  });

  describe('saving cards', () => {
    it('needs a signed-in user', async () => {
      problem(await call(null, 'GET', '/api/users/me/payment-cards'), 401, 'UnauthorizedException');
      problem(await save(null as never, 'pm_x'), 401, 'UnauthorizedException');
    });

    it('saves the first card as the default, keeping only brand, last four, expiry and the payment-method id', async () => {
      const user = await newUser();
      const pmId = await tokenize('4242 4242 4242 4242', 8, 2031);
      const res = await save(user, pmId);
      expect(res.statusCode, res.body).toBe(201);
      const card = paymentCardSchema.parse(res.json());
      expect(card).toMatchObject({
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2031,
        isDefault: true,
        expired: false,
      });

      const { rows } = await db.execute<Record<string, unknown>>(
        sql`select * from payment_cards where user_id = ${user.userInfo.id}`,
      );
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'brand',
        'created_at',
        'exp_month',
        'exp_year',
        'id',
        'is_default',
        'last4',
        'provider_payment_method_id',
        'user_id',
      ]);
      expect(rows[0]).toMatchObject({ provider_payment_method_id: pmId, last4: '4242', brand: 'visa' });

      const customers = await db.execute<{ provider_customer_id: string }>(
        sql`select provider_customer_id from payment_customers where user_id = ${user.userInfo.id}`,
      );
      expect(customers.rows).toHaveLength(1);
      const customerId = customers.rows[0]!.provider_customer_id;
      expect(customerId).toMatch(/^cus_/);
      // Attached to the user's customer at the provider (a confirmed SetupIntent).
      const local = createLocalPayments(db, clock);
      expect((await local.retrievePaymentMethod(pmId)).customerId).toBe(customerId);
    });

    it('lists the default first, then the newest; makeDefault moves the default', async () => {
      const user = await newUser();
      const first = await addCard(user, TEST_CARDS.visa);
      const second = await addCard(user, TEST_CARDS.mastercard);
      expect(second.isDefault).toBe(false);
      expect((await list(user)).map((c) => c.id)).toEqual([first.id, second.id]);
      const third = await addCard(user, '4000056655665556', true);
      expect(third).toMatchObject({ isDefault: true, brand: 'visa', last4: '5556' });
      expect((await list(user)).map((c) => [c.id, c.isDefault])).toEqual([
        [third.id, true],
        [second.id, false],
        [first.id, false],
      ]);
      expect(await defaults(user.userInfo.id)).toEqual([third.id]);
      // One provider customer for all of them.
      const customers = await db.execute(sql`select 1 from payment_customers where user_id = ${user.userInfo.id}`);
      expect(customers.rows).toHaveLength(1);
    });

    it('answers the same card when a payment method is saved again', async () => {
      const user = await newUser();
      const pmId = await tokenize(TEST_CARDS.visa);
      const first = await save(user, pmId);
      expect(first.statusCode).toBe(201);
      const again = await save(user, pmId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await list(user)).toHaveLength(1);
    });

    it('replays the first answer for a repeated Idempotency-Key', async () => {
      const user = await newUser();
      const pmId = await tokenize(TEST_CARDS.visa);
      const headers = { 'idempotency-key': 'save-card-1' };
      const first = await call(user, 'POST', '/api/users/me/payment-cards', { paymentMethodId: pmId }, headers);
      const second = await call(user, 'POST', '/api/users/me/payment-cards', { paymentMethodId: pmId }, headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
    });

    it('makes one provider customer and one default when the first cards are saved at once', async () => {
      const user = await newUser();
      const pms = await Promise.all(
        [TEST_CARDS.visa, TEST_CARDS.mastercard, '4000056655665556'].map((n) => tokenize(n)),
      );
      const saved = await Promise.all(pms.map((pm) => save(user, pm)));
      expect(saved.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const customers = await db.execute(sql`select 1 from payment_customers where user_id = ${user.userInfo.id}`);
      expect(customers.rows).toHaveLength(1);
      expect(await defaults(user.userInfo.id)).toHaveLength(1);
      expect(await list(user)).toHaveLength(3);
    });

    it('saves 4000 0000 0000 0341 (its charges are declined later, not its setup)', async () => {
      const user = await newUser();
      expect(await addCard(user, TEST_CARDS.chargeDeclined)).toMatchObject({ last4: '0341', isDefault: true });
    });

    it('never keeps a full card number anywhere', async () => {
      const { rows } = await db.execute<{ data: string }>(sql`select data::text as data from local_payment_objects`);
      const everything = rows.map((r) => r.data).join('\n');
      expect(rows.length).toBeGreaterThan(10);
      for (const number of Object.values(TEST_CARDS)) expect(everything).not.toContain(number);
      // No run of 12 or more digits (user ids are UUIDs, whose last group may be 12 digits).
      expect(everything.replace(UUID, 'uuid')).not.toMatch(/\d{12,}/);
      const cards = await db.execute<{ row: string }>(sql`select row_to_json(c)::text as row from payment_cards c`);
      expect(cards.rows.map((r) => r.row.replace(UUID, 'uuid')).join('\n')).not.toMatch(/\d{12,}/);
    });
  });

  describe('refusals', () => {
    it('answers a declined card with 402 PaymentCardDeclinedException titled with the reason', async () => {
      const user = await newUser();
      const declined = problem(
        await save(user, await tokenize(TEST_CARDS.declined)),
        402,
        'PaymentCardDeclinedException',
      );
      expect(declined).toMatchObject({
        title: 'Your card was declined',
        code: 'card_declined',
        declineCode: 'generic_decline',
      });
      const poor = problem(
        await save(user, await tokenize(TEST_CARDS.insufficientFunds)),
        402,
        'PaymentCardDeclinedException',
      );
      expect(poor).toMatchObject({
        title: 'Your card has insufficient funds',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
      });
      expect(await list(user)).toEqual([]);
    });

    it('saves a card after 3-D Secure: 402 with the client secret, the bank’s page, then the SetupIntent named', async () => {
      const user = await newUser();
      const authenticate = (clientSecret: string, outcome: 'complete' | 'fail') =>
        call(null, 'POST', '/api/local-payments/authentications', { clientSecret, outcome });
      const askFor = async (pmId: string) => {
        const body = problem(await save(user, pmId), 402, 'CardAuthenticationRequiredException');
        expect(body.clientSecret).toMatch(/^seti_\w+_secret_[\w-]+$/);
        return body as { intentId: string; clientSecret: string };
      };
      const resume = (paymentMethodId: string, setupIntentId: string) =>
        call(user, 'POST', '/api/users/me/payment-cards', { paymentMethodId, setupIntentId });

      const passing = await tokenize(TEST_CARDS.authenticationRequired);
      const asked = await askFor(passing);
      expect(await list(user)).toEqual([]);
      // Named before the card holder answered: left, so refused.
      problem(await resume(passing, asked.intentId), 402, 'CardAuthenticationFailedException');
      expect((await authenticate(asked.clientSecret, 'complete')).statusCode).toBe(204);
      const saved = await resume(passing, asked.intentId);
      expect(saved.statusCode, saved.body).toBe(201);
      expect(paymentCardSchema.parse(saved.json())).toMatchObject({ last4: '3155', isDefault: true });

      const failing = await tokenize(TEST_CARDS.authenticationRequired);
      const second = await askFor(failing);
      await authenticate(second.clientSecret, 'fail');
      expect(problem(await resume(failing, second.intentId), 402, 'CardAuthenticationFailedException')).toMatchObject({
        code: 'setup_intent_authentication_failure',
      });
      // Someone else's SetupIntent does not save a card.
      const bobs = { paymentMethodId: await tokenize(TEST_CARDS.visa), setupIntentId: asked.intentId };
      const theft = problem(await call(bob, 'POST', '/api/users/me/payment-cards', bobs), 400, 'ValidationException');
      expect(theft).toMatchObject({ invalidParams: [{ name: 'body.setupIntentId' }] });
      expect((await authenticate(`seti_unknown_secret_x`, 'complete')).statusCode).toBe(404);
      expect((await list(user)).map((c) => c.last4)).toEqual(['3155']);
    });

    it('answers an expired card with 400 InvalidCardFieldsException in the client’s shape', async () => {
      const user = await newUser();
      const res = await save(user, await tokenize(TEST_CARDS.visa, 10, 2026));
      const body = problem(res, 400, 'InvalidCardFieldsException');
      expect(body).toMatchObject({
        code: 'INVALID_FIELDS',
        displayMessage: expect.any(String),
        detailedMessage: 'Invalid fields: expiry date.',
        correlationId: res.headers['x-request-id'],
      });
      // Valid through the end of its expiry month.
      expect((await save(user, await tokenize(TEST_CARDS.visa, 11, 2026))).statusCode).toBe(201);
    });

    it('refuses an unknown or malformed payment-method id by field', async () => {
      const user = await newUser();
      const unknown = problem(await save(user, 'pm_DoesNotExist'), 400, 'ValidationException');
      expect(unknown.invalidParams).toEqual([
        { name: 'body.paymentMethodId', reason: "No such PaymentMethod: 'pm_DoesNotExist'" },
      ]);
      const malformed = problem(await save(user, '4242424242424242'), 400, 'ValidationException');
      expect((malformed.invalidParams as { name: string }[])[0]!.name).toBe('body.paymentMethodId');
    });

    it(`refuses more than ${PAYMENT_CARDS_MAX} cards`, async () => {
      const user = await newUser();
      for (let i = 0; i < PAYMENT_CARDS_MAX; i += 1) await addCard(user);
      const pmId = await tokenize(TEST_CARDS.visa);
      const body = problem(await save(user, pmId), 422, 'PaymentCardLimitReachedException');
      expect(body.limit).toBe(PAYMENT_CARDS_MAX);
      expect(await list(user)).toHaveLength(PAYMENT_CARDS_MAX);
    });
  });

  describe('ownership', () => {
    let aliceCard: PaymentCardDto;
    let alicePm: string;

    beforeAll(async () => {
      alicePm = await tokenize(TEST_CARDS.visa);
      const res = await save(alice, alicePm);
      aliceCard = paymentCardSchema.parse(res.json());
    });

    it('hides another user’s card (404) from delete and make-default', async () => {
      problem(await call(bob, 'DELETE', `/api/users/me/payment-cards/${aliceCard.id}`), 404, 'NotFoundException');
      problem(await call(bob, 'PUT', `/api/users/me/payment-cards/${aliceCard.id}/default`), 404, 'NotFoundException');
      expect((await list(alice)).map((c) => c.id)).toContain(aliceCard.id);
      expect(await list(bob)).toEqual([]);
    });

    it('refuses another user’s payment method', async () => {
      const body = problem(await save(bob, alicePm), 400, 'ValidationException');
      expect((body.invalidParams as { name: string }[])[0]!.name).toBe('body.paymentMethodId');
      expect(await list(bob)).toEqual([]);
    });

    it('answers 404 for an unknown card and 400 for a malformed id', async () => {
      problem(
        await call(alice, 'DELETE', '/api/users/me/payment-cards/00000000-0000-4000-8000-000000000000'),
        404,
        'NotFoundException',
      );
      problem(await call(alice, 'PUT', '/api/users/me/payment-cards/nope/default'), 400, 'ValidationException');
    });
  });

  describe('default and removal', () => {
    it('makes another card the default, and the list follows', async () => {
      const user = await newUser();
      const a = await addCard(user);
      const b = await addCard(user);
      const res = await call(user, 'PUT', `/api/users/me/payment-cards/${b.id}/default`);
      expect(res.statusCode).toBe(200);
      expect(paymentCardListSchema.parse(res.json()).items.map((c) => [c.id, c.isDefault])).toEqual([
        [b.id, true],
        [a.id, false],
      ]);
      // Again: nothing changes.
      expect((await call(user, 'PUT', `/api/users/me/payment-cards/${b.id}/default`)).statusCode).toBe(200);
      expect(await defaults(user.userInfo.id)).toEqual([b.id]);
    });

    it('keeps exactly one default when two cards are made default at once', async () => {
      const user = await newUser();
      const cards = [await addCard(user), await addCard(user), await addCard(user)];
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(
          [cards[1]!, cards[2]!].map((c) => call(user, 'PUT', `/api/users/me/payment-cards/${c.id}/default`)),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
        const now = await defaults(user.userInfo.id);
        expect(now).toHaveLength(1);
        expect([cards[1]!.id, cards[2]!.id]).toContain(now[0]);
      }
    });

    it('detaches a removed card at the provider; removing the default promotes the newest remaining', async () => {
      const user = await newUser();
      const oldest = await addCard(user);
      const middle = await addCard(user);
      const newest = await addCard(user);
      const { rows } = await db.execute<{ pm: string }>(
        sql`select provider_payment_method_id as pm from payment_cards where id = ${oldest.id}`,
      );
      const res = await call(user, 'DELETE', `/api/users/me/payment-cards/${oldest.id}`);
      expect(res.statusCode).toBe(204);
      expect((await createLocalPayments(db, clock).retrievePaymentMethod(rows[0]!.pm)).customerId).toBeNull();
      expect((await list(user)).map((c) => [c.id, c.isDefault])).toEqual([
        [newest.id, true],
        [middle.id, false],
      ]);

      expect((await call(user, 'DELETE', `/api/users/me/payment-cards/${middle.id}`)).statusCode).toBe(204);
      expect((await list(user)).map((c) => [c.id, c.isDefault])).toEqual([[newest.id, true]]);
      expect((await call(user, 'DELETE', `/api/users/me/payment-cards/${newest.id}`)).statusCode).toBe(204);
      expect(await list(user)).toEqual([]);
      problem(await call(user, 'DELETE', `/api/users/me/payment-cards/${newest.id}`), 404, 'NotFoundException');
    });
  });

  describe('PaymentCardsService.chargeableJsonSql and chargeableFrom (for orders)', () => {
    /** The card that pays as the placement reads it: the SQL part in a statement, then its checks. */
    const chargeable = async (
      userId: string,
      cardId: string | undefined,
      options?: Parameters<PaymentCardsService['chargeableFrom']>[2],
    ) => {
      const { rows } = await db.execute<{ card: Parameters<PaymentCardsService['chargeableFrom']>[0] }>(
        sql`select ${paymentCards.chargeableJsonSql(sql`${cardId ?? null}`, sql`${userId}::uuid`)} as card`,
      );
      return paymentCards.chargeableFrom(rows[0]!.card, cardId, options);
    };

    it('gives the default card, or the one named, with the provider customer', async () => {
      const user = await newUser();
      const a = await addCard(user);
      const b = await addCard(user);
      const [customer] = (
        await db.execute<{ id: string }>(
          sql`select provider_customer_id as id from payment_customers where user_id = ${user.userInfo.id}`,
        )
      ).rows;
      const byDefault = await chargeable(user.userInfo.id, undefined);
      expect(byDefault.card.id).toBe(a.id);
      expect(byDefault.customerId).toBe(customer!.id);
      expect(byDefault.card.providerPaymentMethodId).toMatch(/^pm_/);
      expect((await chargeable(user.userInfo.id, b.id)).card.id).toBe(b.id);
      expect(await paymentCards.customerOf(user.userInfo.id)).toBe(customer!.id);
    });

    it('knows no provider customer for a user who never saved a card', async () => {
      expect(await paymentCards.customerOf((await newUser()).userInfo.id)).toBeUndefined();
    });

    it('refuses with 400 when there is no card and 404 for another user’s card', async () => {
      const user = await newUser();
      await expect(chargeable(user.userInfo.id, undefined)).rejects.toMatchObject({
        status: 400,
        problemName: 'PaymentCardRequiredException',
      });
      const [aliceCard] = await list(alice);
      await expect(chargeable(user.userInfo.id, aliceCard!.id)).rejects.toMatchObject({
        status: 404,
        problemName: 'NotFoundException',
      });
    });

    it('answers no card, the default, the one named, an expired one and another user’s in turn', async () => {
      // Bob, who has no card yet (a new user would pass the sign-ups' rate limit here).
      const user = bob;
      const [aliceCard] = await list(alice);
      const options = { now: new Date('2026-12-02T00:00:00Z'), correlationId: 'req-2' };
      const outcome = (cardId: string | undefined) =>
        chargeable(user.userInfo.id, cardId, options).then(
          (found) => found.card.id,
          (err: HttpProblem) => `${err.status} ${err.problemName}`,
        );
      const outcomes = [await outcome(undefined)]; // no card at all
      const a = await addCard(user);
      const b = await addCard(user, TEST_CARDS.visa);
      await db.execute(sql`update payment_cards set exp_month = 11, exp_year = 2026 where id = ${b.id}`);
      outcomes.push(await outcome(undefined)); // the default
      outcomes.push(await outcome(a.id));
      outcomes.push(await outcome(b.id)); // expired
      outcomes.push(await outcome(aliceCard!.id)); // another user's
      expect(outcomes).toEqual([
        '400 PaymentCardRequiredException',
        a.id,
        a.id,
        '400 InvalidCardFieldsException',
        '404 NotFoundException',
      ]);
    });

    it('refuses an expired card when given the time: valid through the end of its month (Hawaii time)', async () => {
      const user = await newUser();
      const card = await addCard(user, TEST_CARDS.visa);
      await db.execute(sql`update payment_cards set exp_month = 11, exp_year = 2026 where id = ${card.id}`);
      const at = (iso: string) => chargeable(user.userInfo.id, card.id, { now: new Date(iso), correlationId: 'req-1' });
      expect((await at('2026-12-01T09:59:59Z')).card.id).toBe(card.id);
      await expect(at('2026-12-01T10:00:00Z')).rejects.toMatchObject({
        status: 400,
        problemName: 'InvalidCardFieldsException',
        extensions: { detailedMessage: 'Invalid fields: expiry date.', correlationId: 'req-1' },
      });
      // The list flags a card past its month.
      await db.execute(sql`update payment_cards set exp_month = 10 where id = ${card.id}`);
      expect((await list(user))[0]).toMatchObject({ id: card.id, expired: true });
    });
  });
});
