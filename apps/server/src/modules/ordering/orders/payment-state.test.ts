import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES } from '@playeats/contracts/ordering';
import { duePaymentMove, refusedPaymentMove, type PaymentStatus } from './payment-state.ts';

const PAYMENT: PaymentStatus[] = ['none', 'authorized', 'captured', 'voided', 'refunded', 'failed'];

describe('the card payment state machine', () => {
  it('captures a delivered order’s hold, voids a cancelled one’s, refunds a cancelled capture', () => {
    expect(duePaymentMove('delivered', 'authorized')).toEqual({ action: 'capture', to: 'captured' });
    expect(duePaymentMove('cancelled', 'authorized')).toEqual({ action: 'void', to: 'voided' });
    expect(duePaymentMove('cancelled', 'captured')).toEqual({ action: 'refund', to: 'refunded' });
  });

  it('owes nothing in every other state: in progress, paid without a card, or final', () => {
    const owing = new Set(['delivered/authorized', 'cancelled/authorized', 'cancelled/captured']);
    for (const order of ORDER_STATUS_VALUES) {
      for (const payment of PAYMENT) {
        if (owing.has(`${order}/${payment}`)) continue;
        expect(duePaymentMove(order, payment), `${order}/${payment}`).toBeNull();
      }
    }
  });

  it('a refused move needs a person, but a void of a lapsed hold holds nothing', () => {
    const void_ = duePaymentMove('cancelled', 'authorized')!;
    expect(refusedPaymentMove(void_, 'payment_intent_unexpected_state')).toBe('voided');
    expect(refusedPaymentMove(void_, 'card_declined')).toBe('failed');
    expect(refusedPaymentMove(duePaymentMove('delivered', 'authorized')!, 'payment_intent_unexpected_state')).toBe(
      'failed',
    );
  });
});
