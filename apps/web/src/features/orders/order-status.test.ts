import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-status.ts';
import { order } from '../../test/ordering/ordering-fixtures.ts';

const states = (o: ReturnType<typeof order>) => orderTimeline(o).map((e) => `${e.step}:${e.state}`);

describe('orderTimeline', () => {
  it('marks the steps done, the current one, and those to come', () => {
    expect(states(order('preparing'))).toEqual([
      'placed:done',
      'accepted:done',
      'preparing:current',
      'ready:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('a delivered order is done all along', () => {
    expect(states(order('delivered')).every((s) => s.endsWith(':done'))).toBe(true);
  });

  it('a cancelled order keeps what it reached and skips the rest', () => {
    expect(states(order('cancelled', {}, 'accepted'))).toEqual([
      'placed:done',
      'accepted:done',
      'preparing:skipped',
      'ready:skipped',
      'out_for_delivery:skipped',
      'delivered:skipped',
    ]);
  });

  it('takes the times from the events', () => {
    const o = order('accepted');
    expect(orderTimeline(o)[1]!.at).toBe(o.events[1]!.at);
    expect(orderTimeline(o)[2]!.at).toBeNull();
  });
});
