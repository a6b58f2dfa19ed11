import type { FastifyInstance } from 'fastify';
import type { CheckoutOptions, QuoteDto } from '@playeats/contracts/ordering';
import type { Database } from '../../db/client.ts';
import type { SelectionLine } from '../restaurants/menu-selection.service.ts';
import type { OrderingDeps } from '../orders/ordering-deps.ts';

/** What the orders module uses of the cart (modules/orders places what `quote` priced). */
export interface CartModule {
  /**
   * Prices the user's cart delivered to one of their addresses and runs every rule (menu,
   * options, delivery range, minimum, open now, ordering enabled, store maintenance, max
   * amount), throwing the HttpProblem of the first that fails. Inside an order's
   * transaction pass `tx` and `lock: true`: the cart row is locked FOR UPDATE first.
   */
  quote(db: Database, userId: string, options: CheckoutOptions, settings?: { lock?: boolean }): Promise<QuoteDto>;
  /** Empties the cart (the order's transaction, after the order is written). */
  clear(tx: Database, userId: string): Promise<void>;
  /** Replaces the cart with these lines (reorder), checked against today's menu. */
  replace(
    db: Database,
    userId: string,
    restaurantId: string,
    lines: readonly (SelectionLine & { note?: string | null })[],
  ): Promise<void>;
}

// Placeholder while the module is written (issue 6).
export async function registerCart(_app: FastifyInstance, _deps: OrderingDeps): Promise<CartModule> {
  const notYet = () => Promise.reject(new Error('cart: not written yet'));
  return { quote: notYet, clear: notYet, replace: notYet };
}
