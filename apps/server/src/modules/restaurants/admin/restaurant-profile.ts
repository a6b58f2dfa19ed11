import type { RestaurantProfileInput } from '@playeats/contracts/admin-restaurants';
import type { Position } from '@playeats/contracts/restaurants';
import type { WeeklyHours } from '@playeats/domain/opening-hours';
import { searchKey } from '@playeats/domain/search-key';
import { isTimeZone } from '@playeats/domain/time-zone';
import type { Geocoder } from '../../../adapters/geocoder/geocoder.ts';
import { locateAddress, type Located } from '../../../adapters/geocoder/locate-address.ts';
import { LruCache } from '../../../lib/lru-cache.ts';
import { CUISINE_SLUGS } from '../cuisines.ts';
import type { RestaurantInput } from '../restaurant-input.ts';

/** Geocoding answers a resolver keeps: the addresses a file repeats near each other ask once. */
const PLACES_KEPT = 1_000;

/** A field the schema let through but the catalogue refuses; `field` is a dotted path in the profile. */
export interface ProfileIssue {
  field: string;
  reason: string;
}

export type ResolvedProfile = Omit<RestaurantInput, 'menu' | 'id' | 'isActive'>;

/**
 * The checks a restaurant profile needs beyond its schema (known cuisines, a real time
 * zone) and the address geocoded when no position or zone is given: the same for the
 * admin's form and for every restaurant of an import. Geocoding answers are kept per
 * address key, so an import of many restaurants at few addresses asks once per address;
 * the most recent PLACES_KEPT only, so a file of 100,000 addresses holds no more of them.
 */
export class ProfileResolver {
  private readonly places = new LruCache<Promise<Located | null>>(PLACES_KEPT, Number.POSITIVE_INFINITY);

  constructor(private readonly geocoder: Geocoder) {}

  async resolve(profile: RestaurantProfileInput): Promise<{ value: ResolvedProfile } | { issues: ProfileIssue[] }> {
    const issues: ProfileIssue[] = [];
    const cuisines = [...new Set(profile.cuisines.map((c) => c.toLowerCase()))];
    cuisines.forEach((slug, i) => {
      if (!CUISINE_SLUGS.has(slug)) issues.push({ field: `cuisines.${i}`, reason: `unknown cuisine: ${slug}` });
    });
    if (profile.timeZone && !isTimeZone(profile.timeZone)) {
      issues.push({ field: 'timeZone', reason: 'expected an IANA time zone such as America/Toronto' });
    }
    let position: Position | null = profile.position ?? null;
    let timeZone = profile.timeZone ?? null;
    if (issues.length === 0 && (!position || !timeZone)) {
      const place = await this.locate(profile.address);
      if (place) {
        position ??= place.position;
        timeZone ??= place.timeZone;
      }
      if (!position) {
        issues.push({
          field: 'address',
          reason: 'could not be located: check the city and postal code, or give the position',
        });
      } else if (!timeZone) {
        issues.push({ field: 'timeZone', reason: 'is required when the city cannot be located' });
      }
    }
    if (issues.length > 0) return { issues };
    return {
      value: {
        name: profile.name,
        externalRef: profile.externalRef ?? null,
        cuisines,
        address: profile.address,
        position: position!,
        timeZone: timeZone!,
        openingHours: profile.openingHours as WeeklyHours,
        deliveryRadiusM: Math.round(profile.deliveryRadiusKm * 1000),
        deliveryFeeCents: profile.deliveryFeeCents,
        minimumOrderCents: profile.minimumOrderCents,
        preparationMinutes: profile.preparationMinutes,
        isPartner: profile.isPartner,
        orderingEnabled: profile.orderingEnabled,
        imageUrl: profile.imageUrl ?? null,
      },
    };
  }

  /** The street address's position when the geocoder finds it, else its postal code's, else its city's (decision 0029). */
  private locate(address: RestaurantProfileInput['address']): Promise<Located | null> {
    const key = [
      address.country,
      address.region,
      searchKey(address.street),
      searchKey(address.city),
      address.postalCode.replace(/\s/g, ''),
    ]
      .join('|')
      .toUpperCase();
    let found = this.places.get(key);
    if (!found) {
      found = locateAddress(this.geocoder, { ...address, line1: address.street }).then((r) =>
        'failed' in r ? null : r,
      );
      this.places.set(key, found);
    }
    return found;
  }
}
