import type { Clock } from '../../adapters/clock.ts';
import { createLocalGeocoder, type Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { createMealsService } from '../meals/meals.service.ts';
import { createMenuSelection } from './menu-selection.service.ts';
import { createRestaurantsService } from './restaurants.service.ts';

/** Discovery and saved meals; `menu` is what the ordering module will validate carts with. */
export function createRestaurantsModule(deps: {
  db: Database;
  clock: Clock;
  geocoder?: Geocoder;
  limiter: RateLimiter;
}) {
  const { db, clock } = deps;
  const menu = createMenuSelection(db);
  return {
    menu,
    restaurants: createRestaurantsService({
      db,
      clock,
      geocoder: deps.geocoder ?? createLocalGeocoder(),
      limiter: deps.limiter,
    }),
    meals: createMealsService({ db, clock, menu }),
  };
}

export type RestaurantsModule = ReturnType<typeof createRestaurantsModule>;
