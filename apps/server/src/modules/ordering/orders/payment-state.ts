import type { OrderStatus } from '@playeats/contracts/ordering';

/**
 * An order's card payment as an explicit state machine, beside the order's own
 * (order-state.ts). The hold is made before the order is written; after that the card
 * follows the order's state, one provider call per move:
 *
 *   none                                  (no card: bucks and promo dollars paid it all)
 *   authorized ──capture (delivered)──→ captured ──refund (cancelled)──→ refunded
 *        ╰──────void (cancelled)──────→ voided
 *   any move refused by the provider ──→ failed  (needs a person)
 *   a void refused because the hold lapsed ──→ voided (it holds nothing any more)
 *
 * voided, refunded, failed and none are final.
 */
export type PaymentStatus = 'none' | 'authorized' | 'captured' | 'voided' | 'refunded' | 'failed';

export type PaymentAction = 'capture' | 'void' | 'refund';

export interface PaymentMove {
  action: PaymentAction;
  /** The status once the provider has done it. */
  to: PaymentStatus;
}

/** Which move the card owes the order in this state; null when it owes none. */
export function duePaymentMove(order: OrderStatus, payment: PaymentStatus): PaymentMove | null {
  if (order === 'delivered' && payment === 'authorized') return { action: 'capture', to: 'captured' };
  if (order === 'cancelled' && payment === 'authorized') return { action: 'void', to: 'voided' };
  if (order === 'cancelled' && payment === 'captured') return { action: 'refund', to: 'refunded' };
  return null;
}

/**
 * Where a move the provider refused for good leaves the payment: a void of a hold that can
 * no longer be voided (it lapsed, or was cancelled already) holds nothing, so voided;
 * anything else needs a person.
 */
export function refusedPaymentMove(move: PaymentMove, providerCode: string | undefined): PaymentStatus {
  return move.action === 'void' && providerCode === 'payment_intent_unexpected_state' ? 'voided' : 'failed';
}
