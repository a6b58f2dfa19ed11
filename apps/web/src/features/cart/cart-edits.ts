import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  type CartDto,
  type CartLineInput,
  type PricedLine,
  type PutCartRequest,
} from '@playeats/contracts/ordering';

/**
 * Changes to the cart, as the user makes them. Each is applied to the server's copy when
 * its turn comes (edits queue up), so a quick series of taps never sends an old version,
 * and the page shows the server's cart with the queued edits already applied. Pure.
 */
export type CartEdit =
  | {
      kind: 'add';
      restaurantId: string;
      restaurantName: string;
      currency: CartDto['currency'];
      minimumOrderCents: number;
      line: PricedLine;
    }
  | { kind: 'quantity'; key: string; quantity: number }
  | { kind: 'remove'; key: string }
  | { kind: 'clear' };

/** A line is its item, its options and its note: the same choice twice is one line. */
export function cartLineKey(line: Pick<PricedLine, 'itemId' | 'options' | 'note'>): string {
  const options = line.options.map((o) => o.optionId).sort();
  return [line.itemId, ...options].join('|') + `#${line.note ?? ''}`;
}

const clampQuantity = (quantity: number) => Math.min(CART_QUANTITY_MAX, Math.max(1, Math.round(quantity)));

const priced = (line: PricedLine, quantity: number): PricedLine => ({
  ...line,
  quantity,
  lineTotalCents: line.unitPriceCents * quantity,
});

function withLines(cart: CartDto, lines: PricedLine[]): CartDto | null {
  if (lines.length === 0) return null;
  return { ...cart, lines, subtotalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0) };
}

/** Whether adding this line would go past the 30 lines a cart may hold. */
export function cartIsFull(cart: CartDto | null, edit: Extract<CartEdit, { kind: 'add' }>): boolean {
  if (!cart || cart.restaurantId !== edit.restaurantId) return false;
  const key = cartLineKey(edit.line);
  return cart.lines.length >= CART_LINES_MAX && !cart.lines.some((l) => cartLineKey(l) === key);
}

/**
 * The cart after an edit (null: empty). Adding from another restaurant starts a new cart:
 * the page asks the user before it sends such an edit.
 */
export function applyCartEdit(cart: CartDto | null, edit: CartEdit): CartDto | null {
  switch (edit.kind) {
    case 'clear':
      return null;
    case 'add': {
      const line = priced(edit.line, clampQuantity(edit.line.quantity));
      if (!cart || cart.restaurantId !== edit.restaurantId) {
        return {
          restaurantId: edit.restaurantId,
          restaurantName: edit.restaurantName,
          currency: edit.currency,
          version: cart?.version ?? 0,
          lines: [line],
          subtotalCents: line.lineTotalCents,
          minimumOrderCents: edit.minimumOrderCents,
          updatedAt: cart?.updatedAt ?? new Date(0).toISOString(),
        };
      }
      const key = cartLineKey(line);
      const existing = cart.lines.find((l) => cartLineKey(l) === key);
      if (existing) {
        return withLines(
          cart,
          cart.lines.map((l) => (l === existing ? priced(l, clampQuantity(l.quantity + line.quantity)) : l)),
        );
      }
      if (cart.lines.length >= CART_LINES_MAX) return cart;
      return withLines(cart, [...cart.lines, line]);
    }
    case 'quantity':
      if (!cart) return null;
      return withLines(
        cart,
        cart.lines.map((l) => (cartLineKey(l) === edit.key ? priced(l, clampQuantity(edit.quantity)) : l)),
      );
    case 'remove':
      if (!cart) return null;
      return withLines(
        cart,
        cart.lines.filter((l) => cartLineKey(l) !== edit.key),
      );
  }
}

/** The lines as PUT /api/users/me/cart takes them. */
export function toCartLineInputs(lines: readonly PricedLine[]): CartLineInput[] {
  return lines.map((l) => ({
    itemId: l.itemId,
    quantity: l.quantity,
    optionIds: l.options.map((o) => o.optionId),
    ...(l.note ? { note: l.note } : {}),
  }));
}

/**
 * What to send to go from the server's cart `base` to `next`: a PUT naming the version
 * last read (none for a new cart), a DELETE when it ends up empty, or nothing.
 */
export function cartSaveRequest(
  base: CartDto | null,
  next: CartDto | null,
): { kind: 'put'; body: PutCartRequest } | { kind: 'delete' } | { kind: 'none' } {
  if (!next) return base ? { kind: 'delete' } : { kind: 'none' };
  return {
    kind: 'put',
    body: {
      restaurantId: next.restaurantId,
      lines: toCartLineInputs(next.lines),
      ...(base ? { version: base.version } : {}),
    },
  };
}

export function cartItemCount(cart: CartDto | null): number {
  return cart?.lines.reduce((sum, l) => sum + l.quantity, 0) ?? 0;
}
