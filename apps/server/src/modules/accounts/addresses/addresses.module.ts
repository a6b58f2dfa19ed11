import type { FastifyInstance } from 'fastify';
import type { OrderingDeps } from '../../ordering/ordering-deps.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { createAddressesService } from './addresses.service.ts';

/** Delivery addresses, geocoded with the configured geocoder. */
export async function registerAddresses(app: FastifyInstance, deps: OrderingDeps): Promise<void> {
  const { db, clock, geocoder } = deps;
  await app.register(addressesRoutes, { addresses: createAddressesService({ db, clock, geocoder }) });
}
