import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import { withFallback } from '../../adapters/geocoder/fallback-geocoder.ts';
import { createLocalGeocoder } from '../../adapters/geocoder/local-geocoder.ts';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import { addressesRepository } from './addresses/addresses.repository.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { AddressesService, type DeliveryCoverageSource } from './addresses/addresses.service.ts';
import { usersRepository } from './users/users.repository.ts';
import { usersRoutes } from './users/users.routes.ts';
import { UsersService } from './users/users.service.ts';

export interface Accounts {
  users: UsersService;
  addresses: AddressesService;
}

/** The services of accounts on `db`, without routes (the app and tests). */
export function createAccounts(deps: {
  db: Database;
  clock: Clock;
  geocoder: Geocoder;
  /** Whether a restaurant delivers to a saved address (the restaurants module's answer). */
  coverage?: DeliveryCoverageSource;
}): Accounts {
  const { db, clock, geocoder, coverage } = deps;
  const addresses = new AddressesService({
    uow: unitOfWork(db),
    addresses: repository(addressesRepository, db),
    clock,
    // An address is saved even when the configured geocoder is busy or down (decision 0029).
    geocoder: withFallback(geocoder, () => createLocalGeocoder()),
    ...(coverage ? { coverage } : {}),
  });
  return { addresses, users: new UsersService({ users: repository(usersRepository, db), addresses }) };
}

/** Accounts: who the users are and where they are delivered (GET/PATCH /api/users/me, …/addresses). */
export async function registerAccounts(app: FastifyInstance, accounts: Accounts): Promise<void> {
  await app.register(usersRoutes, { users: accounts.users });
  await app.register(addressesRoutes, { addresses: accounts.addresses });
}
