import type {
  CuisineDto,
  NearbyRestaurantDto,
  RestaurantDetailDto,
  RestaurantSummaryDto,
} from '@playeats/contracts/restaurants';
import { BOWL, CLASSIC, COLA, SOLD_OUT, uuid } from '../../../components/menu/menu-fixtures.ts';

export { BOWL, CLASSIC, COLA, SOLD_OUT, uuid };

/** Test support only: restaurants as the server answers them. */
export const RESTAURANT_ID = '8416ea4d-7027-443c-8591-c81b933b21b1';

export function summary(overrides: Partial<RestaurantSummaryDto> = {}): RestaurantSummaryDto {
  return {
    id: RESTAURANT_ID,
    name: 'Poutinerie du Quartier',
    cuisines: ['poutine', 'burgers'],
    imageUrl: null,
    imageSrcSet: null,
    rating: 4.5,
    address: {
      street: '1010 Rue Sainte-Catherine O',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H3B 1E7',
      country: 'CANADA',
    },
    position: { lat: 45.5, lng: -73.57 },
    currency: 'CAD',
    timeZone: 'America/Toronto',
    deliveryRadiusKm: 5,
    minimumOrderCents: 1500,
    deliveryFeeCents: 299,
    preparationMinutes: 20,
    isPartner: true,
    orderingEnabled: true,
    openNow: true,
    opensAt: null,
    closesAt: null,
    ...overrides,
  };
}

/** A restaurant in the United States: its amounts are US dollars. */
export const IN_NEW_YORK = {
  name: 'Empire Slice',
  address: { street: '1 Broadway', city: 'New York', region: 'NY', postalCode: '10004', country: 'UNITED_STATES' },
  position: { lat: 40.7128, lng: -74.006 },
  currency: 'USD',
  timeZone: 'America/New_York',
} satisfies Partial<RestaurantSummaryDto>;

export function nearby(overrides: Partial<NearbyRestaurantDto> = {}): NearbyRestaurantDto {
  return { ...summary(), distance: 0.5, ...overrides };
}

export function detail(overrides: Partial<RestaurantDetailDto> = {}): RestaurantDetailDto {
  return {
    ...summary(),
    openingHours: [
      { day: 'MONDAY', ranges: [] },
      ...(['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const).map((day) => ({
        day,
        ranges: [{ opens: '11:00', closes: '22:00' }],
      })),
      { day: 'SUNDAY', ranges: [{ opens: '00:00', closes: '00:00' }] },
    ],
    menu: {
      categories: [
        { id: uuid(401), name: 'Poutines', items: [CLASSIC, BOWL] },
        { id: uuid(402), name: 'Drinks', items: [COLA, SOLD_OUT] },
      ],
    },
    ...overrides,
  };
}

export const CUISINES: CuisineDto[] = [
  { slug: 'poutine', labels: { en: 'Poutine', fr: 'Poutine' }, restaurantCount: 12 },
  { slug: 'burgers', labels: { en: 'Burgers', fr: 'Burgers' }, restaurantCount: 30 },
  { slug: 'japanese', labels: { en: 'Japanese', fr: 'Japonais' }, restaurantCount: 20 },
];
