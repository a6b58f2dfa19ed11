import type { OrderDto, OrderStatus } from '@playeats/contracts/ordering';

/** The steps an order goes through, in order; `cancelled` can end it at any of them. */
export const TIMELINE_STEPS = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** How often an order in progress is asked about again (tracking page, dashboard). */
export const ORDER_POLL_MS = 10_000;

export function isFinished(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

export type StepState = 'done' | 'current' | 'upcoming' | 'skipped';

export interface TimelineEntry {
  step: TimelineStep;
  state: StepState;
  /** When the order reached it (from the events); null when it has not, or no event says. */
  at: string | null;
}

/**
 * The timeline of an order: every step with whether it is done, the current one, or still
 * to come. A cancelled order keeps the steps it reached; the rest are skipped (the page
 * says it was cancelled and when).
 */
export function orderTimeline(order: Pick<OrderDto, 'status' | 'events'>): TimelineEntry[] {
  const reachedAt = new Map<string, string>();
  for (const event of order.events) if (!reachedAt.has(event.status)) reachedAt.set(event.status, event.at);
  const cancelled = order.status === 'cancelled';
  // The furthest step reached: the status itself, or for a cancelled order the last event before it.
  const furthest = cancelled
    ? Math.max(0, ...TIMELINE_STEPS.map((step, i) => (reachedAt.has(step) ? i : 0)))
    : TIMELINE_STEPS.indexOf(order.status as TimelineStep);
  return TIMELINE_STEPS.map((step, i) => {
    let state: StepState;
    if (i < furthest) state = 'done';
    else if (i === furthest) state = cancelled || step === 'delivered' ? 'done' : 'current';
    else state = cancelled ? 'skipped' : 'upcoming';
    return { step, state, at: reachedAt.get(step) ?? null };
  });
}

/** When the order was cancelled, from its events (null when no event says). */
export function cancelledAt(order: Pick<OrderDto, 'events'>): string | null {
  return order.events.find((e) => e.status === 'cancelled')?.at ?? null;
}
