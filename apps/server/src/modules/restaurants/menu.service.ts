import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Repository } from '../../db/unit-of-work.ts';
import type { RestaurantImageUrls } from './images/restaurant-images.ts';
import { checkSelection, type ResolvedLine, type SelectionLine } from './menu-selection.ts';
import {
  cartRestaurantJson,
  itemMap,
  menuItemsJson,
  type CartRestaurant,
  type MenuItemWithGroups,
  type RestaurantsRepository,
  type RestaurantStatus,
  type RestaurantStatusWithCountry,
} from './restaurants.repository.ts';
import { restaurantNotFound } from './restaurants.service.ts';

export type { CartRestaurant, MenuItemWithGroups, RestaurantStatus, RestaurantStatusWithCountry };
export type { ResolvedLine, SelectionLine };
export { checkSelection, resolveLine } from './menu-selection.ts';

export interface MenuServiceDeps {
  restaurants: Repository<RestaurantsRepository>;
  images: Pick<RestaurantImageUrls, 'urlFor'>;
}

/**
 * The menu as other modules see it (saved meals, the cart, orders): restaurants' status,
 * today's items with their options, and the selection rules; and, for a statement of
 * another module's that reads the menu with its own rows, the SQL parts that read it.
 */
export class MenuService {
  constructor(private readonly deps: MenuServiceDeps) {}

  private on(tx?: Database): RestaurantsRepository {
    return tx ? this.deps.restaurants.in(tx) : this.deps.restaurants;
  }

  /**
   * Reads the restaurant and the chosen items, refuses a restaurant that is gone, then
   * checks the lines (checkSelection).
   */
  async check(
    restaurantId: string,
    lines: readonly SelectionLine[],
    field = 'body.items',
    tx?: Database,
    /** The restaurant's status when the caller has just read it: one query less. */
    known?: RestaurantStatus,
  ): Promise<{ restaurant: RestaurantStatus; lines: ResolvedLine[] }> {
    const repo = this.on(tx);
    const itemIds = lines.map((l) => l.itemId);
    // One statement either way: the items alone, or the restaurant with its items.
    const found =
      known?.id === restaurantId
        ? { status: known, items: await repo.itemsWithOptionGroups(itemIds, restaurantId) }
        : await repo.statusWithItems(restaurantId, itemIds);
    if (!found?.status.isActive) throw restaurantNotFound();
    return { restaurant: found.status, lines: checkSelection(found.items, lines, field) };
  }

  /** A restaurant's status and the chosen items of its menu, in one statement; undefined when there is no such restaurant. */
  statusWithItems(restaurantId: string, itemIds: readonly string[], tx?: Database) {
    return this.on(tx).statusWithItems(restaurantId, itemIds);
  }

  /** Items by id, whatever their restaurant (a saved meal shows today's names and prices). */
  items(itemIds: readonly string[]): Promise<Map<string, MenuItemWithGroups>> {
    return this.deps.restaurants.itemsWithOptionGroups(itemIds);
  }

  async restaurants(ids: readonly string[]): Promise<RestaurantStatusWithCountry[]> {
    const rows = await this.deps.restaurants.statuses(ids);
    return rows.map(({ imageKey, ...status }) => ({
      ...status,
      imageUrl: this.deps.images.urlFor({ imageKey, imageUrl: status.imageUrl }),
    }));
  }

  /** SQL part: the items among `itemIds` (an SQL uuid[]) of the restaurant `restaurantId` (SQL), as JSON. */
  itemsJsonSql(itemIds: SQL, restaurantId: SQL): SQL {
    return menuItemsJson(itemIds, sql`i.restaurant_id = ${restaurantId}`);
  }

  /** Reads itemsJsonSql's value. */
  itemsFromJson(items: readonly MenuItemWithGroups[] | undefined): Map<string, MenuItemWithGroups> {
    return itemMap(items);
  }

  /** SQL part: what the cart and its quote read of the restaurant `restaurantId` (SQL), as JSON (CartRestaurant). */
  cartRestaurantJsonSql(restaurantId: SQL): SQL {
    return cartRestaurantJson(restaurantId);
  }
}
