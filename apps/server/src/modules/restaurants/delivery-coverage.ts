import { and, eq, sql } from 'drizzle-orm';
import { MAX_DELIVERY_RADIUS_KM } from '@playeats/contracts/admin-restaurants';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { EARTHDISTANCE_RADIUS_M, MEAN_EARTH_RADIUS_M } from './restaurants.repository.ts';

const TO_EARTHDISTANCE = EARTHDISTANCE_RADIUS_M / MEAN_EARTH_RADIUS_M;

/** Where an address is, for the question "does anyone deliver here?". */
export interface CoveredPlace {
  lat: number;
  lng: number;
  country: string;
}

/**
 * Whether any restaurant one can order from (active, ordering on, in the address's
 * country) has the place inside its delivery radius: the quote's range rule
 * (ordering/cart/quote-rules.ts, outOfRange) asked of every restaurant at once. The GiST
 * index answers the box of the largest radius an admin can set; earth_distance trims it.
 * Saving an address uses it to warn (docs/decisions/0026-ordering-flows.md).
 */
export function deliveryCoverage(db: Database) {
  return {
    async deliversTo(place: CoveredPlace): Promise<boolean> {
      const origin = sql`ll_to_earth(${place.lat}, ${place.lng})`;
      const point = sql`ll_to_earth(${restaurants.lat}, ${restaurants.lng})`;
      const box = MAX_DELIVERY_RADIUS_KM * 1000 * TO_EARTHDISTANCE;
      const rows = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(
          and(
            eq(restaurants.isActive, true),
            eq(restaurants.orderingEnabled, true),
            eq(restaurants.country, place.country),
            sql`earth_box(${origin}, ${box}::float8) @> ${point}`,
            sql`earth_distance(${point}, ${origin}) <= ${restaurants.deliveryRadiusM} * ${TO_EARTHDISTANCE}::float8`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type DeliveryCoverage = ReturnType<typeof deliveryCoverage>;
