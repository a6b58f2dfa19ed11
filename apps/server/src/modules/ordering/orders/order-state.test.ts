import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES, type OrderStatus } from '@playeats/contracts/ordering';
import {
  allowedMoves,
  checkTransition,
  nextSimulatedStep,
  PROGRESS,
  userMayCancel,
  type OrderActor,
} from './order-state.ts';

const ok = (from: OrderStatus, to: OrderStatus, actor: OrderActor) => checkTransition(from, to, actor).ok;

describe('order state machine', () => {
  it('walks the whole way forward for the system, one step at a time', () => {
    for (let i = 0; i + 1 < PROGRESS.length; i++) expect(ok(PROGRESS[i]!, PROGRESS[i + 1]!, 'system')).toBe(true);
  });

  it('never leaves a final state and never moves backwards or stays', () => {
    const actors: OrderActor[] = ['user', 'restaurant', 'delivery', 'system', 'admin'];
    for (const actor of actors) {
      for (const to of ORDER_STATUS_VALUES) {
        expect(ok('delivered', to, actor)).toBe(false);
        expect(ok('cancelled', to, actor)).toBe(false);
      }
      expect(ok('ready', 'preparing', actor)).toBe(false);
      expect(ok('accepted', 'accepted', actor)).toBe(false);
    }
  });

  it('lets the user cancel only before the restaurant accepts, and never move forward', () => {
    expect(ok('placed', 'cancelled', 'user')).toBe(true);
    expect(ok('accepted', 'cancelled', 'user')).toBe(false);
    expect(ok('placed', 'accepted', 'user')).toBe(false);
    expect(userMayCancel('placed')).toBe(true);
    expect(userMayCancel('preparing')).toBe(false);
  });

  it('splits the steps between the restaurant and the delivery partner', () => {
    expect(ok('placed', 'accepted', 'restaurant')).toBe(true);
    expect(ok('accepted', 'ready', 'restaurant')).toBe(true); // a skipped step is fine
    expect(ok('ready', 'out_for_delivery', 'restaurant')).toBe(false);
    expect(ok('ready', 'out_for_delivery', 'delivery')).toBe(true);
    expect(ok('preparing', 'out_for_delivery', 'delivery')).toBe(false);
    expect(ok('placed', 'accepted', 'delivery')).toBe(false);
    expect(ok('out_for_delivery', 'delivered', 'delivery')).toBe(true);
  });

  it('lets the restaurant cancel until the courier has the order, then only the courier', () => {
    expect(ok('ready', 'cancelled', 'restaurant')).toBe(true);
    expect(ok('out_for_delivery', 'cancelled', 'restaurant')).toBe(false);
    expect(ok('out_for_delivery', 'cancelled', 'delivery')).toBe(true);
    expect(ok('preparing', 'cancelled', 'delivery')).toBe(false);
  });

  it('gives the simulator the next step until delivered', () => {
    expect(nextSimulatedStep('placed')).toBe('accepted');
    expect(nextSimulatedStep('out_for_delivery')).toBe('delivered');
    expect(nextSimulatedStep('delivered')).toBeNull();
    expect(nextSimulatedStep('cancelled')).toBeNull();
  });

  it('explains a refusal', () => {
    expect(checkTransition('delivered', 'cancelled', 'restaurant')).toEqual({
      ok: false,
      reason: 'The order is already delivered.',
    });
  });

  it('gives an admin every legal move: any state ahead, or cancelled, until the order ends', () => {
    expect(allowedMoves('placed', 'admin')).toEqual([
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(allowedMoves('out_for_delivery', 'admin')).toEqual(['delivered', 'cancelled']);
    expect(allowedMoves('delivered', 'admin')).toEqual([]);
    expect(allowedMoves('cancelled', 'admin')).toEqual([]);
    for (const from of ORDER_STATUS_VALUES) expect(allowedMoves(from, 'admin')).toEqual(allowedMoves(from, 'system'));
  });

  it('lists the moves of the other actors from the same rules', () => {
    expect(allowedMoves('placed', 'user')).toEqual(['cancelled']);
    expect(allowedMoves('accepted', 'user')).toEqual([]);
    expect(allowedMoves('accepted', 'restaurant')).toEqual(['preparing', 'ready', 'cancelled']);
    expect(allowedMoves('ready', 'delivery')).toEqual(['out_for_delivery', 'delivered']);
  });
});
