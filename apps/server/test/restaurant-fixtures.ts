import { randomUUID } from 'node:crypto';
import { EARTH_RADIUS_KM, type LatLng } from '@playeats/domain/distance';
import { WEEKDAYS, type WeeklyHours } from '@playeats/domain/opening-hours';
import type { RestaurantInput } from '../src/modules/restaurants/restaurant-input.ts';

/** The point `distanceKm` away on `bearingDeg` (0 = north), on the mean-radius sphere haversineKm uses. */
export function destination(from: LatLng, bearingDeg: number, distanceKm: number): LatLng {
  const rad = Math.PI / 180;
  const d = distanceKm / EARTH_RADIUS_KM;
  const b = bearingDeg * rad;
  const lat1 = from.lat * rad;
  const lng1 = from.lng * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

export const everyDay = (opens: string, closes: string): WeeklyHours =>
  WEEKDAYS.map((day) => ({ day, ranges: [{ opens, closes }] }));

/** A restaurant with sensible defaults; override what the test is about. */
export function restaurant(
  overrides: Partial<RestaurantInput> & Pick<RestaurantInput, 'name' | 'position'>,
): RestaurantInput {
  return {
    id: randomUUID(),
    cuisines: ['american'],
    address: { street: '1 Test St', city: 'Toronto', region: 'ON', postalCode: 'M5V 1A1', country: 'CANADA' },
    timeZone: 'America/Toronto',
    openingHours: everyDay('00:00', '00:00'),
    isPartner: false,
    ...overrides,
  };
}

/** A pizza menu: Size (choose 1), Extras (up to 3), and an item that is sold out. */
export function pizzaMenu() {
  const size = { id: randomUUID(), small: randomUUID(), large: randomUUID() };
  const extras = {
    id: randomUUID(),
    cheese: randomUUID(),
    bacon: randomUUID(),
    olives: randomUUID(),
    onions: randomUUID(),
  };
  const items = { margherita: randomUUID(), garlicBread: randomUUID(), calzone: randomUUID() };
  const menu: NonNullable<RestaurantInput['menu']> = {
    optionGroups: [
      {
        id: size.id,
        name: 'Size',
        minSelections: 1,
        maxSelections: 1,
        options: [
          { id: size.small, name: 'Small', priceCents: 0 },
          { id: size.large, name: 'Large', priceCents: 400 },
        ],
      },
      {
        id: extras.id,
        name: 'Extras',
        minSelections: 0,
        maxSelections: 3,
        options: [
          { id: extras.cheese, name: 'Extra cheese', priceCents: 150 },
          { id: extras.bacon, name: 'Bacon', priceCents: 200 },
          { id: extras.olives, name: 'Olives', priceCents: 100 },
          { id: extras.onions, name: 'Onions', priceCents: 100 },
        ],
      },
    ],
    categories: [
      {
        name: 'Pizzas',
        items: [
          {
            id: items.margherita,
            name: 'Margherita',
            description: 'Tomato, basil',
            priceCents: 1499,
            optionGroupIds: [size.id, extras.id],
          },
          { id: items.calzone, name: 'Calzone', priceCents: 1599, available: false, optionGroupIds: [size.id] },
        ],
      },
      { name: 'Sides', items: [{ id: items.garlicBread, name: 'Garlic Bread', priceCents: 599 }] },
    ],
  };
  return { menu, size, extras, items };
}
