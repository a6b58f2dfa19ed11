import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { Database } from '../../db/client.ts';
import { repository } from '../../db/unit-of-work.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { MenuService } from './menu.service.ts';
import { restaurantsRepository } from './restaurants.repository.ts';
import { restaurantsRoutes } from './restaurants.routes.ts';
import { CatalogueService, RestaurantsService } from './restaurants.service.ts';

export { DEMO_ADDRESS, DEMO_PLACE_ID, DEMO_POSITION } from './demo-place.ts';
export { restaurantNotFound } from './restaurants.service.ts';
export type { MenuCategoryInput, OptionGroupInput, RestaurantInput } from './restaurant-input.ts';

export interface Catalogue {
  restaurants: RestaurantsService;
  menu: MenuService;
}

/** The catalogue's services on `db`, without routes (the app, the seed, tests). */
export function createCatalogue(deps: { db: Database; clock: Clock; geocoder: Geocoder; limiter: RateLimiter }) {
  const restaurants = repository(restaurantsRepository, deps.db);
  return {
    restaurants: new RestaurantsService({
      restaurants,
      clock: deps.clock,
      geocoder: deps.geocoder,
      limiter: deps.limiter,
    }),
    menu: new MenuService({ restaurants }),
  } satisfies Catalogue;
}

/** The catalogue's write side on `db` (a transaction for the demo seed). */
export function catalogueImport(db: Database): CatalogueService {
  return new CatalogueService({ restaurants: repository(restaurantsRepository, db) });
}

/** Restaurants and their menus: discovery (public) and the menu other modules check against. */
export async function registerRestaurants(app: FastifyInstance, catalogue: Catalogue): Promise<void> {
  await app.register(restaurantsRoutes, { restaurants: catalogue.restaurants });
}
