import type { Clock } from '../../../adapters/clock.ts';
import { PaymentProviderError, type PaymentIntent, type Payments } from '../../../adapters/payments/payments.ts';
import { IDEMPOTENCY_TTL_MS } from '../../../lib/idempotency-window.ts';
import { isUuid } from '../../../lib/uuid.ts';

/**
 * Releases card authorizations that have no order (ADR 0015). Placing an order authorizes
 * the card before the transaction that writes the order (a provider call must not hold
 * database locks) and voids the authorization when that write fails; a server that dies
 * in between leaves a hold on the customer's card until the provider lapses it (7 days at
 * Stripe). This job finds such holds at the provider and voids them.
 */

const HOUR = 60 * 60_000;

/**
 * How old an authorization without an order must be before it is released: 25 hours.
 * Until then a retry of its placement may still come, and must find the hold in place: our
 * record of the request (plugins/idempotency.ts, IDEMPOTENCY_TTL_MS) and Stripe's
 * idempotency key both last 24 hours, and a retry within them re-uses the same intent
 * (key order-{orderId}-authorize). Stripe answers such a retry with its first answer even if
 * the intent was cancelled since, so place() would commit an order on a voided hold (its
 * capture at delivery then fails). The hour more covers a request still running at the
 * 24-hour mark and clocks that disagree a little. It stays well before the hold's own lapse:
 * 7 days at Stripe, 4 days 18 hours for Visa's merchant-initiated (off-session) payments.
 */
export const RELEASE_AFTER_MS = IDEMPOTENCY_TTL_MS + HOUR;

/**
 * Holds older than this have lapsed at the provider: they are not asked for. With Stripe the
 * list is read page by page, whatever the intents' status, so this bounds each run's work.
 */
const LAPSE_MS = 7 * 24 * HOUR;

/**
 * Hourly is plenty: a hold becomes releasable 25 hours after its authorization, so it is
 * released within 26 hours instead of 7 days; running more often would gain at most an hour
 * on a rare event, and with Stripe each run reads the list of the last week's payment
 * intents (one request per 100).
 */
export const RECONCILE_EVERY_MS = HOUR;

/** The first run after a start: soon, so a server restarted more often than hourly still runs it. */
export const FIRST_RUN_AFTER_MS = 60_000;

const PAGE_SIZE = 100;

/** The log calls the job makes (a Fastify or pino logger). */
export interface ReconciliationLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReconciliationDeps {
  /** The intent the order with this id holds (null: no such order, or none held). */
  intentOf(orderId: string): Promise<string | null>;
  /** The user's customer id at the provider (the payment cards module's). */
  customerOf(userId: string): Promise<string | undefined>;
  payments: Payments;
  clock: Clock;
  log: ReconciliationLog;
}

export interface ReconciliationSummary {
  /** Held authorizations older than the cutoff that were looked at. */
  checked: number;
  /** Voided: they had no order. */
  released: number;
  /** Could not be decided or voided this time (logged); the next run tries again. */
  failed: number;
}

/**
 * One pass: every authorization still held, created between 7 days and 25 hours ago
 * (RELEASE_AFTER_MS), whose metadata names an order that does not hold it (none, or one
 * placed on another intent by a later retry), is voided with a key of its own
 * (reconcile-{intentId}-void), and logged (warn). An intent is ours only
 * when its metadata has place()'s orderId and userId and its customer is that user's
 * customer at the provider: another application or environment on the same Stripe account
 * is left alone. One intent's error is logged and counted, and the others go on; an error
 * listing the intents ends the pass (thrown).
 */
export async function reconcileAuthorizations(
  deps: ReconciliationDeps,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<ReconciliationSummary> {
  const { intentOf, customerOf, payments, clock, log } = deps;
  const now = clock.now().getTime();
  const createdBefore = new Date(now - RELEASE_AFTER_MS);
  const createdAfter = new Date(now - LAPSE_MS);
  const summary: ReconciliationSummary = { checked: 0, released: 0, failed: 0 };

  async function reconcile(intent: PaymentIntent): Promise<'released' | 'kept'> {
    const { orderId, userId } = intent.metadata;
    // What place() writes: the order id is a name-based UUID, the user id a UUID.
    if (!orderId || !userId || !isUuid(orderId) || !isUuid(userId)) return 'kept';
    // The provider's list answered for these; checked again, since a wrong answer costs a hold.
    if (intent.status !== 'requires_capture' || Date.parse(intent.createdAt) >= createdBefore.getTime()) return 'kept';
    // In use only when its order holds this very intent: a retry made after the provider
    // forgot its key can have placed the order on another one.
    if ((await intentOf(orderId)) === intent.id) return 'kept';
    if ((await customerOf(userId)) !== intent.customerId) return 'kept';
    try {
      // A key of its own: settle() may cancel the order's real intent under order-{id}-void.
      await payments.cancel(intent.id, `reconcile-${intent.id}-void`);
    } catch (err) {
      // Voided (or lapsed) since it was listed: nothing is held any more.
      if (err instanceof PaymentProviderError && err.code === 'payment_intent_unexpected_state') {
        log.info({ err, orderId, paymentIntent: intent.id }, 'authorization without an order was no longer held');
        return 'kept';
      }
      throw err;
    }
    log.warn(
      {
        orderId,
        userId,
        paymentIntent: intent.id,
        amountCents: intent.amountCents,
        currency: intent.currency,
        authorizedAt: intent.createdAt,
      },
      'released a card authorization that has no order',
    );
    return 'released';
  }

  let startingAfter: string | undefined;
  for (;;) {
    if (options.signal?.aborted) return summary;
    const page = await payments.listUncapturedAuthorizations({
      createdBefore,
      createdAfter,
      limit: options.pageSize ?? PAGE_SIZE,
      ...(startingAfter ? { startingAfter } : {}),
    });
    for (const intent of page.intents) {
      if (options.signal?.aborted) return summary;
      summary.checked += 1;
      try {
        if ((await reconcile(intent)) === 'released') summary.released += 1;
      } catch (err) {
        summary.failed += 1;
        log.error(
          { err, orderId: intent.metadata.orderId, paymentIntent: intent.id },
          'could not release an authorization without an order; will retry',
        );
      }
    }
    const last = page.intents.at(-1);
    if (!page.hasMore || !last) return summary;
    startingAfter = last.id;
  }
}

/** One run of the reconciliation (a job of lib/jobs.ts, hourly), logging what it released. */
export async function reconcileAndLog(deps: ReconciliationDeps, signal: AbortSignal): Promise<void> {
  const summary = await reconcileAuthorizations(deps, { signal });
  if (summary.released > 0 || summary.failed > 0) {
    deps.log.info({ ...summary }, 'reconciled card authorizations without an order');
  }
}
