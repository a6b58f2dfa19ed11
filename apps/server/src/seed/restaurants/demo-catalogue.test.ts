import { describe, expect, it } from 'vitest';
import { haversineKm } from '@playeats/domain/distance';
import { minutesOfClock } from '@playeats/domain/opening-hours';
import { isTimeZone } from '@playeats/domain/time-zone';
import { CITIES } from '../../adapters/geocoder/north-american-cities.ts';
import { CUISINE_SLUGS } from '../../modules/restaurants/cuisines.ts';
import { DEMO_PLACE_ID } from '../../modules/restaurants/demo-place.ts';
import { generateDemoCatalogue } from './demo-catalogue.ts';
import { createRandom } from './prng.ts';

describe('the demo catalogue', () => {
  const { restaurants, demo } = generateDemoCatalogue();

  it('is the same on every run: same ids, names and places', () => {
    expect(generateDemoCatalogue()).toEqual({ restaurants, demo });
    expect(restaurants[0]!.id).toBe(DEMO_PLACE_ID);
    expect(demo.placeId).toBe(DEMO_PLACE_ID);
  });

  it('has about 2,000 restaurants with unique ids, each in or near its city', () => {
    expect(restaurants).toHaveLength(2000);
    const ids = restaurants.flatMap((r) => [
      r.id,
      ...r.menu!.categories.flatMap((c) => [c.id, ...c.items.map((i) => i.id)]),
      ...r.menu!.optionGroups.flatMap((g) => [g.id, ...g.options.map((o) => o.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of restaurants) {
      const city = CITIES.find((c) => c.name === r.address.city && c.region === r.address.region)!;
      expect(haversineKm(city, r.position), r.name).toBeLessThan(25);
      expect(isTimeZone(r.timeZone)).toBe(true);
      expect(r.cuisines.every((c) => CUISINE_SLUGS.has(c))).toBe(true);
    }
    const perCity = new Map<string, number>();
    for (const r of restaurants) perCity.set(r.address.city, (perCity.get(r.address.city) ?? 0) + 1);
    expect(Math.max(...perCity.values())).toBe(perCity.get('Montréal'));
    expect(perCity.size).toBe(new Set(CITIES.map((c) => c.name)).size);
  });

  it('names are unique within a city; postal codes look real', () => {
    const seen = new Set<string>();
    for (const r of restaurants) {
      const key = `${r.address.city}/${r.address.region}/${r.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(r.address.postalCode).toMatch(r.address.country === 'CANADA' ? /^[A-Z]\d[A-Z] \d[A-Z]\d$/ : /^\d{5}$/);
    }
  });

  it('includes late-night places open past midnight and places closed some days', () => {
    const pastMidnight = restaurants.filter((r) =>
      r.openingHours.some((d) =>
        d.ranges.some((x) => minutesOfClock(x.closes) < minutesOfClock(x.opens) && x.closes !== '00:00'),
      ),
    );
    const closedDays = restaurants.filter((r) => r.openingHours.some((d) => d.ranges.length === 0));
    expect(pastMidnight.length).toBeGreaterThan(50);
    expect(closedDays.length).toBeGreaterThan(200);
  });

  it('every item names option groups of its own restaurant; sizes are choose-one, extras up to three', () => {
    for (const r of restaurants) {
      const groups = new Map(r.menu!.optionGroups.map((g) => [g.id, g]));
      for (const item of r.menu!.categories.flatMap((c) => c.items)) {
        for (const id of item.optionGroupIds ?? []) expect(groups.has(id)).toBe(true);
        expect(item.priceCents % 50).toBe(49);
      }
    }
    const all = restaurants.flatMap((r) => r.menu!.optionGroups);
    expect(all.find((g) => g.name === 'Size')).toMatchObject({ minSelections: 1, maxSelections: 1 });
    expect(all.find((g) => g.name === 'Extras')).toMatchObject({ minSelections: 0, maxSelections: 3 });
  });

  it('a dish whose description offers a choice ("cola or ginger ale") has a required group to make it', () => {
    const choices: Record<string, string[]> = {
      'Soft Drink': ['Cola', 'Diet cola', 'Lemon-lime', 'Ginger ale'],
      'Two Eggs Any Style': ['Bacon', 'Sausage'],
      'Two Scoops': ['Cup', 'Cone'],
    };
    const seen = new Set<string>();
    for (const r of restaurants) {
      const groups = new Map(r.menu!.optionGroups.map((g) => [g.id, g]));
      for (const item of r.menu!.categories.flatMap((c) => c.items)) {
        const expected = choices[item.name];
        if (!expected) continue;
        seen.add(item.name);
        const offered = (item.optionGroupIds ?? [])
          .map((id) => groups.get(id)!)
          .find((g) => g.minSelections === 1 && g.maxSelections === 1 && expected.includes(g.options[0]!.name));
        expect(
          offered?.options.map((o) => o.name),
          `${r.name}: ${item.name}`,
        ).toEqual(expected);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(choices).sort());
  });

  it('the demo place is an active partner in Montréal, open around the clock, near the demo address', () => {
    const place = restaurants[0]!;
    expect(place).toMatchObject({
      isPartner: true,
      isActive: true,
      orderingEnabled: true,
      address: { city: 'Montréal' },
    });
    expect(haversineKm(place.position, demo.position)).toBeLessThan(1);
  });
});

describe('createRandom', () => {
  it('repeats for a seed, differs between seeds, and makes version-4 UUIDs', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const draws = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(draws);
    expect(createRandom('y').next()).not.toBe(draws[0]);
    for (let i = 0; i < 100; i += 1) {
      expect(a.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
