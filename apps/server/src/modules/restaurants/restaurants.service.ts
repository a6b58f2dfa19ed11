import type {
  CuisineDto,
  DemoDto,
  NearbyPageDto,
  NearbyQuery,
  PartnersPageDto,
  PartnersQuery,
  RestaurantDetailDto,
  RestaurantSummaryDto,
} from '@playeats/contracts/restaurants';
import { convertDistance } from '@playeats/domain/distance';
import { openingStatusOf } from '@playeats/domain/opening-hours';
import { currencyOf } from '@playeats/domain/pricing';
import { searchKey } from '@playeats/domain/search-key';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import type { Repository } from '../../db/unit-of-work.ts';
import { batcher, type Batcher } from '../../lib/batcher.ts';
import { mayBeOneCallsError } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { CUISINES, cuisinesMatching } from './cuisines.ts';
import type { RestaurantImageUrls } from './images/restaurant-images.ts';
import { DEMO_ADDRESS, DEMO_PLACE_ID, DEMO_POSITION } from './demo-place.ts';
import { nestMenu } from './menu.ts';
import type { RestaurantInput } from './restaurant-input.ts';
import {
  isPlainSearch,
  type NearbySearch,
  type PlainNearbySearch,
  type RestaurantRow,
  type RestaurantsRepository,
} from './restaurants.repository.ts';

export const restaurantNotFound = () =>
  new HttpProblem(404, 'RestaurantNotFoundException', 'Restaurant not found', 'This restaurant is not available.');

const round2 = (n: number) => Math.round(n * 100) / 100;

export function toSummary(row: RestaurantRow, now: Date, images: SummaryImages): RestaurantSummaryDto {
  const status = openingStatusOf(row.openMinutes, row.timeZone, now);
  return {
    id: row.id,
    name: row.name,
    cuisines: row.cuisines,
    imageUrl: images.urlFor(row),
    imageSrcSet: images.srcSetFor(row),
    rating: row.rating,
    address: {
      street: row.street,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country as RestaurantSummaryDto['address']['country'],
    },
    position: { lat: row.lat, lng: row.lng },
    currency: currencyOf(row.country),
    timeZone: row.timeZone,
    deliveryRadiusKm: row.deliveryRadiusM / 1000,
    minimumOrderCents: row.minimumOrderCents,
    deliveryFeeCents: row.deliveryFeeCents,
    preparationMinutes: row.preparationMinutes,
    isPartner: row.isPartner,
    orderingEnabled: row.orderingEnabled,
    openNow: status.openNow,
    opensAt: status.opensAt?.toISOString() ?? null,
    closesAt: status.closesAt?.toISOString() ?? null,
  };
}

/**
 * A list's item: the summary with its distance set on the object itself, not spread into
 * a copy of its 20 fields (allocation per row a search paid for, decision 0038).
 */
function withDistance<D extends number | null>(summary: RestaurantSummaryDto, distance: D) {
  const item = summary as RestaurantSummaryDto & { distance: D };
  item.distance = distance;
  return item;
}

type SummaryImages = Pick<RestaurantImageUrls, 'urlFor' | 'srcSetFor'>;

export interface RestaurantsServiceDeps {
  restaurants: Repository<RestaurantsRepository>;
  images: SummaryImages;
  clock: Clock;
  /** Plain searches' statements at once (the NEARBY_BATCHES_AT_ONCE setting); default 2. */
  batchesAtOnce?: number;
}

/**
 * Plain nearby searches coalesced (lib/batcher.ts, decision 0038): one alone while a slot
 * is free, else with those waiting, up to this many in one statement.
 */
const NEARBY_BATCH_MAX = 50;
/**
 * Batches at once by default: PostgreSQL runs each on one connection, so several keep its
 * cores busy; two measured best on a 2-core database (decision 0038), a setting for bigger ones.
 */
const NEARBY_BATCHES_AT_ONCE = 2;
/** Searches waiting for a batch beyond which one more is answered 503 with Retry-After. */
const NEARBY_WAITING_MAX = 2_000;
/**
 * A search reaching deeper than this many rows goes alone: its index walk grows with its
 * offset, and in a batch it would hold up every search beside it (a deep page repeated
 * could hold up every plain search; the first pages, what lists and maps ask, stay within).
 */
const NEARBY_BATCH_DEPTH = 200;

/** Discovery (spec section 1): partners, nearby, one restaurant with its menu, cuisines, demo. */
export class RestaurantsService {
  private readonly plainSearches: Batcher<PlainNearbySearch, (RestaurantRow & { distanceM: number })[]>;

  constructor(private readonly deps: RestaurantsServiceDeps) {
    this.plainSearches = batcher({
      name: 'nearby searches',
      max: NEARBY_BATCH_MAX,
      inFlight: deps.batchesAtOnce ?? NEARBY_BATCHES_AT_ONCE,
      maxWaiting: NEARBY_WAITING_MAX,
      run: (searches) => deps.restaurants.nearbyPlain(searches),
      retryAlone: mayBeOneCallsError,
    });
  }

  /** Partners by name, or nearest first from lat/lng; `q` is a part of the name or a cuisine. */
  async partners(query: PartnersQuery): Promise<PartnersPageDto> {
    const { restaurants: repo, clock } = this.deps;
    const { page, pageSize, unit } = query;
    const q = query.q ?? '';
    const nameContains = searchKey(q) || undefined;
    const cuisines = q ? cuisinesMatching(q) : [];
    const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    const { rows, total } = await repo.partners({
      nameContains,
      cuisines,
      near,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const now = clock.now();
    return {
      items: rows.map((row) =>
        withDistance(
          toSummary(row, now, this.deps.images),
          row.distanceM === null ? null : round2(convertDistance(row.distanceM / 1000, 'km', unit)),
        ),
      ),
      page,
      pageSize,
      total,
    };
  }

  async nearby(query: NearbyQuery): Promise<NearbyPageDto> {
    const { restaurants: repo, clock } = this.deps;
    const { page, pageSize, unit, radius } = query;
    const empty = { items: [], page, pageSize, hasMore: false, radius, unit };
    const q = query.q ?? '';
    let nameContains: string | undefined;
    let cuisines: string[] | undefined;
    if (query.searchType === 'MERCHANT_NAME') {
      nameContains = searchKey(q) || undefined;
    } else if (q) {
      cuisines = cuisinesMatching(q);
      if (cuisines.length === 0) return empty;
    }
    const now = clock.now();
    const search: NearbySearch = {
      lat: query.lat,
      lng: query.lng,
      radiusM: convertDistance(radius, unit, 'km') * 1000,
      nameContains,
      cuisines,
      openAt: query.openNow ? now : undefined,
      // One more than a page says whether another page exists, without counting them all.
      limit: pageSize + 1,
      offset: (page - 1) * pageSize,
    };
    const batched = isPlainSearch(search) && search.offset + search.limit <= NEARBY_BATCH_DEPTH;
    const rows = batched ? await this.plainSearches.submit(search) : await repo.nearby(search);
    return {
      ...empty,
      hasMore: rows.length > pageSize,
      items: rows
        .slice(0, pageSize)
        .map((row) =>
          withDistance(
            toSummary(row, now, this.deps.images),
            round2(convertDistance(row.distanceM / 1000, 'km', unit)),
          ),
        ),
    };
  }

  async detail(id: string): Promise<RestaurantDetailDto> {
    const { restaurants: repo, clock } = this.deps;
    const row = await repo.findActive(id);
    if (!row) throw restaurantNotFound();
    const menu = nestMenu(await repo.menuOf(id));
    if (menu.categories.every((c) => c.items.length === 0)) {
      throw new HttpProblem(
        404,
        'RestaurantMenuNotFoundException',
        'Menu not found',
        'This restaurant has no menu at the moment.',
      );
    }
    return { ...toSummary(row, clock.now(), this.deps.images), openingHours: row.openingHours, menu };
  }

  /**
   * What a restaurant's page shows first, its name and picture, for the page's first paint
   * (the web's restaurant shell, issue 17); null for an unknown or inactive restaurant (one
   * without a menu is shown: its page then says it has no menu at the moment).
   */
  async hero(id: string): Promise<Pick<RestaurantSummaryDto, 'name' | 'cuisines' | 'imageUrl' | 'imageSrcSet'> | null> {
    const row = await this.deps.restaurants.findActive(id);
    if (!row) return null;
    const { images } = this.deps;
    return { name: row.name, cuisines: row.cuisines, imageUrl: images.urlFor(row), imageSrcSet: images.srcSetFor(row) };
  }

  async cuisines(): Promise<CuisineDto[]> {
    const counts = await this.deps.restaurants.cuisineCounts();
    return CUISINES.map((c) => ({
      slug: c.slug,
      labels: { en: c.en, fr: c.fr },
      restaurantCount: counts.get(c.slug) ?? 0,
    })).sort((a, b) => b.restaurantCount - a.restaurantCount || a.slug.localeCompare(b.slug));
  }

  /** The demo address and place; the place only when the demo catalogue is there. */
  async demo(): Promise<DemoDto> {
    const place = await this.deps.restaurants.findActive(DEMO_PLACE_ID);
    return { address: DEMO_ADDRESS, position: DEMO_POSITION, placeId: place ? place.id : null };
  }
}

/** The catalogue's write side: restaurants with their menus, added in bulk (the demo seed, partner imports). */
export class CatalogueService {
  constructor(private readonly deps: { restaurants: Repository<RestaurantsRepository> }) {}

  /** Restaurants whose id exists already are left alone, so loading a catalogue twice changes nothing. */
  importCatalogue(inputs: readonly RestaurantInput[], tx?: Database): Promise<string[]> {
    return (tx ? this.deps.restaurants.in(tx) : this.deps.restaurants).insertRestaurants(inputs);
  }
}
