import type { DemoSeeder } from '../seed.ts';
import { restaurantsRepository } from '../../modules/restaurants/restaurants.repository.ts';
import { generateDemoCatalogue } from './demo-catalogue.ts';

/** About 2,000 restaurants with menus, and the demo place, on the first start. */
export const restaurantsDemoSeeder: DemoSeeder = {
  name: 'restaurants',
  async run(tx) {
    await restaurantsRepository(tx).insertRestaurants(generateDemoCatalogue().restaurants);
  },
};
