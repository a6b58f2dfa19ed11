import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '@playeats/contracts/ordering';
import { PaymentProviderError, type Payments } from '../../../adapters/payments/payments.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import { duePaymentMove, refusedPaymentMove, type PaymentMove, type PaymentStatus } from './payment-state.ts';

export interface SettlementServiceDeps {
  orders: Repository<OrdersRepository>;
  payments: Payments;
  log: FastifyBaseLogger;
}

/** A provider error worth trying again later: the network, or the provider's own trouble. */
const transient = (err: unknown) =>
  !(err instanceof PaymentProviderError) || err.type === 'api_connection_error' || err.type === 'api_error';

/**
 * The card follows the order once its state is committed (payment-state.ts): delivered
 * captures the authorization, cancelled voids it (or refunds a capture). Idempotency keys
 * named after the order make a repeat harmless; a transient failure leaves the order as it
 * is and the periodic `settlePending` tries again.
 */
export class SettlementService {
  constructor(private readonly deps: SettlementServiceDeps) {}

  async settle(order: OrderRow): Promise<OrderRow> {
    const intent = order.providerPaymentIntentId;
    const move = intent ? duePaymentMove(order.status as OrderStatus, order.paymentStatus as PaymentStatus) : null;
    if (!intent || !move) return order;
    try {
      await this.perform(move, intent, order);
      return (await this.deps.orders.setPaymentStatus(order.id, order.paymentStatus, move.to)) ?? order;
    } catch (err) {
      const { log } = this.deps;
      if (transient(err)) {
        log.error({ err, orderId: order.id, paymentIntent: intent }, 'order payment not settled yet; will retry');
        return order;
      }
      // A refusal is final: retrying it every minute would change nothing.
      const to = refusedPaymentMove(move, (err as PaymentProviderError).code);
      log.error(
        { err, orderId: order.id, paymentIntent: intent },
        to === 'voided' ? 'order hold had already lapsed' : 'order payment refused by the provider: needs a person',
      );
      return (await this.deps.orders.setPaymentStatus(order.id, order.paymentStatus, to)) ?? order;
    }
  }

  /** Retries card captures, voids and refunds that did not go through after their commit. */
  async settlePending(limit = 50): Promise<number> {
    const pending = await this.deps.orders.unsettled(limit);
    let settled = 0;
    for (const order of pending) if ((await this.settle(order)).paymentStatus !== order.paymentStatus) settled++;
    return settled;
  }

  private async perform(move: PaymentMove, intent: string, order: OrderRow): Promise<void> {
    const { payments } = this.deps;
    switch (move.action) {
      case 'capture':
        await payments.capture(intent, order.totalCents, `order-${order.id}-capture`);
        return;
      case 'void':
        await payments.cancel(intent, `order-${order.id}-void`);
        return;
      case 'refund':
        await payments.refund(intent, undefined, `order-${order.id}-refund`);
        return;
    }
  }
}
