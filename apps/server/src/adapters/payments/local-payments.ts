import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { localPaymentObjects } from '../../db/schema/local-payments.ts';
import {
  asJson,
  AUTHORIZATION_TTL_MS,
  canonical,
  cardBrand,
  errors,
  expiredAt,
  formatAmount,
  luhnValid,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  newId,
  Refusal,
  TEST_CARD_BEHAVIOUR,
  toError,
  unixSeconds,
  type Kind,
  type Outcome,
  type StoredCustomer,
  type StoredIdempotencyKey,
  type StoredPaymentIntent,
  type StoredPaymentMethod,
  type StoredSetupIntent,
  type StripeErrorData,
} from './local-payments-model.ts';
import type {
  AuthorizationPage,
  CardDetails,
  PaymentIntent,
  PaymentMethod,
  Payments,
  SetupResult,
} from './payments.ts';

/**
 * A local stand-in for Stripe, for development and tests. Its objects (customers, payment
 * methods, setup intents, payment intents, idempotency keys) live in local_payment_objects,
 * so an authorization survives a restart as it does at Stripe. It behaves as Stripe does
 * for its test cards (see TEST_CARDS in @playeats/contracts/payments) and answers with
 * Stripe's error types, codes and messages.
 *
 * It also stands in for Stripe.js: `createPaymentMethod` is the tokenization a browser
 * does with the publishable key. It keeps brand, last four digits, expiry and which
 * test-card behaviour the number has, never the number or the security code.
 *
 * 3-D Secure: a card that asks for it leaves its SetupIntent or PaymentIntent in
 * `requires_action` with a client secret; `authenticate` is the card holder's answer on the
 * bank's page (Stripe.js handleNextAction), which the app's local payments adapter shows.
 *
 * Differences from Stripe, on purpose: idempotency keys never expire (Stripe forgets them after 24 hours); tokenization does not refuse a past expiry
 * (the app checks it when the card is saved, and the charge refuses it with expired_card).
 */

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface LocalPayments extends Payments {
  /** Stripe.js's createPaymentMethod: the card as typed, kept as brand, last4 and expiry only. */
  createPaymentMethod(card: CardInput): Promise<PaymentMethod>;
  /**
   * The card holder's answer to 3-D Secure for the intent this client secret names (Stripe's
   * test page: complete or fail). False when no intent has that secret.
   */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<boolean>;
}

export function isLocalPayments(payments: Payments): payments is LocalPayments {
  return typeof (payments as Partial<LocalPayments>).createPaymentMethod === 'function';
}

/**
 * PGlite has one connection: a provider call made while the caller holds a transaction
 * waits for it forever (the caller waits for the provider). Calls to a payment provider
 * belong outside database transactions anyway (Stripe is a network call); on PGlite a
 * call that cannot get the database within this time fails with a message saying so
 * instead of hanging.
 */
const PGLITE_WAIT_MS = 10_000;

function onPglite(db: Database): boolean {
  const client = (db as unknown as { $client?: { isInTransaction?: unknown } }).$client;
  return typeof client?.isInTransaction === 'function';
}

const p = (name: string) => sql.placeholder(name);
/** createOnce's statements, rendered once. */
const readObjects = preparedSql<{ id: string; kind: string; data: unknown }>(
  'local_payments_read',
  () => sql`select id, kind, data from ${localPaymentObjects} where id = any(${p('ids')}::text[])`,
);
const keyInsert = sql`insert into ${localPaymentObjects} (id, kind, data, created_at, updated_at)
  values (${p('keyId')}, 'idempotency_key', ${p('keyData')}::jsonb, ${p('now')}::timestamptz, ${p('now')}::timestamptz)
  on conflict do nothing returning id`;
const writeKey = preparedSql<{ id: string }>('local_payments_key', () => keyInsert);
const writeKeyAndObject = preparedSql<{ id: string }>(
  'local_payments_key_and_object',
  () => sql`with k as (${keyInsert}), c as (
      insert into ${localPaymentObjects} (id, kind, data, created_at, updated_at)
      select ${p('id')}, ${p('kind')}, ${p('data')}::jsonb, ${p('now')}::timestamptz, ${p('now')}::timestamptz from k)
    select id from k`,
);

export function createLocalPayments(
  db: Database,
  clock: Clock,
  options: { pgliteWaitMs?: number } = {},
): LocalPayments {
  type Tx = Database;
  const pglite = onPglite(db);
  const waitMs = options.pgliteWaitMs ?? PGLITE_WAIT_MS;

  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (!pglite) return work();
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `local payments: no database connection within ${waitMs / 1000} s. On PGlite a payment ` +
                'provider call made inside a database transaction waits for that transaction forever: call the ' +
                'provider outside db.transaction (as with Stripe, a network call must not hold database locks).',
            ),
          ),
        waitMs,
      );
      timer.unref();
    });
    try {
      return await Promise.race([work(), stuck]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function load<T>(tx: Tx, kind: Kind, id: string, forUpdate = false): Promise<T | undefined> {
    const query = tx
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.kind, kind)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row?.data as T | undefined;
  }

  async function insert(tx: Tx, kind: Kind, id: string, data: object): Promise<void> {
    const now = clock.now();
    await tx.insert(localPaymentObjects).values({ id, kind, data: asJson(data), createdAt: now, updatedAt: now });
  }

  async function save(tx: Tx, id: string, data: object): Promise<void> {
    await tx
      .update(localPaymentObjects)
      .set({ data: asJson(data), updatedAt: clock.now() })
      .where(eq(localPaymentObjects.id, id));
  }

  /**
   * Runs `body` once per idempotency key, in one transaction: the key row is inserted first,
   * so a concurrent request with the same key waits on it and then replays the stored
   * response. The same key with other parameters is refused (idempotency_error). Card errors
   * are stored and replayed; other refusals store nothing (Stripe: "no endpoint began").
   */
  async function idempotent<T>(
    endpoint: string,
    params: unknown,
    key: string,
    body: (tx: Tx) => Promise<Outcome<T>>,
  ): Promise<T> {
    const { id, request } = keyOf(endpoint, params, key);
    let outcome: Outcome<T>;
    try {
      outcome = await exclusive(() =>
        db.transaction(async (t) => {
          const tx = t as Tx;
          const now = clock.now();
          const claimed = await tx
            .insert(localPaymentObjects)
            .values({
              id,
              kind: 'idempotency_key',
              data: asJson({ object: 'idempotency_key', request, response: null } satisfies StoredIdempotencyKey),
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: localPaymentObjects.id });
          if (claimed.length === 0) {
            return replay<T>(await load<StoredIdempotencyKey>(tx, 'idempotency_key', id), request, key);
          }
          const result = await body(tx);
          const response = result.error ? { error: result.error } : { ok: result.ok };
          await save(tx, id, { object: 'idempotency_key', request, response } satisfies StoredIdempotencyKey);
          return result;
        }),
      );
    } catch (err) {
      if (err instanceof Refusal) throw toError(err.error);
      throw err;
    }
    if (outcome.error) throw toError(outcome.error);
    return outcome.ok as T;
  }

  /** The key's row id and what it was first used for (endpoint and a hash of the parameters). */
  function keyOf(endpoint: string, params: unknown, key: string) {
    if (!key) throw toError(errors.amount('parameter_missing', 'An idempotency key is required.', 'idempotency_key'));
    return {
      id: `idem_${createHash('sha256').update(key).digest('base64url')}`,
      request: `${endpoint} ${createHash('sha256').update(canonical(params)).digest('base64url')}`,
    };
  }

  /** The first call's answer, for a call repeating its key; other parameters are refused. */
  function replay<T>(stored: StoredIdempotencyKey | undefined, request: string, key: string): Outcome<T> {
    if (!stored || stored.request !== request) throw new Refusal(errors.idempotency(key));
    return stored.response as Outcome<T>;
  }

  /**
   * `idempotent` for a call that only creates an object (a payment intent): two statements,
   * no transaction. The first reads the key with the objects `decide` needs; the second
   * writes the key with its answer and the new object together, and writes nothing when
   * the key got there first (a concurrent call with it): that call's answer is replayed.
   */
  async function createOnce<T>(
    endpoint: string,
    params: unknown,
    key: string,
    reads: readonly { kind: Kind; id: string }[],
    decide: (found: readonly unknown[]) => { outcome: Outcome<T>; create?: { kind: Kind; id: string; data: object } },
  ): Promise<T> {
    const { id, request } = keyOf(endpoint, params, key);
    let outcome: Outcome<T>;
    try {
      outcome = await exclusive(async () => {
        const { rows } = await readObjects(db).run({ ids: [id, ...reads.map((r) => r.id)] });
        const find = (kind: Kind, objectId: string) => rows.find((r) => r.id === objectId && r.kind === kind)?.data;
        const stored = find('idempotency_key', id) as StoredIdempotencyKey | undefined;
        if (stored) return replay<T>(stored, request, key);
        const decided = decide(reads.map((r) => find(r.kind, r.id)));
        const result = decided.outcome;
        const response = result.error ? { error: result.error } : { ok: result.ok };
        const now = clock.now().toISOString();
        const keyData = JSON.stringify({ object: 'idempotency_key', request, response } satisfies StoredIdempotencyKey);
        const created = decided.create;
        const written = await (created
          ? writeKeyAndObject(db).run({
              keyId: id,
              keyData,
              now,
              id: created.id,
              kind: created.kind,
              data: JSON.stringify(created.data),
            })
          : writeKey(db).run({ keyId: id, keyData, now }));
        if (written.rows.length === 1) return result;
        return replay<T>(await load<StoredIdempotencyKey>(db, 'idempotency_key', id), request, key);
      });
    } catch (err) {
      if (err instanceof Refusal) throw toError(err.error);
      throw err;
    }
    if (outcome.error) throw toError(outcome.error);
    return outcome.ok as T;
  }

  async function mustLoad<T>(tx: Tx, kind: Kind, id: string, what: string, param: string, forUpdate = false) {
    const found = await load<T>(tx, kind, id, forUpdate);
    if (!found) throw new Refusal(errors.missing(what, id, param));
    return found;
  }

  const toCard = (pm: StoredPaymentMethod): CardDetails => ({
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  });
  const toPaymentMethod = (id: string, pm: StoredPaymentMethod): PaymentMethod => ({
    id,
    customerId: pm.customer,
    card: toCard(pm),
  });
  const toIntent = (id: string, pi: StoredPaymentIntent): PaymentIntent => {
    if (pi.status === 'requires_payment_method') {
      // A decline or a failed 3-D Secure: read again, the intent answers with its error.
      if (pi.last_payment_error) throw new Refusal(pi.last_payment_error);
      throw new Error(`payment intent ${id} has no usable status`);
    }
    return {
      ...(pi.status === 'requires_action' && pi.client_secret ? { clientSecret: pi.client_secret } : {}),
      id,
      status: pi.status,
      amountCents: pi.amount,
      amountCapturedCents: pi.amount_received,
      amountRefundedCents: pi.amount_refunded,
      currency: pi.currency.toUpperCase(),
      customerId: pi.customer,
      paymentMethodId: pi.payment_method,
      metadata: pi.metadata,
      createdAt: new Date(pi.created * 1000).toISOString(),
    };
  };

  /** The intent, after Stripe's 7-day automatic void of an uncaptured authorization. */
  async function loadIntent(tx: Tx, id: string): Promise<StoredPaymentIntent> {
    const pi = await mustLoad<StoredPaymentIntent>(tx, 'payment_intent', id, 'payment_intent', 'intent', true);
    if (pi.status === 'requires_capture' && clock.now().getTime() >= pi.created * 1000 + AUTHORIZATION_TTL_MS) {
      const voided: StoredPaymentIntent = {
        ...pi,
        status: 'canceled',
        cancellation_reason: 'automatic',
        amount_capturable: 0,
      };
      await save(tx, id, voided);
      return voided;
    }
    return pi;
  }

  const validAmount = (amount: number | undefined, what: string) => {
    if (amount !== undefined && (!Number.isSafeInteger(amount) || amount < 1)) {
      throw new Refusal(errors.amount('parameter_invalid_integer', `Invalid positive integer: ${what}`, what));
    }
  };

  const clientSecretOf = (id: string) => `${id}_secret_${randomBytes(12).toString('base64url')}`;

  function toSetup(id: string, intent: StoredSetupIntent, pm: StoredPaymentMethod): SetupResult {
    if (intent.status === 'requires_payment_method') throw new Refusal(intent.last_setup_error!);
    if (intent.status === 'requires_action') {
      return {
        status: 'requires_action',
        setupIntentId: id,
        clientSecret: intent.client_secret!,
        customerId: intent.customer,
        paymentMethodId: intent.payment_method,
      };
    }
    return { status: 'succeeded', setupIntentId: id, paymentMethod: toPaymentMethod(intent.payment_method, pm) };
  }

  /** A read outside `idempotent`: Refusal becomes the provider's error. */
  async function reading<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await exclusive(work);
    } catch (err) {
      if (err instanceof Refusal) throw toError(err.error);
      throw err;
    }
  }

  return {
    name: 'local',

    retrievePaymentIntent(paymentIntentId) {
      return reading(() =>
        db.transaction(async (t) => toIntent(paymentIntentId, await loadIntent(t as Tx, paymentIntentId))),
      );
    },

    retrieveSetupIntent(setupIntentId) {
      return reading(async () => {
        const intent = await mustLoad<StoredSetupIntent>(db, 'setup_intent', setupIntentId, 'setup_intent', 'intent');
        const pm = await mustLoad<StoredPaymentMethod>(
          db,
          'payment_method',
          intent.payment_method,
          'PaymentMethod',
          'payment_method',
        );
        return toSetup(setupIntentId, intent, pm);
      });
    },

    /**
     * The bank's answer: a setup that passes attaches the card to its customer; a payment
     * that passes is authorized (held for capture). A failure leaves either to a new
     * payment method, with Stripe's authentication-failure error. An intent no longer
     * waiting keeps its state (the page was answered twice).
     */
    async authenticate(clientSecret, outcome) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const kind: Kind = id.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
      return exclusive(() =>
        db.transaction(async (t) => {
          const tx = t as Tx;
          const intent = await load<StoredSetupIntent | StoredPaymentIntent>(tx, kind, id, true);
          if (!intent || intent.client_secret !== clientSecret) return false;
          if (intent.status !== 'requires_action') return true;
          const passed = outcome === 'complete';
          if (intent.object === 'setup_intent') {
            await save(tx, id, {
              ...intent,
              status: passed ? 'succeeded' : 'requires_payment_method',
              last_setup_error: passed ? null : errors.setupAuthenticationFailed(),
            } satisfies StoredSetupIntent);
            if (passed) {
              const pm = await load<StoredPaymentMethod>(tx, 'payment_method', intent.payment_method, true);
              if (pm) await save(tx, intent.payment_method, { ...pm, customer: intent.customer });
            }
          } else {
            await save(tx, id, {
              ...intent,
              status: passed ? 'requires_capture' : 'requires_payment_method',
              amount_capturable: passed ? intent.amount : 0,
              last_payment_error: passed ? null : errors.paymentAuthenticationFailed(),
            } satisfies StoredPaymentIntent);
          }
          return true;
        }),
      );
    },

    async createPaymentMethod(input: CardInput): Promise<PaymentMethod> {
      const digits = input.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw toError(errors.invalidNumber());
      if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
        throw toError(errors.invalidExpiryMonth());
      }
      // Two-digit years are accepted, as Stripe does.
      const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
      if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2200) throw toError(errors.invalidExpiryYear());
      const brand = cardBrand(digits);
      if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc)) throw toError(errors.invalidCvc());
      const id = newId('pm');
      const stored: StoredPaymentMethod = {
        object: 'payment_method',
        type: 'card',
        card: { brand, last4: digits.slice(-4), exp_month: input.expMonth, exp_year: expYear },
        behaviour: TEST_CARD_BEHAVIOUR[digits] ?? 'succeeds',
        customer: null,
        detached: false,
        created: unixSeconds(clock.now()),
      };
      await exclusive(() => insert(db, 'payment_method', id, stored));
      return toPaymentMethod(id, stored);
    },

    async createCustomer(input, idempotencyKey) {
      return idempotent('POST /v1/customers', input, idempotencyKey, async (tx) => {
        const id = newId('cus', 14);
        const customer: StoredCustomer = {
          object: 'customer',
          email: input.email,
          metadata: { userId: input.userId },
          created: unixSeconds(clock.now()),
        };
        await insert(tx, 'customer', id, customer);
        return { ok: { customerId: id } };
      });
    },

    async retrievePaymentMethod(paymentMethodId) {
      const pm = await exclusive(() => load<StoredPaymentMethod>(db, 'payment_method', paymentMethodId));
      if (!pm) throw toError(errors.missing('PaymentMethod', paymentMethodId, 'payment_method'));
      return toPaymentMethod(paymentMethodId, pm);
    },

    async setupCard(input, idempotencyKey) {
      return idempotent<SetupResult>('POST /v1/setup_intents', input, idempotencyKey, async (tx) => {
        await mustLoad<StoredCustomer>(tx, 'customer', input.customerId, 'customer', 'customer');
        const pm = await mustLoad<StoredPaymentMethod>(
          tx,
          'payment_method',
          input.paymentMethodId,
          'PaymentMethod',
          'payment_method',
          true,
        );
        if (pm.detached) {
          throw new Refusal(
            errors.paymentMethodUnusable(
              'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
            ),
          );
        }
        if (pm.customer !== null && pm.customer !== input.customerId) {
          throw new Refusal(
            errors.paymentMethodUnusable('The payment method you provided has already been attached to a customer.'),
          );
        }
        const setupIntentId = newId('seti');
        const failure: StripeErrorData | null = expiredAt(pm.card, clock.now())
          ? errors.expired()
          : pm.behaviour === 'declined'
            ? errors.declined('generic_decline')
            : pm.behaviour === 'insufficient_funds'
              ? errors.declined('insufficient_funds', 'Your card has insufficient funds.')
              : null;
        const needsAction =
          !failure && (pm.behaviour === 'authentication_required' || pm.behaviour === 'always_authenticate');
        const intent: StoredSetupIntent = {
          object: 'setup_intent',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          usage: 'off_session',
          status: failure ? 'requires_payment_method' : needsAction ? 'requires_action' : 'succeeded',
          last_setup_error: failure,
          ...(needsAction ? { client_secret: clientSecretOf(setupIntentId) } : {}),
          created: unixSeconds(clock.now()),
        };
        await insert(tx, 'setup_intent', setupIntentId, intent);
        if (failure) return { error: failure };
        if (needsAction) return { ok: toSetup(setupIntentId, intent, pm) };
        const attached: StoredPaymentMethod = { ...pm, customer: input.customerId };
        await save(tx, input.paymentMethodId, attached);
        return {
          ok: { status: 'succeeded', setupIntentId, paymentMethod: toPaymentMethod(input.paymentMethodId, attached) },
        };
      });
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await exclusive(() =>
          db.transaction(async (t) => {
            const tx = t as Tx;
            const pm = await mustLoad<StoredPaymentMethod>(
              tx,
              'payment_method',
              paymentMethodId,
              'PaymentMethod',
              'payment_method',
              true,
            );
            if (pm.customer === null) {
              throw new Refusal(
                errors.paymentMethodUnusable(
                  'The payment method you provided is not attached to a customer so detachment is impossible.',
                ),
              );
            }
            await save(tx, paymentMethodId, { ...pm, customer: null, detached: true } satisfies StoredPaymentMethod);
          }),
        );
      } catch (err) {
        if (err instanceof Refusal) throw toError(err.error);
        throw err;
      }
    },

    async authorize(input, idempotencyKey) {
      const reads = [{ kind: 'payment_method', id: input.paymentMethodId }] as const;
      return createOnce<PaymentIntent>('POST /v1/payment_intents', input, idempotencyKey, reads, ([found]) => {
        const currency = input.currency.toLowerCase();
        validAmount(input.amountCents, 'amount');
        if (input.amountCents < MIN_AMOUNT_CENTS) {
          throw new Refusal(
            errors.amount('amount_too_small', `Amount must be at least ${formatAmount(MIN_AMOUNT_CENTS, currency)}`),
          );
        }
        if (input.amountCents > MAX_AMOUNT_CENTS) {
          throw new Refusal(
            errors.amount(
              'amount_too_large',
              `Amount must be no more than ${formatAmount(MAX_AMOUNT_CENTS, currency)}`,
            ),
          );
        }
        if (!/^[a-z]{3}$/.test(currency)) {
          throw new Refusal(errors.amount('parameter_invalid_string', `Invalid currency: ${currency}`, 'currency'));
        }
        // The payment method names its customer (checked below): no separate customer lookup.
        if (!found) throw new Refusal(errors.missing('PaymentMethod', input.paymentMethodId, 'payment_method'));
        const pm = found as StoredPaymentMethod;
        if (pm.customer !== input.customerId) {
          throw new Refusal(
            errors.paymentMethodUnusable(
              pm.customer === null
                ? 'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.'
                : 'The provided PaymentMethod belongs to a different Customer.',
            ),
          );
        }
        const failure: StripeErrorData | null = expiredAt(pm.card, clock.now())
          ? errors.expired()
          : pm.behaviour === 'declined' || pm.behaviour === 'charge_declined'
            ? errors.declined('generic_decline')
            : pm.behaviour === 'insufficient_funds'
              ? errors.declined('insufficient_funds', 'Your card has insufficient funds.')
              : null;
        const needsAction = !failure && pm.behaviour === 'always_authenticate';
        const id = newId('pi');
        const intent: StoredPaymentIntent = {
          object: 'payment_intent',
          ...(needsAction ? { client_secret: clientSecretOf(id) } : {}),
          amount: input.amountCents,
          amount_capturable: failure || needsAction ? 0 : input.amountCents,
          amount_received: 0,
          amount_refunded: 0,
          currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          capture_method: 'manual',
          description: input.description,
          metadata: input.metadata,
          status: failure ? 'requires_payment_method' : needsAction ? 'requires_action' : 'requires_capture',
          cancellation_reason: null,
          last_payment_error: failure,
          refunds: [],
          created: unixSeconds(clock.now()),
        };
        return {
          outcome: failure ? { error: failure } : { ok: toIntent(id, intent) },
          create: { kind: 'payment_intent', id, data: intent },
        };
      });
    },

    async capture(paymentIntentId, amountCents, idempotencyKey) {
      const params = { paymentIntentId, amountCents: amountCents ?? null };
      return idempotent<PaymentIntent>(`POST /v1/payment_intents/capture`, params, idempotencyKey, async (tx) => {
        validAmount(amountCents, 'amount_to_capture');
        const pi = await loadIntent(tx, paymentIntentId);
        if (pi.status !== 'requires_capture') {
          throw new Refusal(
            errors.intentState(
              `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            ),
          );
        }
        const amount = amountCents ?? pi.amount_capturable;
        if (amount > pi.amount_capturable) {
          throw new Refusal(
            errors.amount(
              'amount_too_large',
              `The amount to capture (${amount}) must be less than or equal to the amount capturable (${pi.amount_capturable}).`,
              'amount_to_capture',
            ),
          );
        }
        // The rest of the authorization is released, as Stripe does.
        const captured: StoredPaymentIntent = {
          ...pi,
          status: 'succeeded',
          amount_received: amount,
          amount_capturable: 0,
        };
        await save(tx, paymentIntentId, captured);
        return { ok: toIntent(paymentIntentId, captured) };
      });
    },

    async cancel(paymentIntentId, idempotencyKey) {
      return idempotent<PaymentIntent>(
        `POST /v1/payment_intents/cancel`,
        { paymentIntentId },
        idempotencyKey,
        async (tx) => {
          const pi = await loadIntent(tx, paymentIntentId);
          if (!['requires_capture', 'requires_payment_method', 'requires_action'].includes(pi.status)) {
            throw new Refusal(
              errors.intentState(
                `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
              ),
            );
          }
          const canceled: StoredPaymentIntent = {
            ...pi,
            status: 'canceled',
            cancellation_reason: 'requested_by_customer',
            amount_capturable: 0,
          };
          await save(tx, paymentIntentId, canceled);
          return { ok: toIntent(paymentIntentId, canceled) };
        },
      );
    },

    async refund(paymentIntentId, amountCents, idempotencyKey) {
      const params = { paymentIntentId, amountCents: amountCents ?? null };
      return idempotent<PaymentIntent>('POST /v1/refunds', params, idempotencyKey, async (tx) => {
        validAmount(amountCents, 'amount');
        const pi = await loadIntent(tx, paymentIntentId);
        if (pi.status !== 'succeeded') {
          throw new Refusal(
            errors.intentState(`This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`),
          );
        }
        const refundable = pi.amount_received - pi.amount_refunded;
        if (refundable === 0) {
          throw new Refusal({
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `PaymentIntent ${paymentIntentId} has already been refunded.`,
          });
        }
        const amount = amountCents ?? refundable;
        if (amount > refundable) {
          throw new Refusal(
            errors.amount(
              'amount_too_large',
              `Refund amount (${formatAmount(amount, pi.currency)}) is greater than unrefunded amount on charge (${formatAmount(refundable, pi.currency)})`,
            ),
          );
        }
        const refunded: StoredPaymentIntent = {
          ...pi,
          amount_refunded: pi.amount_refunded + amount,
          refunds: [...pi.refunds, { id: newId('re'), amount, created: unixSeconds(clock.now()) }],
        };
        await save(tx, paymentIntentId, refunded);
        return { ok: toIntent(paymentIntentId, refunded) };
      });
    },

    /**
     * Stripe's GET /v1/payment_intents narrowed to held authorizations: Stripe cannot filter
     * by status (the Stripe adapter filters its pages), this table can. An intent past the
     * 7-day automatic void counts as voided, as in loadIntent (nothing is written here).
     * Newest first by (created_at, id); `created_at` is the row's insert time, within the
     * second of `data.created`, so the range on it (the (kind, created_at) index) is implied
     * by the exact range on `data.created`.
     */
    async listUncapturedAuthorizations({ createdBefore, createdAfter, limit, startingAfter }) {
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        throw toError(errors.amount('parameter_invalid_integer', 'Invalid limit: an integer from 1 to 100.', 'limit'));
      }
      const before = unixSeconds(createdBefore);
      // Lapsed when now >= created + 7 days: the first second still held is after this one.
      const lapsedUpTo = Math.floor((clock.now().getTime() - AUTHORIZATION_TTL_MS) / 1000);
      const from = Math.max(lapsedUpTo + 1, createdAfter ? unixSeconds(createdAfter) : -Infinity);
      const o = localPaymentObjects;
      return exclusive(async (): Promise<AuthorizationPage> => {
        let cursor: { createdAt: Date; id: string } | undefined;
        if (startingAfter) {
          [cursor] = await db
            .select({ createdAt: o.createdAt, id: o.id })
            .from(o)
            .where(and(eq(o.id, startingAfter), eq(o.kind, 'payment_intent')));
          if (!cursor) throw toError(errors.missing('payment_intent', startingAfter, 'starting_after'));
        }
        const rows = await db
          .select({ id: o.id, data: o.data })
          .from(o)
          .where(
            and(
              eq(o.kind, 'payment_intent'),
              lt(o.createdAt, new Date(before * 1000)),
              gte(o.createdAt, new Date(from * 1000)),
              sql`(${o.data}->>'created')::bigint < ${before}`,
              sql`(${o.data}->>'created')::bigint >= ${from}`,
              sql`${o.data}->>'status' = 'requires_capture'`,
              cursor
                ? or(lt(o.createdAt, cursor.createdAt), and(eq(o.createdAt, cursor.createdAt), lt(o.id, cursor.id)))
                : undefined,
            ),
          )
          .orderBy(desc(o.createdAt), desc(o.id))
          .limit(limit + 1);
        return {
          intents: rows.slice(0, limit).map((r) => toIntent(r.id, r.data as unknown as StoredPaymentIntent)),
          hasMore: rows.length > limit,
        };
      });
    },
  };
}
