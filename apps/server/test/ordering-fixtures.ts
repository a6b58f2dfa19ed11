import type { Database } from '../src/db/client.ts';
import { addresses } from '../src/db/schema/ordering.ts';

/** Where the ordering tests' restaurants stand: downtown Montréal. */
export const MONTREAL_RESTAURANT = {
  position: { lat: 45.5017, lng: -73.5673 },
  address: { street: '1 Rue Test', city: 'Montréal', region: 'QC', postalCode: 'H2X 1Y4', country: 'CANADA' },
} as const;

/** A default delivery address for the user, 600 m from MONTREAL_RESTAURANT. */
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
      isDefault: true,
    })
    .returning();
  return address!;
}
