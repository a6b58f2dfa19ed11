import { describe, expect, it } from 'vitest';
import { PAYMENT_CARDS_MAX } from '@playeats/contracts/payments';
import { manualClock } from '../../../adapters/clock.ts';
import type { LocalPayments } from '../../../adapters/payments/local-payments.ts';
import {
  PaymentProviderError,
  type CardDetails,
  type PaymentMethod,
  type Payments,
  type SetupResult,
} from '../../../adapters/payments/payments.ts';
import type { Database } from '../../../db/client.ts';
import type { UnitOfWork } from '../../../db/unit-of-work.ts';
import { FAKE_TX, fakeRepository, fakeUnitOfWork } from '../../../../test/fakes.ts';
import type { UserRow } from '../../accounts/users/users.service.ts';
import type { NewPaymentCard, PaymentCardRow, PaymentCardsRepository } from './payment-cards.repository.ts';
import { PaymentCardsService } from './payment-cards.service.ts';

/** payment_cards and payment_customers in memory, in the repository's order. */
function memoryCards(): PaymentCardsRepository & { rows: PaymentCardRow[]; customers: Map<string, string> } {
  const rows: PaymentCardRow[] = [];
  const customers = new Map<string, string>();
  let seq = 0;
  const mine = (userId: string) => rows.filter((r) => r.userId === userId);
  const newestFirst = (a: PaymentCardRow, b: PaymentCardRow) =>
    b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);
  const repo: PaymentCardsRepository & { rows: PaymentCardRow[]; customers: Map<string, string> } = {
    rows,
    customers,
    lockOwner: async () => undefined,
    list: async (userId) => mine(userId).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || newestFirst(a, b)),
    find: async (userId, id) => mine(userId).find((r) => r.id === id),
    findDefault: async (userId) => mine(userId).find((r) => r.isDefault),
    findByPaymentMethod: async (pm) => rows.find((r) => r.providerPaymentMethodId === pm),
    count: async (userId) => mine(userId).length,
    clearDefault: async (userId) => mine(userId).forEach((r) => (r.isDefault = false)),
    setDefault: async (userId, id) => {
      const row = mine(userId).find((r) => r.id === id);
      if (row) row.isDefault = true;
      return row !== undefined;
    },
    insert: async (card: NewPaymentCard) => {
      const row = {
        id: `card-${String((seq += 1)).padStart(3, '0')}`,
        isDefault: false,
        createdAt: new Date(0),
        ...card,
      } as PaymentCardRow;
      rows.push(row);
      return row;
    },
    delete: async (userId, id) => {
      const i = rows.findIndex((r) => r.userId === userId && r.id === id);
      return i < 0 ? undefined : rows.splice(i, 1)[0];
    },
    promoteNewest: async (userId) => {
      const [newest] = mine(userId).sort(newestFirst);
      if (newest) newest.isDefault = true;
    },
    customerOf: async (userId) => customers.get(userId),
    insertCustomer: async (userId, providerCustomerId) => {
      if (!customers.has(userId)) customers.set(userId, providerCustomerId);
    },
  };
  return repo;
}

const VISA: CardDetails = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

/** The provider as far as the service calls it; records every call. */
function fakePayments() {
  const methods = new Map<string, PaymentMethod>();
  const calls: string[] = [];
  let customers = 0;
  const provider = {
    name: 'fake',
    calls,
    methods,
    /** What the next setupCard answers, when not success. */
    setupStatus: 'succeeded' as SetupResult['status'] | 'requires_payment_method',
    /** What the next detachPaymentMethod throws, if anything. */
    detachError: undefined as Error | undefined,
    tokenized(id: string, card: CardDetails = VISA, customerId: string | null = null) {
      methods.set(id, { id, customerId, card });
      return id;
    },
    async createCustomer(input: { userId: string; email: string }, idempotencyKey: string) {
      calls.push(`createCustomer ${input.userId} ${input.email} ${idempotencyKey}`);
      return { customerId: `cus_${(customers += 1)}` };
    },
    async retrievePaymentMethod(id: string) {
      calls.push(`retrievePaymentMethod ${id}`);
      const method = methods.get(id);
      if (!method) {
        throw new PaymentProviderError('invalid_request_error', 'resource_missing', `No such PaymentMethod: '${id}'`);
      }
      return method;
    },
    async setupCard(input: { customerId: string; paymentMethodId: string }): Promise<SetupResult> {
      calls.push(`setupCard ${input.customerId} ${input.paymentMethodId}`);
      const method = methods.get(input.paymentMethodId)!;
      if (provider.setupStatus !== 'succeeded') {
        return { status: 'requires_action', setupIntentId: 'seti_1', clientSecret: 'seti_1_secret', ...input };
      }
      method.customerId = input.customerId;
      return { status: 'succeeded', setupIntentId: 'seti_1', paymentMethod: method };
    },
    /** seti_1 after the card holder's check: `setupStatus` says how it ended ('requires_action': left). */
    async retrieveSetupIntent(id: string): Promise<SetupResult> {
      calls.push(`retrieveSetupIntent ${id}`);
      const [, pmId] = /^seti_1_(.+)$/.exec(id) ?? [];
      const method = methods.get(pmId ?? '')!;
      if (provider.setupStatus === 'requires_action') {
        return {
          status: 'requires_action',
          setupIntentId: id,
          clientSecret: 's',
          customerId: 'cus_1',
          paymentMethodId: method.id,
        };
      }
      if (provider.setupStatus !== 'succeeded') {
        throw new PaymentProviderError(
          'invalid_request_error',
          'setup_intent_authentication_failure',
          'Authentication failed.',
        );
      }
      method.customerId = 'cus_1';
      return { status: 'succeeded', setupIntentId: id, paymentMethod: method };
    },
    async detachPaymentMethod(id: string) {
      calls.push(`detachPaymentMethod ${id}`);
      if (provider.detachError) throw provider.detachError;
      const method = methods.get(id);
      if (method) method.customerId = null;
    },
  };
  return provider;
}

function setup(options: { uow?: UnitOfWork } = {}) {
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'));
  const cards = memoryCards();
  const payments = fakePayments();
  const uow = fakeUnitOfWork();
  const users = {
    find: async (id: string) => ({ id, email: `${id}@example.com` }) as UserRow,
  };
  const service = new PaymentCardsService({
    uow: options.uow ?? uow,
    cards: fakeRepository(cards),
    // Only what the service calls is implemented.
    payments: payments as unknown as Payments,
    users,
    clock,
  });
  /** A saved card of `userId`, one second newer than the last. */
  const saved = (userId: string, card: Partial<PaymentCardRow> = {}) => {
    clock.advance(1000);
    const row: PaymentCardRow = {
      id: `seed-${cards.rows.length + 1}`,
      userId,
      providerPaymentMethodId: `pm_seed_${cards.rows.length + 1}`,
      ...VISA,
      isDefault: false,
      createdAt: clock.now(),
      ...card,
    };
    cards.rows.push(row);
    if (!cards.customers.has(userId)) cards.customers.set(userId, `cus_of_${userId}`);
    return row;
  };
  /** chargeableFrom given what chargeableJsonSql's read would answer for these rows (the card named, else the default: a stand-in for the SQL, which the integration tests read). */
  const chargeable = async (
    userId: string,
    named: string | null | undefined,
    options?: Parameters<PaymentCardsService['chargeableFrom']>[2],
  ) => {
    const card = cards.rows.find((r) => r.userId === userId && (named ? r.id === named : r.isDefault));
    const json = card && {
      ...card,
      createdAt: card.createdAt.toISOString(),
      customerId: cards.customers.get(userId) ?? null,
    };
    return service.chargeableFrom(json ?? null, named, options);
  };
  const defaults = (userId: string) => cards.rows.filter((r) => r.userId === userId && r.isDefault).map((r) => r.id);
  return { service, cards, payments, uow, clock, saved, chargeable, defaults };
}

const notFound = { status: 404, problemName: 'NotFoundException' };
const pay = (paymentMethodId: string, makeDefault = false) => ({ paymentMethodId, makeDefault });

describe('PaymentCardsService.chargeableFrom', () => {
  it('gives the default card the read found when none is named (absent, null or empty), with the provider customer', async () => {
    const { chargeable, saved } = setup();
    saved('u1');
    const main = saved('u1', { isDefault: true });
    saved('u1');
    for (const named of [undefined, null, '']) {
      const { card, customerId } = await chargeable('u1', named);
      expect(card.id).toBe(main.id);
      expect(customerId).toBe('cus_of_u1');
    }
  });

  it('gives the card named, even when it is not the default', async () => {
    const { chargeable, saved } = setup();
    saved('u1', { isDefault: true });
    const other = saved('u1');
    expect((await chargeable('u1', other.id)).card).toEqual(other);
  });

  it('refuses another user’s card or an unknown one as not found (404)', async () => {
    const { chargeable, saved } = setup();
    saved('u1', { isDefault: true });
    const bobs = saved('u2', { isDefault: true });
    await expect(chargeable('u1', bobs.id)).rejects.toMatchObject(notFound);
    await expect(chargeable('u1', 'no-such-card')).rejects.toMatchObject(notFound);
  });

  it('asks for a card (400 PaymentCardRequiredException) when the user has none', async () => {
    const { chargeable, saved } = setup();
    saved('u2', { isDefault: true });
    await expect(chargeable('u1', undefined)).rejects.toMatchObject({
      status: 400,
      problemName: 'PaymentCardRequiredException',
      extensions: { invalidParams: [{ name: 'body.paymentCardId', reason: 'add a payment card first' }] },
    });
  });

  it('refuses an expired card only when given the time: valid through its month, Hawaii time', async () => {
    const { chargeable, saved } = setup();
    const card = saved('u1', { isDefault: true, expMonth: 11, expYear: 2026 });
    const at = (iso: string) => chargeable('u1', card.id, { now: new Date(iso), correlationId: 'req-7' });
    expect((await at('2026-12-01T09:59:59Z')).card.id).toBe(card.id);
    await expect(at('2026-12-01T10:00:00Z')).rejects.toMatchObject({
      status: 400,
      problemName: 'InvalidCardFieldsException',
      extensions: { code: 'INVALID_FIELDS', detailedMessage: 'Invalid fields: expiry date.', correlationId: 'req-7' },
    });
    // Without `now`, the expiry is not checked (the provider decides).
    expect((await chargeable('u1', undefined)).card.id).toBe(card.id);
  });

  it('fails loudly (not a client problem) when a card has no provider customer', async () => {
    const { chargeable, saved, cards } = setup();
    const card = saved('u1', { isDefault: true });
    cards.customers.delete('u1');
    await expect(chargeable('u1', undefined)).rejects.toThrow(`payment card ${card.id} has no provider customer`);
  });
});

describe('PaymentCardsService.customerOf', () => {
  it('answers the user’s provider customer, or undefined before the first card', async () => {
    const { service, saved } = setup();
    saved('u1');
    expect(await service.customerOf('u1')).toBe('cus_of_u1');
    expect(await service.customerOf('u2')).toBeUndefined();
  });
});

describe('PaymentCardsService.makeDefault', () => {
  it('moves the default in one transaction and answers the list, default first then newest', async () => {
    const { service, saved, defaults, uow } = setup();
    const oldest = saved('u1', { isDefault: true });
    const middle = saved('u1');
    const newest = saved('u1');
    const list = await service.makeDefault('u1', middle.id);
    expect(list.map((c) => [c.id, c.isDefault])).toEqual([
      [middle.id, true],
      [newest.id, false],
      [oldest.id, false],
    ]);
    expect(defaults('u1')).toEqual([middle.id]);
    expect(uow.transactions).toBe(1);
  });

  it('changes nothing for the card already the default', async () => {
    const { service, saved, defaults } = setup();
    const main = saved('u1', { isDefault: true });
    saved('u1');
    expect((await service.makeDefault('u1', main.id))[0]).toMatchObject({ id: main.id, isDefault: true });
    expect(defaults('u1')).toEqual([main.id]);
  });

  it('hides another user’s card (404) and leaves both users’ defaults alone', async () => {
    const { service, saved, defaults } = setup();
    const mine = saved('u1', { isDefault: true });
    const bobs = saved('u2');
    const bobsDefault = saved('u2', { isDefault: true });
    await expect(service.makeDefault('u1', bobs.id)).rejects.toMatchObject(notFound);
    expect(defaults('u1')).toEqual([mine.id]);
    expect(defaults('u2')).toEqual([bobsDefault.id]);
  });

  it('flags expired cards in the list', async () => {
    const { service, saved } = setup();
    const old = saved('u1', { isDefault: true, expMonth: 10, expYear: 2026 });
    expect(await service.makeDefault('u1', old.id)).toEqual([expect.objectContaining({ id: old.id, expired: true })]);
  });
});

describe('PaymentCardsService.remove', () => {
  it('detaches the card at the provider, then removing the default promotes the newest remaining card', async () => {
    const { service, saved, cards, payments, defaults } = setup();
    const oldest = saved('u1', { isDefault: true });
    const middle = saved('u1');
    const newest = saved('u1');
    await service.remove('u1', oldest.id, 'req-1');
    expect(payments.calls).toEqual([`detachPaymentMethod ${oldest.providerPaymentMethodId}`]);
    expect(cards.rows.map((r) => r.id)).toEqual([middle.id, newest.id]);
    expect(defaults('u1')).toEqual([newest.id]);
  });

  it('keeps the default when another card is removed', async () => {
    const { service, saved, defaults } = setup();
    const main = saved('u1', { isDefault: true });
    const other = saved('u1');
    await service.remove('u1', other.id, 'req-1');
    expect(defaults('u1')).toEqual([main.id]);
  });

  it('hides another user’s card (404) without touching the provider', async () => {
    const { service, saved, cards, payments } = setup();
    const bobs = saved('u2', { isDefault: true });
    await expect(service.remove('u1', bobs.id, 'req-1')).rejects.toMatchObject(notFound);
    expect(payments.calls).toEqual([]);
    expect(cards.rows).toHaveLength(1);
  });

  it('forgets a card the provider no longer has (an earlier attempt detached it)', async () => {
    for (const code of ['resource_missing', 'payment_method_unexpected_state']) {
      const { service, saved, cards, payments } = setup();
      const card = saved('u1', { isDefault: true });
      payments.detachError = new PaymentProviderError('invalid_request_error', code, 'gone');
      await service.remove('u1', card.id, 'req-1');
      expect(cards.rows).toEqual([]);
    }
  });

  it('keeps the card when the provider refuses otherwise, answering its problem', async () => {
    const { service, saved, cards, payments, uow } = setup();
    const card = saved('u1', { isDefault: true });
    payments.detachError = new PaymentProviderError('api_connection_error', 'connection', 'unreachable');
    await expect(service.remove('u1', card.id, 'req-1')).rejects.toMatchObject({
      status: 503,
      problemName: 'ServiceUnavailableException',
    });
    payments.detachError = new Error('boom');
    await expect(service.remove('u1', card.id, 'req-1')).rejects.toThrow('boom');
    expect(cards.rows.map((r) => r.id)).toEqual([card.id]);
    expect(uow.transactions).toBe(0);
  });
});

describe('PaymentCardsService.add', () => {
  it('makes the first card the default on a customer made once, with the user’s e-mail', async () => {
    const { service, payments, cards } = setup();
    const first = await service.add('u1', pay(payments.tokenized('pm_1')), 'req-1');
    expect(first).toEqual({
      created: true,
      card: expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true, expired: false }),
    });
    const second = await service.add('u1', pay(payments.tokenized('pm_2')), 'req-2');
    expect(second.card.isDefault).toBe(false);
    expect(payments.calls.filter((c) => c.startsWith('createCustomer'))).toEqual([
      'createCustomer u1 u1@example.com playeats-customer-u1',
    ]);
    expect(payments.calls).toContain('setupCard cus_1 pm_2');
    expect(cards.customers.get('u1')).toBe('cus_1');
    expect(payments.methods.get('pm_2')!.customerId).toBe('cus_1');
  });

  it('takes the default over when asked', async () => {
    const { service, payments, saved, defaults } = setup();
    saved('u1', { isDefault: true });
    const { card } = await service.add('u1', pay(payments.tokenized('pm_1'), true), 'r');
    expect(defaults('u1')).toEqual([card.id]);
  });

  it('answers the card already saved, without calling the provider; another user’s method is refused', async () => {
    const { service, payments, saved } = setup();
    const mine = saved('u1', { isDefault: true, providerPaymentMethodId: 'pm_mine' });
    expect(await service.add('u1', pay('pm_mine'), 'r')).toMatchObject({
      created: false,
      card: { id: mine.id },
    });
    await expect(service.add('u2', pay('pm_mine'), 'r')).rejects.toMatchObject({
      status: 400,
      problemName: 'ValidationException',
    });
    expect(payments.calls).toEqual([]);
  });

  it('refuses a method attached to another customer at the provider', async () => {
    const { service, payments } = setup();
    payments.tokenized('pm_x', VISA, 'cus_someone_else');
    await expect(service.add('u1', pay('pm_x'), 'r')).rejects.toMatchObject({
      status: 400,
      extensions: { invalidParams: [{ name: 'body.paymentMethodId', reason: 'this payment method cannot be used' }] },
    });
  });

  it('refuses an expired card before making a customer', async () => {
    const { service, payments } = setup();
    payments.tokenized('pm_old', { ...VISA, expMonth: 10, expYear: 2026 });
    await expect(service.add('u1', pay('pm_old'), 'req-9')).rejects.toMatchObject({
      status: 400,
      problemName: 'InvalidCardFieldsException',
      extensions: { correlationId: 'req-9' },
    });
    expect(payments.calls).toEqual(['retrievePaymentMethod pm_old']);
  });

  it('names the field of an unknown payment method', async () => {
    const { service } = setup();
    await expect(service.add('u1', pay('pm_nope'), 'r')).rejects.toMatchObject({
      status: 400,
      extensions: { invalidParams: [{ name: 'body.paymentMethodId', reason: "No such PaymentMethod: 'pm_nope'" }] },
    });
  });

  it('answers a card needing 3-D Secure with 402 and the client secret, keeping nothing', async () => {
    const { service, payments, cards } = setup();
    payments.setupStatus = 'requires_action';
    await expect(service.add('u1', pay(payments.tokenized('pm_3ds')), 'r')).rejects.toMatchObject({
      status: 402,
      problemName: 'CardAuthenticationRequiredException',
      extensions: { intentId: 'seti_1', clientSecret: 'seti_1_secret' },
    });
    expect(cards.rows).toEqual([]);
  });

  it('saves the card once its SetupIntent passed the check, without setting it up again', async () => {
    const { service, payments, cards } = setup();
    const pmId = payments.tokenized('pm_3ds');
    payments.setupStatus = 'succeeded';
    const { card, created } = await service.add('u1', { ...pay(pmId), setupIntentId: 'seti_1_pm_3ds' }, 'r');
    expect(created).toBe(true);
    expect(card).toMatchObject({ last4: '4242', isDefault: true });
    expect(payments.calls.filter((c) => c.startsWith('setupCard'))).toEqual([]);
    expect(cards.rows).toHaveLength(1);
  });

  it('refuses a card whose check failed or was left (402 CardAuthenticationFailedException)', async () => {
    const { service, payments, cards } = setup();
    const pmId = payments.tokenized('pm_3ds');
    for (const status of ['requires_payment_method', 'requires_action'] as const) {
      payments.setupStatus = status as SetupResult['status'];
      await expect(service.add('u1', { ...pay(pmId), setupIntentId: 'seti_1_pm_3ds' }, 'r')).rejects.toMatchObject({
        status: 402,
        problemName: 'CardAuthenticationFailedException',
      });
    }
    expect(cards.rows).toEqual([]);
  });

  it('refuses a SetupIntent of another card or customer', async () => {
    const { service, payments } = setup();
    const pmId = payments.tokenized('pm_mine');
    payments.tokenized('pm_other');
    await expect(service.add('u1', { ...pay(pmId), setupIntentId: 'seti_1_pm_other' }, 'r')).rejects.toMatchObject({
      status: 400,
      extensions: { invalidParams: [{ name: 'body.setupIntentId' }] },
    });
  });

  it(`refuses card ${PAYMENT_CARDS_MAX + 1} before calling the provider`, async () => {
    const { service, payments, saved } = setup();
    for (let i = 0; i < PAYMENT_CARDS_MAX; i += 1) saved('u1', { isDefault: i === 0 });
    await expect(service.add('u1', pay(payments.tokenized('pm_1')), 'r')).rejects.toMatchObject({
      status: 422,
      problemName: 'PaymentCardLimitReachedException',
      extensions: { limit: PAYMENT_CARDS_MAX },
    });
    expect(payments.calls).toEqual([]);
  });

  it('detaches the method again when the limit is reached inside the transaction (a concurrent save)', async () => {
    // Another request saves a card between the count outside and the transaction.
    const race: { before?: () => void } = {};
    const racing: UnitOfWork = {
      async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
        race.before?.();
        return work(FAKE_TX);
      },
    };
    const { service, payments, saved, cards } = setup({ uow: racing });
    for (let i = 0; i < PAYMENT_CARDS_MAX - 1; i += 1) saved('u1', { isDefault: i === 0 });
    race.before = () => saved('u1');
    await expect(service.add('u1', pay(payments.tokenized('pm_late')), 'r')).rejects.toMatchObject({
      status: 422,
    });
    expect(payments.calls.at(-1)).toBe('detachPaymentMethod pm_late');
    expect(cards.rows.some((r) => r.providerPaymentMethodId === 'pm_late')).toBe(false);
  });
});

describe('PaymentCardsService.tokenize', () => {
  it('answers the payment method, and a provider refusal as the client’s problem on the number', async () => {
    const { service } = setup();
    const local = {
      createPaymentMethod: async (body: { number: string }) => {
        if (body.number.endsWith('1')) {
          throw new PaymentProviderError('card_error', 'invalid_number', 'Your card number is invalid.');
        }
        return { id: 'pm_new', customerId: null, card: VISA };
      },
    } as unknown as LocalPayments;
    const body = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    expect(await service.tokenize(local, body, 'r')).toEqual({ id: 'pm_new', card: VISA });
    await expect(service.tokenize(local, { ...body, number: '4242424242424241' }, 'r')).rejects.toMatchObject({
      status: 400,
      problemName: 'InvalidCardNumberException',
      extensions: { code: 'invalid_number', param: 'number' },
    });
  });
});
