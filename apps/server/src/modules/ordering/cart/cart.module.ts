import type { FastifyInstance } from 'fastify';
import type { CartDto, CheckoutOptions } from '@playeats/contracts/ordering';
import type { Database } from '../../../db/client.ts';
import type { SelectionLine } from '../../restaurants/menu-selection.service.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import type { StatementPart } from '../../../db/statement-part.ts';
import { cartRepository, takeForOrderPart } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService, type PricedQuote } from './cart.service.ts';

/** What the orders module uses of the cart (modules/orders places what `quote` priced). */
export interface CartModule {
  /**
   * Prices the user's cart delivered to one of their addresses and runs every rule (menu,
   * options, delivery range, minimum, open now, ordering enabled, store maintenance, max
   * amount), throwing the HttpProblem of the first that fails. Placing an order calls it
   * first, then `takeForOrder` in its transaction (the cart priced must be the cart
   * placed).
   */
  quote(db: Database, userId: string, options: CheckoutOptions): Promise<PricedQuote>;
  /**
   * Inside the order's transaction: empties the cart if it is still the one a quote priced
   * (`version`), holding its row lock until commit; else says why not.
   */
  takeForOrder(tx: Database, userId: string, version: number): Promise<'taken' | 'changed' | 'empty'>;
  /** takeForOrder as a part of the order's own statement (nothing changed when it did not apply). */
  takeForOrderPart(userId: string, version: number, at: Date): StatementPart;
  /** The cart as GET /api/users/me/cart answers it, or null when empty. */
  get(userId: string): Promise<CartDto | null>;
  /** Replaces the cart with these lines (reorder), checked against today's menu. */
  replace(
    db: Database,
    userId: string,
    restaurantId: string,
    lines: readonly (SelectionLine & { note?: string | null })[],
  ): Promise<void>;
}

/** The cart routes (GET/PUT/DELETE /api/users/me/cart, POST …/quote); answers what orders use. */
export async function registerCart(app: FastifyInstance, deps: OrderingDeps): Promise<CartModule> {
  const cart = createCartService({ config: deps.config, db: deps.db, clock: deps.clock });
  await app.register(cartRoutes, { cart });
  return {
    quote: (db, userId, options) => cart.quote(db, userId, options),
    get: (userId) => cart.get(userId),
    takeForOrderPart: (userId, version, at) => takeForOrderPart(userId, version, at),
    takeForOrder: (tx, userId, version) => cartRepository(tx).takeForOrder(userId, version, deps.clock.now()),
    replace: (db, userId, restaurantId, lines) => cart.replace(db, userId, restaurantId, lines),
  };
}
