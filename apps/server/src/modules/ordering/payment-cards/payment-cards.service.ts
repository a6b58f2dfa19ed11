import {
  cardExpired,
  PAYMENT_CARDS_MAX,
  type AddPaymentCardRequest,
  type CreatePaymentMethodRequest,
  type PaymentCardDto,
  type PaymentMethodDto,
} from '@playeats/contracts/payments';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../../adapters/clock.ts';
import type { LocalPayments } from '../../../adapters/payments/local-payments.ts';
import { PaymentProviderError, type Payments } from '../../../adapters/payments/payments.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { badRequest, HttpProblem, notFound } from '../../../lib/problem.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import {
  chargeableCardJson,
  chargeableFromJson,
  type ChargeableCardJson,
  type PaymentCardRow,
  type PaymentCardsRepository,
} from './payment-cards.repository.ts';
import { authenticationFailed, authenticationRequired, expiredCard, toPaymentProblem } from './payment-problems.ts';

export type { ChargeableCardJson };

const cardNotFound = () => notFound('This payment card does not exist.');

const NOT_AUTHENTICATED = 'The card was not confirmed with your bank. Try again, or use another card.';

const toDto = (row: PaymentCardRow, now: Date): PaymentCardDto => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  expired: cardExpired(row.expMonth, row.expYear, now),
  createdAt: row.createdAt.toISOString(),
});

function limitReached(): HttpProblem {
  return new HttpProblem(
    422,
    'PaymentCardLimitReachedException',
    'Too many payment cards',
    `You can save at most ${PAYMENT_CARDS_MAX} payment cards. Remove one to add another.`,
    { limit: PAYMENT_CARDS_MAX },
  );
}

const unusable = (reason: string) =>
  badRequest('This payment method cannot be saved.', [{ name: 'body.paymentMethodId', reason }]);

/** A provider refusal as the client's problem; a 5xx keeps the provider's own words as its cause (logged, never sent). */
async function provider<T>(call: () => Promise<T>, correlationId: string, param?: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const problem = toPaymentProblem(err, correlationId, param);
    problem.cause = err;
    throw problem;
  }
}

/** With `now`, an expired card is refused; `correlationId` goes in that refusal. */
export interface ChargeableOptions {
  now?: Date;
  correlationId?: string;
}

export interface PaymentCardsServiceDeps {
  uow: UnitOfWork;
  cards: Repository<PaymentCardsRepository>;
  payments: Payments;
  users: Pick<UsersService, 'find'>;
  clock: Clock;
}

/**
 * Saved cards: only brand, last four digits, expiry and the provider's payment-method id
 * are kept. The orders module reads the card to charge with its quote (`chargeableJsonSql`,
 * then `chargeableFrom`).
 */
export class PaymentCardsService {
  constructor(private readonly deps: PaymentCardsServiceDeps) {}

  /**
   * SQL part: the card `cardId` names (null: the default) with the provider customer, as
   * JSON, for another statement of the ordering module; read it with chargeableFrom.
   */
  chargeableJsonSql(cardId: SQL, userId: SQL): SQL<ChargeableCardJson | null> {
    return chargeableCardJson(cardId, userId);
  }

  /**
   * The card to charge, as another statement read it (chargeableJsonSql: the one named, else
   * the default), with the user's customer at the provider. 400 PaymentCardRequiredException
   * when the user has no card; 404 when the card is not the user's; with `now`, 400
   * InvalidCardFieldsException when the card has expired.
   */
  chargeableFrom(
    json: ChargeableCardJson | null,
    paymentCardId: string | null | undefined,
    options: ChargeableOptions = {},
  ): { card: PaymentCardRow; customerId: string } {
    const found = chargeableFromJson(json);
    const card = found?.card;
    if (!card) {
      if (paymentCardId) throw cardNotFound();
      throw new HttpProblem(
        400,
        'PaymentCardRequiredException',
        'Payment card required',
        'Add a payment card to pay for this order.',
        { invalidParams: [{ name: 'body.paymentCardId', reason: 'add a payment card first' }] },
      );
    }
    if (options.now && cardExpired(card.expMonth, card.expYear, options.now)) {
      throw expiredCard(options.correlationId ?? '');
    }
    const customerId = found.customerId;
    if (!customerId) throw new Error(`payment card ${card.id} has no provider customer`);
    return { card, customerId };
  }

  /** The user's customer id at the provider, if one was made (for reconciling payments). */
  customerOf(userId: string): Promise<string | undefined> {
    return this.deps.cards.customerOf(userId);
  }

  /** The user's customer at the provider, made on first use (one per user, whatever the races). */
  private async customerFor(userId: string, correlationId: string): Promise<string> {
    const { cards, payments, users, clock } = this.deps;
    const existing = await cards.customerOf(userId);
    if (existing) return existing;
    const email = (await users.find(userId))?.email ?? '';
    // One idempotency key per user: concurrent first cards get the same customer.
    const { customerId } = await provider(
      () => payments.createCustomer({ userId, email }, `playeats-customer-${userId}`),
      correlationId,
    );
    await cards.insertCustomer(userId, customerId, clock.now());
    const saved = await cards.customerOf(userId);
    return saved ?? customerId;
  }

  async list(userId: string): Promise<PaymentCardDto[]> {
    const now = this.deps.clock.now();
    return (await this.deps.cards.list(userId)).map((row) => toDto(row, now));
  }

  /**
   * Saves a tokenized card: confirms a SetupIntent (off-session use) for it on the user's
   * customer, then keeps brand, last4 and expiry. `created` is false when it was already
   * one of the user's cards (nothing changes).
   */
  async add(
    userId: string,
    body: AddPaymentCardRequest,
    correlationId: string,
  ): Promise<{ card: PaymentCardDto; created: boolean }> {
    const { uow, cards, payments, clock } = this.deps;
    const pmId = body.paymentMethodId;
    const known = await cards.findByPaymentMethod(pmId);
    if (known) {
      if (known.userId !== userId) throw unusable('this payment method cannot be used');
      return { card: toDto(known, clock.now()), created: false };
    }
    if ((await cards.count(userId)) >= PAYMENT_CARDS_MAX) throw limitReached();

    const method = await provider(() => payments.retrievePaymentMethod(pmId), correlationId, 'body.paymentMethodId');
    if (cardExpired(method.card.expMonth, method.card.expYear, clock.now())) throw expiredCard(correlationId);
    const customerId = await this.customerFor(userId, correlationId);
    if (method.customerId !== null && method.customerId !== customerId) {
      throw unusable('this payment method cannot be used');
    }
    // After 3-D Secure the client names the SetupIntent it confirmed: read how it ended.
    const resumed = body.setupIntentId;
    const setup = await provider(
      () =>
        resumed
          ? payments.retrieveSetupIntent(resumed)
          : payments.setupCard({ customerId, paymentMethodId: pmId }, `playeats-setup-${customerId}-${pmId}`),
      correlationId,
      resumed ? 'body.setupIntentId' : 'body.paymentMethodId',
    );
    if (setup.status === 'requires_action') {
      if (resumed) throw authenticationFailed(NOT_AUTHENTICATED);
      throw authenticationRequired(setup.setupIntentId, setup.clientSecret);
    }
    // A SetupIntent named by the client must be this card's, on this user's customer.
    if (setup.paymentMethod.id !== pmId || setup.paymentMethod.customerId !== customerId) {
      throw badRequest('This card setup is not yours.', [
        { name: 'body.setupIntentId', reason: 'not a setup of this payment method' },
      ]);
    }
    const { card } = setup.paymentMethod;
    try {
      return await uow.transaction(async (tx) => {
        const mine = cards.in(tx);
        await mine.lockOwner(userId);
        const again = await mine.findByPaymentMethod(pmId);
        if (again) return { card: toDto(again, clock.now()), created: false };
        if ((await mine.count(userId)) >= PAYMENT_CARDS_MAX) throw limitReached();
        const hasDefault = (await mine.findDefault(userId)) !== undefined;
        if (body.makeDefault && hasDefault) await mine.clearDefault(userId);
        const row = await mine.insert({
          userId,
          providerPaymentMethodId: pmId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isDefault: body.makeDefault || !hasDefault,
          createdAt: clock.now(),
        });
        return { card: toDto(row, clock.now()), created: true };
      });
    } catch (err) {
      if (err instanceof HttpProblem && err.status === 422) {
        // Attached at the provider but not kept: let it go.
        await payments.detachPaymentMethod(pmId).catch(() => undefined);
      }
      throw err;
    }
  }

  /** Detached at the provider, then forgotten; if it was the default, the newest remaining card becomes it. */
  async remove(userId: string, id: string, correlationId: string): Promise<void> {
    const { uow, cards, payments } = this.deps;
    const card = await cards.find(userId, id);
    if (!card) throw cardNotFound();
    try {
      await payments.detachPaymentMethod(card.providerPaymentMethodId);
    } catch (err) {
      // Already detached or gone at the provider (an earlier attempt): nothing left to undo there.
      const gone =
        err instanceof PaymentProviderError &&
        (err.code === 'resource_missing' || err.code === 'payment_method_unexpected_state');
      if (!gone) {
        if (err instanceof PaymentProviderError) throw toPaymentProblem(err, correlationId);
        throw err;
      }
    }
    await uow.transaction(async (tx) => {
      const mine = cards.in(tx);
      await mine.lockOwner(userId);
      const removed = await mine.delete(userId, id);
      if (!removed) throw cardNotFound();
      if (removed.isDefault) await mine.promoteNewest(userId);
    });
  }

  async makeDefault(userId: string, id: string): Promise<PaymentCardDto[]> {
    const { uow, cards, clock } = this.deps;
    const rows = await uow.transaction(async (tx) => {
      const mine = cards.in(tx);
      await mine.lockOwner(userId);
      const card = await mine.find(userId, id);
      if (!card) throw cardNotFound();
      if (!card.isDefault) {
        await mine.clearDefault(userId);
        await mine.setDefault(userId, id);
      }
      return mine.list(userId);
    });
    const now = clock.now();
    return rows.map((row) => toDto(row, now));
  }

  /** The local provider's tokenization (Stripe.js's job): the card as typed → a payment method. */
  async tokenize(
    local: LocalPayments,
    body: CreatePaymentMethodRequest,
    correlationId: string,
  ): Promise<PaymentMethodDto> {
    const method = await provider(() => local.createPaymentMethod(body), correlationId, 'body.number');
    return { id: method.id, card: method.card };
  }
}
