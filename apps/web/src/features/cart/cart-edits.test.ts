import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '@playeats/contracts/ordering';
import { applyCartEdit, cartIsFull, cartItemCount, cartLineKey, cartSaveRequest, type CartEdit } from './cart-edits.ts';
import {
  cart,
  OTHER_RESTAURANT_ID,
  pizzaLine,
  RESTAURANT_ID,
  sodaLine,
  uuid,
} from '../../test/ordering/ordering-fixtures.ts';

const add = (line = sodaLine(), restaurantId = RESTAURANT_ID): Extract<CartEdit, { kind: 'add' }> => ({
  kind: 'add',
  restaurantId,
  restaurantName: restaurantId === RESTAURANT_ID ? 'Pizza Palace' : 'Taco Town',
  currency: 'USD',
  minimumOrderCents: 1000,
  line,
});

describe('applyCartEdit', () => {
  it('adding the same choice again raises its quantity and the subtotal', () => {
    const next = applyCartEdit(cart(), add(sodaLine(2)))!;
    expect(next.lines.map((l) => [l.name, l.quantity, l.lineTotalCents])).toEqual([
      ['Margherita', 2, 2900],
      ['Lemon soda', 3, 750],
    ]);
    expect(next.subtotalCents).toBe(3650);
  });

  it('the same dish with other options is another line', () => {
    const plain = { ...pizzaLine(1), options: [], unitPriceCents: 1150, lineTotalCents: 1150 };
    expect(applyCartEdit(cart(), add(plain))!.lines).toHaveLength(3);
  });

  it('quantities stay between 1 and 99', () => {
    const key = cartLineKey(sodaLine());
    expect(applyCartEdit(cart(), { kind: 'quantity', key, quantity: 500 })!.lines[1]!.quantity).toBe(99);
    expect(applyCartEdit(cart(), { kind: 'quantity', key, quantity: 0 })!.lines[1]!.quantity).toBe(1);
  });

  it('removing the last line empties the cart', () => {
    const one = cart({ lines: [sodaLine()] });
    expect(applyCartEdit(one, { kind: 'remove', key: cartLineKey(sodaLine()) })).toBeNull();
    expect(applyCartEdit(cart(), { kind: 'clear' })).toBeNull();
  });

  it('adding from another restaurant starts a new cart (keeping the version last read)', () => {
    const next = applyCartEdit(cart(), add(sodaLine(), OTHER_RESTAURANT_ID))!;
    expect(next.restaurantId).toBe(OTHER_RESTAURANT_ID);
    expect(next.lines).toHaveLength(1);
    expect(next.version).toBe(3);
  });

  it('a full cart takes no new line', () => {
    const lines = Array.from({ length: CART_LINES_MAX }, (_, i) => ({ ...sodaLine(), itemId: uuid(2000 + i) }));
    const full = cart({ lines });
    const extra = add({ ...sodaLine(), itemId: uuid(9999) });
    expect(cartIsFull(full, extra)).toBe(true);
    expect(cartIsFull(full, add({ ...sodaLine(), itemId: uuid(2000) }))).toBe(false);
    expect(applyCartEdit(full, extra)!.lines).toHaveLength(CART_LINES_MAX);
  });
});

describe('cartSaveRequest', () => {
  it('sends the lines with the version last read', () => {
    const base = cart();
    const next = applyCartEdit(base, { kind: 'quantity', key: cartLineKey(sodaLine()), quantity: 4 });
    expect(cartSaveRequest(base, next)).toEqual({
      kind: 'put',
      body: {
        restaurantId: RESTAURANT_ID,
        version: 3,
        lines: [
          { itemId: pizzaLine().itemId, quantity: 2, optionIds: [pizzaLine().options[0]!.optionId] },
          { itemId: sodaLine().itemId, quantity: 4, optionIds: [] },
        ],
      },
    });
  });

  it('a new cart has no version; an emptied one is deleted; nothing to do when both are empty', () => {
    const created = cartSaveRequest(null, applyCartEdit(null, add()));
    expect(created.kind === 'put' && 'version' in created.body).toBe(false);
    expect(cartSaveRequest(cart(), null)).toEqual({ kind: 'delete' });
    expect(cartSaveRequest(null, null)).toEqual({ kind: 'none' });
  });
});

describe('helpers', () => {
  it('counts items', () => {
    expect(cartItemCount(cart())).toBe(3);
    expect(cartItemCount(null)).toBe(0);
  });
});
