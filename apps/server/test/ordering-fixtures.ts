import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { Clock } from '../src/adapters/clock.ts';
import { createLocalPayments } from '../src/adapters/payments/local-payments.ts';
import type { Database } from '../src/db/client.ts';
import { addresses } from '../src/db/schema/addresses.ts';
import { ordersRepository } from '../src/modules/ordering/orders/orders.repository.ts';
import { paymentCardsRepository } from '../src/modules/ordering/payment-cards/payment-cards.repository.ts';
import { restaurantsRepository } from '../src/modules/restaurants/restaurants.repository.ts';
import { bearer, createActiveUser } from './auth-helpers.ts';
import { pizzaMenu, restaurant } from './restaurant-fixtures.ts';
import { createTestApp, createTestDatabase, type TestContext } from './test-app.ts';

/** Where the ordering tests' restaurants stand: downtown Montréal. */
export const MONTREAL_RESTAURANT = {
  position: { lat: 45.5017, lng: -73.5673 },
  address: { street: '1 Rue Test', city: 'Montréal', region: 'QC', postalCode: 'H2X 1Y4', country: 'CANADA' },
} as const;

/** A default delivery address for the user, 600 m from MONTREAL_RESTAURANT, placed at its door (precision street). */
export async function insertMontrealAddress(db: Database, userId: string, line1 = '500 Rue Sainte-Catherine O') {
  const [address] = await db
    .insert(addresses)
    .values({
      userId,
      line1,
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H2X 1Y4',
      country: 'CANADA',
      lat: 45.505,
      lng: -73.57,
      precision: 'street',
      isDefault: true,
    })
    .returning();
  return address!;
}

/**
 * An app for the ordering tests on a database of its own, with the local payment provider
 * on that database and Luigi's (pizza, 8 km radius, $10 minimum) in Montréal. `close`
 * closes both.
 */
export async function startOrderingApp(clock: Clock, env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const payments = createLocalPayments(database.db, clock);
  const app = await createTestApp({ clock, database, payments, env: { ORDER_SIMULATOR: 'false', ...env } });
  const db = database.db;
  const pizza = pizzaMenu();
  const luigi = randomUUID();
  await restaurantsRepository(db).insertRestaurants([
    restaurant({
      id: luigi,
      name: "Luigi's",
      ...MONTREAL_RESTAURANT,
      menu: pizza.menu,
      deliveryRadiusM: 8_000,
      minimumOrderCents: 1_000,
    }),
  ]);
  const ctx: TestContext = { ...app, close: async () => (await app.close(), await database.close()) };
  const call = (session: SessionDto, method: 'POST' | 'PUT', url: string, payload: object, headers = {}) =>
    ctx.app.inject({ method, url, headers: { ...bearer(session), ...headers }, payload });
  const fillCart = (session: SessionDto) =>
    call(session, 'PUT', '/api/users/me/cart', {
      restaurantId: luigi,
      lines: [{ itemId: pizza.items.margherita, quantity: 2, optionIds: [pizza.size.large] }],
    });

  /** A signed-in customer with a Montréal address, a saved card (so a provider customer) and a cart. */
  async function customer() {
    const session = await createActiveUser(ctx.app, db, `${randomUUID()}@example.com`);
    const userId = session.userInfo.id;
    const address = await insertMontrealAddress(db, userId);
    const pm = await payments.createPaymentMethod({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const saved = await call(session, 'POST', '/api/users/me/payment-cards', { paymentMethodId: pm.id });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const cart = await fillCart(session);
    expect(cart.statusCode, cart.body).toBe(200);
    const customerId = (await paymentCardsRepository(db).customerOf(userId))!;
    return { session, userId, addressId: address.id, customerId, paymentMethodId: pm.id };
  }

  return { ctx, db, payments, pizza, luigi, call, fillCart, customer };
}

/** What the reconciliation job reads on `db` (the app gives it the orders' and cards' services). */
export function holdsOn(db: Database) {
  return {
    intentOf: (orderId: string) => ordersRepository(db).intentOf(orderId),
    customerOf: (userId: string) => paymentCardsRepository(db).customerOf(userId),
  };
}
