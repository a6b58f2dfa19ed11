import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { repository } from '../../../db/unit-of-work.ts';
import type { AddressesService } from '../../accounts/addresses/addresses.service.ts';
import type { MenuService } from '../../restaurants/menu.service.ts';
import type { LedgerService } from '../../rewards/rewards.module.ts';
import type { PaymentCardsService } from '../payment-cards/payment-cards.service.ts';
import { cartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { CartService, type CartServiceDeps } from './cart.service.ts';

/**
 * The cart on `db`: its own table, and what it reads of the menu, the address book, the
 * ledger and the saved cards through their SQL parts.
 */
export function createCart(deps: {
  db: Database;
  clock: Clock;
  config: CartServiceDeps['config'];
  settings: CartServiceDeps['settings'];
  menu: MenuService;
  addresses: Pick<AddressesService, 'deliveryPlaceJsonSql'>;
  ledger: LedgerService;
  cards: Pick<PaymentCardsService, 'chargeableJsonSql'>;
}): CartService {
  const { db, clock, config, settings, menu, addresses, ledger, cards } = deps;
  const carts = cartRepository({
    restaurantJson: (restaurantId) => menu.cartRestaurantJsonSql(restaurantId),
    itemsJson: (itemIds, restaurantId) => menu.itemsJsonSql(itemIds, restaurantId),
    deliveryPlaceJson: (addressId, userId) => addresses.deliveryPlaceJsonSql(addressId, userId),
    balanceStateJson: (userId) => ledger.balanceStateJsonSql(userId),
    chargeableJson: (cardId, userId) => cards.chargeableJsonSql(cardId, userId),
  });
  return new CartService({ carts: repository(carts, db), menu, ledger, clock, config, settings });
}

/** The cart routes (GET/PUT/DELETE /api/users/me/cart, POST …/quote). */
export async function registerCart(app: FastifyInstance, cart: CartService): Promise<void> {
  await app.register(cartRoutes, { cart });
}
