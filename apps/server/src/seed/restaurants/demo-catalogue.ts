import { WEEKDAYS, type WeeklyHours, type Weekday } from '@playeats/domain/opening-hours';
import { CITIES, type City } from '../../adapters/geocoder/north-american-cities.ts';
import type { AddressDto, DemoDto } from '@playeats/contracts/restaurants';
import type {
  MenuCategoryInput,
  OptionGroupInput,
  RestaurantInput,
} from '../../modules/restaurants/restaurants.module.ts';
import {
  DESSERTS,
  DRINKS,
  MENUS,
  OPTION_GROUPS,
  type CategoryTemplate,
  type OptionGroupKey,
} from './menu-templates.ts';
import { DEMO_ADDRESS, DEMO_POSITION } from '../../modules/restaurants/restaurants.module.ts';
import { NAMES, STREETS } from './names.ts';
import { createRandom, type Random } from './prng.ts';

// The demo catalogue: about 2,000 restaurants with full menus in real US and Canadian
// cities, the same on every start (a seeded generator, no clock, no Math.random).

export const DEMO_SEED = 'playeats-demo-catalogue-v1';
export const DEMO_RESTAURANT_COUNT = 2000;

// ---- opening hours ----

type DayRanges = [string, string][];
const days = (pick: (day: Weekday, index: number) => DayRanges): WeeklyHours =>
  WEEKDAYS.map((day, i) => ({ day, ranges: pick(day, i).map(([opens, closes]) => ({ opens, closes })) }));

export const HOURS = {
  allDay: days((_d, i) => [['11:00', i >= 4 && i <= 5 ? '23:00' : '22:00']]),
  lunchDinner: days((d) =>
    d === 'MONDAY'
      ? []
      : [
          ['11:30', '14:30'],
          ['17:00', '22:00'],
        ],
  ),
  dinnerOnly: days((d) => (d === 'SUNDAY' || d === 'MONDAY' ? [] : [['17:00', '23:00']])),
  // Late-night: past midnight every day, until 03:00 on Friday and Saturday nights.
  lateNight: days((_d, i) => [['11:00', i === 4 || i === 5 ? '03:00' : '01:00']]),
  bar: days((d) => (d === 'MONDAY' ? [] : [['18:00', '02:00']])),
  breakfast: days((d) => [[d === 'SUNDAY' ? '08:00' : '06:30', '15:00']]),
  cafe: days((_d, i) => [i < 5 ? ['07:00', '18:00'] : ['08:00', '17:00']]),
  bakery: days((d) => (d === 'MONDAY' ? [] : [['07:00', '18:00']])),
  weekdayLunch: days((_d, i) => (i < 5 ? [['10:30', '15:30']] : [])),
  always: days(() => [['00:00', '00:00']]),
} satisfies Record<string, WeeklyHours>;

function hoursFor(cuisine: string, rnd: Random): WeeklyHours {
  const roll = rnd.next();
  switch (cuisine) {
    case 'cafe':
      return HOURS.cafe;
    case 'bakery':
    case 'desserts':
      return roll < 0.6 ? HOURS.bakery : HOURS.cafe;
    case 'breakfast':
      return roll < 0.85 ? HOURS.breakfast : HOURS.always;
    case 'pizza':
    case 'burgers':
    case 'chicken':
    case 'poutine':
    case 'korean':
    case 'mexican':
    case 'ramen':
      return roll < 0.35 ? HOURS.lateNight : roll < 0.45 ? HOURS.bar : HOURS.allDay;
    case 'american':
      return roll < 0.1 ? HOURS.always : roll < 0.3 ? HOURS.lateNight : HOURS.allDay;
    case 'sandwiches':
      return roll < 0.3 ? HOURS.weekdayLunch : HOURS.allDay;
    default:
      return roll < 0.5 ? HOURS.lunchDinner : roll < 0.65 ? HOURS.dinnerOnly : HOURS.allDay;
  }
}

// ---- places ----

const RELATED: Record<string, readonly string[]> = {
  pizza: ['italian'],
  italian: ['pizza'],
  sushi: ['japanese'],
  japanese: ['sushi'],
  ramen: ['japanese'],
  burgers: ['american'],
  bbq: ['american'],
  chicken: ['american'],
  american: ['burgers'],
  bakery: ['cafe', 'desserts'],
  cafe: ['breakfast', 'bakery'],
  breakfast: ['cafe', 'american'],
  desserts: ['bakery'],
  vegetarian: ['healthy', 'vegan'],
  vegan: ['vegetarian', 'healthy'],
  healthy: ['vegetarian'],
  poutine: ['burgers'],
  sandwiches: ['american', 'cafe'],
  vietnamese: ['thai'],
  thai: ['vietnamese'],
  lebanese: ['greek'],
  greek: ['lebanese'],
  french: ['bakery'],
  indian: ['vegetarian'],
  seafood: ['american'],
};

const COMMON_CUISINES = Object.keys(MENUS).filter((c) => c !== 'poutine');

function primaryCuisine(city: City, rnd: Random): string {
  // Québec's casse-croûtes: poutine is common there, rare elsewhere in Canada, absent in the US.
  if (city.country === 'CANADA' && rnd.chance(city.french ? 0.12 : 0.04)) return 'poutine';
  return rnd.pick(COMMON_CUISINES);
}

function restaurantName(cuisine: string, city: City, used: Set<string>, rnd: Random): string {
  const parts = NAMES[cuisine]!;
  const make = () => {
    if (parts.whole) return rnd.pick(parts.whole);
    const kind = rnd.pick(parts.kinds!);
    return kind ? `${rnd.pick(parts.first!)} ${kind}` : rnd.pick(parts.first!);
  };
  let name = make();
  for (let tries = 0; used.has(name) && tries < 8; tries += 1) name = make();
  if (used.has(name)) name = `${name} ${city.french ? 'Centre-Ville' : 'Downtown'}`;
  for (let n = 2; used.has(name); n += 1) name = `${name.replace(/ \d+$/, '')} ${n}`;
  used.add(name);
  return name;
}

const FSA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const DIGITS = '0123456789';

function postalCode(city: City, rnd: Random): string {
  const prefix = rnd.pick(city.postalPrefixes);
  if (city.country === 'UNITED_STATES') return `${prefix}${rnd.int(0, 99).toString().padStart(2, '0')}`;
  // Canadian: A1A 1A1, the prefix gives the first one to three characters.
  const pattern = ['L', 'D', 'L', 'D', 'L', 'D'];
  let code = prefix;
  for (let i = prefix.length; i < 6; i += 1)
    code += rnd.pick(pattern[i] === 'L' ? [...FSA_LETTERS] : [...DIGITS.slice(1)]);
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

function address(city: City, rnd: Random): AddressDto {
  const streets = city.french ? STREETS.french : city.country === 'CANADA' ? STREETS.canada : STREETS.us;
  return {
    street: `${rnd.int(10, 4999)} ${rnd.pick(streets)}`,
    city: city.name,
    region: city.region,
    postalCode: postalCode(city, rnd),
    country: city.country,
  };
}

/** A point in a disc around the centre, denser towards downtown; `radiusKm` grows with the city. */
function positionNear(center: { lat: number; lng: number }, radiusKm: number, rnd: Random) {
  const distanceKm = radiusKm * rnd.next() ** 0.8;
  const bearing = rnd.next() * 2 * Math.PI;
  const dLat = (distanceKm / 111.32) * Math.cos(bearing);
  const dLng = (distanceKm / (111.32 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: round6(center.lat + dLat), lng: round6(center.lng + dLng) };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

// ---- menus ----

/** Menu prices end in .49 or .99, as people expect. */
function adjustPrice(cents: number, rnd: Random): number {
  const raw = cents * (0.85 + rnd.next() * 0.3);
  return Math.max(99, Math.round(raw / 50) * 50 - 1);
}

function menuFor(cuisine: string, rnd: Random, complete = false): RestaurantInput['menu'] {
  const templates: CategoryTemplate[] = [...MENUS[cuisine]!, DRINKS];
  if (complete || rnd.chance(0.4)) templates.push(DESSERTS);
  const groups = new Map<OptionGroupKey, OptionGroupInput>();
  const groupId = (key: OptionGroupKey) => {
    let group = groups.get(key);
    if (!group) {
      const t = OPTION_GROUPS[key];
      group = {
        id: rnd.uuid(),
        name: t.name,
        minSelections: t.min,
        maxSelections: t.max,
        options: t.options.map(([name, priceCents]) => ({ id: rnd.uuid(), name, priceCents })),
      };
      groups.set(key, group);
    }
    return group.id!;
  };
  const categories: MenuCategoryInput[] = templates.map((category) => {
    const kept = category.items.filter((_item, i) => complete || i < 3 || rnd.chance(0.8));
    return {
      id: rnd.uuid(),
      name: category.name,
      items: kept.map(([name, description, price, groupKeys = []]) => ({
        id: rnd.uuid(),
        name,
        description,
        priceCents: adjustPrice(price, rnd),
        imageUrl: null,
        available: complete || !rnd.chance(0.03),
        optionGroupIds: groupKeys.map(groupId),
      })),
    };
  });
  return { optionGroups: [...groups.values()], categories };
}

// ---- the catalogue ----

function restaurantCounts(total: number): Map<City, number> {
  const weight = CITIES.reduce((sum, c) => sum + c.weight, 0);
  const exact = CITIES.map((city) => ({ city, share: (total * city.weight) / weight }));
  const counts = new Map(exact.map(({ city, share }) => [city, Math.floor(share)]));
  let left = total - [...counts.values()].reduce((a, b) => a + b, 0);
  // Largest remainder, ties in list order: deterministic.
  for (const { city } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    counts.set(city, counts.get(city)! + 1);
  }
  return counts;
}

function demoPlace(rnd: Random): RestaurantInput {
  const id = rnd.uuid(); // first draw: DEMO_PLACE_ID (modules/restaurants/demo-place.ts)
  return {
    id,
    name: 'Poutinerie du Quartier',
    cuisines: ['poutine', 'burgers'],
    address: { street: '1188 Rue Peel', city: 'Montréal', region: 'QC', postalCode: 'H3B 2T4', country: 'CANADA' },
    position: { lat: 45.4997, lng: -73.5712 },
    timeZone: 'America/Toronto',
    openingHours: HOURS.always,
    deliveryRadiusM: 8000,
    minimumOrderCents: 1000,
    deliveryFeeCents: 299,
    preparationMinutes: 15,
    rating: 4.7,
    imageUrl: null,
    isPartner: true,
    isActive: true,
    orderingEnabled: true,
    menu: menuFor('poutine', rnd, true),
  };
}

export interface DemoCatalogue {
  restaurants: RestaurantInput[];
  demo: DemoDto;
}

/** The whole catalogue, identical on every call: restaurant 0 is the demo place. */
export function generateDemoCatalogue(count = DEMO_RESTAURANT_COUNT): DemoCatalogue {
  const rnd = createRandom(DEMO_SEED);
  const place = demoPlace(rnd);
  const restaurants: RestaurantInput[] = [place];
  const counts = restaurantCounts(count - 1);
  for (const city of CITIES) {
    const used = new Set<string>(city.name === place.address.city ? [place.name] : []);
    const radiusKm = 3 + Math.sqrt(city.weight) * 0.8;
    for (let i = 0; i < counts.get(city)!; i += 1) {
      const cuisine = primaryCuisine(city, rnd);
      const related = RELATED[cuisine];
      const cuisines = related && rnd.chance(0.5) ? [cuisine, rnd.pick(related)] : [cuisine];
      restaurants.push({
        id: rnd.uuid(),
        name: restaurantName(cuisine, city, used, rnd),
        cuisines,
        address: address(city, rnd),
        position: positionNear(city, radiusKm, rnd),
        timeZone: city.timeZone,
        openingHours: hoursFor(cuisine, rnd),
        deliveryRadiusM: rnd.int(6, 20) * 500,
        minimumOrderCents: rnd.pick([0, 1000, 1500, 2000]),
        deliveryFeeCents: rnd.pick([0, 199, 299, 399, 499]),
        preparationMinutes: rnd.int(2, 7) * 5,
        rating: rnd.chance(0.05) ? null : rnd.int(35, 49) / 10,
        imageUrl: null,
        isPartner: rnd.chance(0.3),
        isActive: rnd.chance(0.98),
        orderingEnabled: rnd.chance(0.95),
        menu: menuFor(cuisine, rnd),
      });
    }
  }
  return { restaurants, demo: { address: DEMO_ADDRESS, position: DEMO_POSITION, placeId: place.id! } };
}
