import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { adminRestaurantsRepository } from './admin/admin-restaurants.repository.ts';
import { adminRestaurantsRoutes } from './admin/admin-restaurants.routes.ts';
import { AdminRestaurantsService } from './admin/admin-restaurants.service.ts';
import { restaurantImageUrls } from './images/restaurant-images.ts';
import { geocodingRoutes } from './geocoding/geocoding.routes.ts';
import { GeocodingService } from './geocoding/geocoding.service.ts';
import { restaurantImagesRoutes } from './images/restaurant-images.routes.ts';
import { restaurantImportRoutes } from './import/restaurant-import.routes.ts';
import { RestaurantImportService } from './import/restaurant-import.service.ts';
import { MenuService } from './menu.service.ts';
import { restaurantsRepository } from './restaurants.repository.ts';
import { restaurantsRoutes } from './restaurants.routes.ts';
import { CatalogueService, RestaurantsService } from './restaurants.service.ts';

export { DEMO_ADDRESS, DEMO_POSITION } from './demo-place.ts';
export { restaurantNotFound } from './restaurants.service.ts';
export type { MenuCategoryInput, OptionGroupInput, RestaurantInput } from './restaurant-input.ts';

export interface Catalogue {
  restaurants: RestaurantsService;
  menu: MenuService;
  /** GET /api/geocode and /api/geocode/reverse over the configured geocoder. */
  geocoding: GeocodingService;
  /** The admin's side: partners by hand, menus, activation, photos. */
  admin: AdminRestaurantsService;
  /** Partner imports from CSV and JSON files. */
  imports: RestaurantImportService;
  storage: ObjectStorage;
  importMaxBytes: number;
}

export interface CatalogueDeps {
  db: Database;
  clock: Clock;
  geocoder: Geocoder;
  limiter: RateLimiter;
  audit: AuditService;
  /** Where photos go (adapters/storage). */
  storage: ObjectStorage;
  /** Largest import file (RESTAURANT_IMPORT_MAX_BYTES). */
  importMaxBytes: number;
  /** Nearby searches' statements at once (NEARBY_BATCHES_AT_ONCE); the service's default otherwise. */
  nearbyBatchesAtOnce?: number;
}

/** The catalogue's services on `db`, without routes (the app, the seed, tests). */
export function createCatalogue(deps: CatalogueDeps): Catalogue {
  const { db, clock, geocoder, limiter, audit, storage } = deps;
  const uow = unitOfWork(db);
  const restaurants = repository(restaurantsRepository, db);
  const admin = repository(adminRestaurantsRepository, db);
  const images = restaurantImageUrls(storage);
  return {
    restaurants: new RestaurantsService({ restaurants, clock, images, batchesAtOnce: deps.nearbyBatchesAtOnce }),
    geocoding: new GeocodingService({ geocoder, limiter }),
    menu: new MenuService({ restaurants, images }),
    admin: new AdminRestaurantsService({ uow, admin, restaurants, audit, geocoder, storage, images }),
    imports: new RestaurantImportService({ uow, admin, restaurants, audit, geocoder }),
    storage,
    importMaxBytes: deps.importMaxBytes,
  };
}

/** The catalogue's write side on `db` (a transaction for the demo seed). */
export function catalogueImport(db: Database): CatalogueService {
  return new CatalogueService({ restaurants: repository(restaurantsRepository, db) });
}

/** Restaurants and their menus: discovery (public), photos, and the admin's partners, menus and imports. */
export async function registerRestaurants(app: FastifyInstance, catalogue: Catalogue): Promise<void> {
  await app.register(restaurantsRoutes, { restaurants: catalogue.restaurants });
  await app.register(geocodingRoutes, { geocoding: catalogue.geocoding });
  await app.register(restaurantImagesRoutes, { storage: catalogue.storage });
  await app.register(adminRestaurantsRoutes, { admin: catalogue.admin });
  await app.register(restaurantImportRoutes, { imports: catalogue.imports, maxBytes: catalogue.importMaxBytes });
}
