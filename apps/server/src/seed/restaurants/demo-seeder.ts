import type { DemoSeeder } from '../demo-seeder.ts';
import { catalogueImport } from '../../modules/restaurants/restaurants.module.ts';
import { generateDemoCatalogue } from './demo-catalogue.ts';

/** About 2,000 restaurants with menus, and the demo place, on the first start. */
export const restaurantsDemoSeeder: DemoSeeder = {
  name: 'restaurants',
  async run(tx) {
    await catalogueImport(tx).importCatalogue(generateDemoCatalogue().restaurants);
  },
};
