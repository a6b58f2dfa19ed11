import { ORDER_STATUS_VALUES, type OrderStatus } from '@playeats/contracts/ordering';

/**
 * The order lifecycle as an explicit state machine:
 *
 *   placed → accepted → preparing → ready → out_for_delivery → delivered
 *      ╰──────────┴──────────┴─────────┴──────────╰→ cancelled
 *
 * Forward moves may skip steps (a restaurant that marks an order ready straight after
 * accepting it); nothing moves backwards, and delivered and cancelled are final. Who may
 * make a move:
 * - the user: cancel, only while the order is `placed` (before the restaurant accepts);
 * - the restaurant: accepted, preparing, ready, and cancel until the courier has it;
 * - the delivery partner: out_for_delivery (once ready), delivered, and cancel (a failed
 *   delivery) once the order is out;
 * - the system (the simulator) and an admin (the admin's order page, audited): any legal move.
 */
export type OrderActor = 'user' | 'restaurant' | 'delivery' | 'system' | 'admin';

/** The way forward: every state but cancelled, in order. */
export const PROGRESS: readonly OrderStatus[] = ORDER_STATUS_VALUES.filter((s) => s !== 'cancelled');

const rank = (status: OrderStatus) => PROGRESS.indexOf(status);

export const isFinal = (status: OrderStatus) => status === 'delivered' || status === 'cancelled';

export type TransitionCheck = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): TransitionCheck => ({ ok: false, reason });

export function checkTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): TransitionCheck {
  if (isFinal(from)) return refuse(`The order is already ${from.replaceAll('_', ' ')}.`);
  if (from === to) return refuse(`The order is already ${from.replaceAll('_', ' ')}.`);
  if (to === 'cancelled') {
    switch (actor) {
      case 'user':
        return from === 'placed'
          ? { ok: true }
          : refuse('The restaurant has accepted this order: it can no longer be cancelled here.');
      case 'restaurant':
        return rank(from) < rank('out_for_delivery')
          ? { ok: true }
          : refuse('The courier has the order: only the delivery partner can cancel it now.');
      case 'delivery':
        return from === 'out_for_delivery' ? { ok: true } : refuse('The courier does not have this order yet.');
      case 'system':
      case 'admin':
        return { ok: true };
    }
  }
  if (rank(to) <= rank(from)) {
    return refuse(`An order that is ${from.replaceAll('_', ' ')} cannot go back to ${to.replaceAll('_', ' ')}.`);
  }
  switch (actor) {
    case 'user':
      return refuse('Only the restaurant and the courier move an order forward.');
    case 'restaurant':
      return rank(to) <= rank('ready') ? { ok: true } : refuse('The delivery partner reports pick-up and delivery.');
    case 'delivery':
      if (rank(to) < rank('out_for_delivery')) return refuse('The restaurant reports acceptance and preparation.');
      return rank(from) >= rank('ready') ? { ok: true } : refuse('The order is not ready for pick-up yet.');
    case 'system':
    case 'admin':
      return { ok: true };
  }
}

/** Every state `actor` may move an order in `from` to now, in the lifecycle's order (cancelled last). */
export function allowedMoves(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUS_VALUES.filter((to) => checkTransition(from, to, actor).ok);
}

/** The next step of the simulator (development and demo), or null at the end. */
export function nextSimulatedStep(from: OrderStatus): OrderStatus | null {
  if (isFinal(from)) return null;
  return PROGRESS[rank(from) + 1] ?? null;
}

export const userMayCancel = (status: OrderStatus) => checkTransition(status, 'cancelled', 'user').ok;
