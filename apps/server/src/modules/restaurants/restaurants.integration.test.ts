import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nearbyPageSchema,
  nearbyQuerySchema,
  partnersPageSchema,
  restaurantDetailSchema,
  type NearbyPageDto,
} from '@playeats/contracts/restaurants';
import { haversineKm, KM_PER_MILE } from '@playeats/domain/distance';
import { manualClock } from '../../adapters/clock.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { destination, everyDay, pizzaMenu, restaurant } from '../../../test/restaurant-fixtures.ts';
import { repository } from '../../db/unit-of-work.ts';
import { restaurantsRepository } from './restaurants.repository.ts';
import { RestaurantsService, type RestaurantsServiceDeps } from './restaurants.service.ts';

const TORONTO = { lat: 43.6532, lng: -79.3832 };
const VANCOUVER = { lat: 49.2827, lng: -123.1207 };
const HALIFAX = { lat: 44.6488, lng: -63.5752 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const FIVE_MILES_KM = 5 * KM_PER_MILE;
/** Thursday 2026-01-15, 12:00 in Toronto. */
const NOON_TORONTO = new Date('2026-01-15T17:00:00Z');

describe('discovery', () => {
  let ctx: TestContext;
  const clock = manualClock(NOON_TORONTO);
  const pizza = pizzaMenu();
  const ids = {
    luigi: randomUUID(),
    cafe: randomUUID(),
    sushi: randomUUID(),
    bar: randomUUID(),
    inside: randomUUID(),
    outside: randomUUID(),
    closedForGood: randomUUID(),
    vancouver: randomUUID(),
    halifax: randomUUID(),
    newYork: randomUUID(),
  };
  const at = (bearing: number, km: number) => destination(TORONTO, bearing, km);

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    await restaurantsRepository(ctx.database.db).insertRestaurants([
      restaurant({
        id: ids.luigi,
        name: "Luigi's Pizzeria",
        cuisines: ['pizza', 'italian'],
        position: at(0, 0.5),
        openingHours: everyDay('11:00', '22:00'),
        isPartner: true,
        menu: pizza.menu,
      }),
      restaurant({ id: ids.cafe, name: 'Café Crème', cuisines: ['cafe'], position: at(90, 1.2) }),
      restaurant({
        id: ids.sushi,
        name: 'Sakura Sushi Bar',
        cuisines: ['sushi', 'japanese'],
        position: at(180, 2),
        isPartner: true,
      }),
      restaurant({
        id: ids.bar,
        name: 'Night Owl Bar',
        position: at(270, 3),
        openingHours: everyDay('18:00', '02:00'),
      }),
      // 20 m either side of a 5-mile circle.
      restaurant({ id: ids.inside, name: 'Edge Inside Diner', position: at(45, FIVE_MILES_KM - 0.02) }),
      restaurant({ id: ids.outside, name: 'Edge Outside Diner', position: at(225, FIVE_MILES_KM + 0.02) }),
      restaurant({
        id: ids.closedForGood,
        name: 'Gone Pizza',
        cuisines: ['pizza'],
        position: at(0, 0.3),
        isActive: false,
      }),
      restaurant({
        id: ids.vancouver,
        name: 'Granville Dinner House',
        position: VANCOUVER,
        timeZone: 'America/Vancouver',
        openingHours: everyDay('17:00', '23:00'),
        address: {
          street: '1 Granville St',
          city: 'Vancouver',
          region: 'BC',
          postalCode: 'V6B 1A1',
          country: 'CANADA',
        },
      }),
      restaurant({
        id: ids.halifax,
        name: 'Harbourfront Dinner House',
        position: HALIFAX,
        timeZone: 'America/Halifax',
        openingHours: everyDay('17:00', '23:00'),
        isPartner: true,
        address: { street: '1 Water St', city: 'Halifax', region: 'NS', postalCode: 'B3J 1A1', country: 'CANADA' },
      }),
      restaurant({
        id: ids.newYork,
        name: 'Empire Slice',
        position: NEW_YORK,
        timeZone: 'America/New_York',
        address: {
          street: '1 Broadway',
          city: 'New York',
          region: 'NY',
          postalCode: '10004',
          country: 'UNITED_STATES',
        },
        menu: pizzaMenu().menu,
      }),
    ]);
  });
  afterAll(() => ctx.close());

  const nearby = async (params: Record<string, string | number | boolean>) => {
    const query = new URLSearchParams(
      Object.entries({ lat: TORONTO.lat, lng: TORONTO.lng, ...params }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    );
    const res = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/nearby?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return nearbyPageSchema.parse(res.json());
  };
  const names = (page: NearbyPageDto) => page.items.map((r) => r.name);

  describe('GET /api/restaurants/nearby', () => {
    it('lists active places within 5 miles (the default), nearest first, with haversine distances', async () => {
      const page = await nearby({});
      expect(page).toMatchObject({ radius: 5, unit: 'miles', page: 1, pageSize: 20, hasMore: false });
      expect(names(page)).toEqual([
        "Luigi's Pizzeria",
        'Café Crème',
        'Sakura Sushi Bar',
        'Night Owl Bar',
        'Edge Inside Diner',
      ]);
      for (const item of page.items) {
        const expectedMiles = haversineKm(TORONTO, item.position) / KM_PER_MILE;
        expect(Math.abs(item.distance - expectedMiles)).toBeLessThanOrEqual(0.005 + 1e-9);
      }
      const km = await nearby({ unit: 'km', radius: 10 });
      for (const item of km.items) {
        expect(Math.abs(item.distance - haversineKm(TORONTO, item.position))).toBeLessThanOrEqual(0.005 + 1e-9);
      }
      expect(km.items[0]).toMatchObject({ name: "Luigi's Pizzeria", distance: 0.5 });
    });

    it('gives each restaurant’s currency: CAD around Toronto, USD in New York', async () => {
      const toronto = await nearby({});
      expect(toronto.items.map((r) => r.currency)).toEqual(toronto.items.map(() => 'CAD'));
      const newYork = await nearby({ lat: NEW_YORK.lat, lng: NEW_YORK.lng });
      expect(newYork.items).toMatchObject([{ name: 'Empire Slice', currency: 'USD' }]);
    });

    it('draws the radius on the same sphere as haversine: 20 m inside is in, 20 m outside is out', async () => {
      expect(names(await nearby({ radius: 5 }))).toContain('Edge Inside Diner');
      expect(names(await nearby({ radius: 5 }))).not.toContain('Edge Outside Diner');
      expect(names(await nearby({ radius: 5.02 }))).toContain('Edge Outside Diner');
      // The same circle in km.
      expect(names(await nearby({ radius: FIVE_MILES_KM, unit: 'km' }))).not.toContain('Edge Outside Diner');
      expect(names(await nearby({ radius: 0.6, unit: 'km' }))).toEqual(["Luigi's Pizzeria"]);
    });

    it('finds a part of the name, whatever the case, accents and apostrophes', async () => {
      expect(names(await nearby({ q: 'cafe' }))).toEqual(['Café Crème']);
      expect(names(await nearby({ q: 'CRÈME' }))).toEqual(['Café Crème']);
      expect(names(await nearby({ q: 'luigis', searchType: 'MERCHANT_NAME' }))).toEqual(["Luigi's Pizzeria"]);
      expect(names(await nearby({ q: 'sushi b' }))).toEqual(['Sakura Sushi Bar']);
      expect(names(await nearby({ q: 'diner' }))).toEqual(['Edge Inside Diner']);
      expect(names(await nearby({ q: 'zzz' }))).toEqual([]);
      // Punctuation is not searched, so LIKE's wildcards never reach the pattern.
      expect(names(await nearby({ q: 'pizz%' }))).toEqual(["Luigi's Pizzeria"]);
      expect(names(await nearby({ q: '_' }))).toHaveLength(5);
      expect(names(await nearby({ q: '   ' }))).toHaveLength(5);
    });

    it('finds a cuisine by slug, English or French label', async () => {
      expect(names(await nearby({ searchType: 'ITEM_CATEGORY', q: 'pizza' }))).toEqual(["Luigi's Pizzeria"]);
      expect(names(await nearby({ searchType: 'ITEM_CATEGORY', q: 'Japonais' }))).toEqual(['Sakura Sushi Bar']);
      expect(names(await nearby({ searchType: 'ITEM_CATEGORY', q: 'ital' }))).toEqual(["Luigi's Pizzeria"]);
      expect(names(await nearby({ searchType: 'ITEM_CATEGORY', q: 'Luigi' }))).toEqual([]);
    });

    it('pages nearest first without gaps or repeats', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => nearby({ pageSize: 2, page })));
      expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
      expect(pages.flatMap(names)).toEqual(names(await nearby({})));
      expect((await nearby({ pageSize: 2, page: 4 })).items).toEqual([]);
    });

    it('searches made at once are answered together, each as it is alone', async () => {
      const asked: Record<string, string | number | boolean>[] = [
        {},
        { pageSize: 2, page: 2 },
        { lat: VANCOUVER.lat, lng: VANCOUVER.lng },
        { lat: 0, lng: -30 }, // the middle of the Atlantic: nothing, between searches that find something
        { radius: 0.6, unit: 'km' },
        { lat: NEW_YORK.lat, lng: NEW_YORK.lng },
        { pageSize: 2, page: 3 },
      ];
      const alone = [];
      for (const params of asked) alone.push(await nearby(params));
      expect(await Promise.all(asked.map((params) => nearby(params)))).toEqual(alone);
      // The repository's statement, many searches in one: each search's page, in order.
      const searches = [
        { lat: TORONTO.lat, lng: TORONTO.lng, radiusM: 8_047, limit: 3, offset: 0 },
        { lat: 0, lng: -30, radiusM: 8_047, limit: 21, offset: 0 },
        { lat: TORONTO.lat, lng: TORONTO.lng, radiusM: 8_047, limit: 3, offset: 2 },
        { lat: HALIFAX.lat, lng: HALIFAX.lng, radiusM: 8_047, limit: 21, offset: 0 },
      ];
      const repo = restaurantsRepository(ctx.database.db);
      const pages = await repo.nearbyPlain(searches);
      expect(pages.map((rows) => rows.map((r) => r.name))).toEqual([
        ["Luigi's Pizzeria", 'Café Crème', 'Sakura Sushi Bar'],
        [],
        ['Sakura Sushi Bar', expect.any(String), expect.any(String)],
        ['Harbourfront Dinner House'],
      ]);
      // Each row also carries its search's number: compared without it.
      const unnumbered = (rows: object[]) => rows.map(({ search: _, ...row }: { search?: number }) => row);
      for (const [i, search] of searches.entries()) {
        expect(unnumbered(pages[i]!)).toEqual(unnumbered(await repo.nearby(search)));
      }
    });

    it('a burst of plain searches leaves two alone, then the rest together; a deep page or a filter goes alone', async () => {
      const real = repository(restaurantsRepository, ctx.database.db);
      const batches: number[] = [];
      const deps: RestaurantsServiceDeps = {
        restaurants: {
          ...real,
          nearbyPlain: (searches) => {
            batches.push(searches.length);
            return real.nearbyPlain(searches);
          },
        },
        clock,
        images: { urlFor: () => null, srcSetFor: () => null },
      };
      const service = new RestaurantsService(deps);
      const query = nearbyQuerySchema.parse({ lat: String(TORONTO.lat), lng: String(TORONTO.lng), pageSize: '2' });
      const pages = [1, 2, 3, 1, 2, 3].map((page) => service.nearby({ ...query, page }));
      const answers = await Promise.all(pages);
      expect(batches).toEqual([1, 1, 4]);
      expect(answers.map((a) => a.items.map((r) => r.name))).toEqual(
        [1, 2, 3, 1, 2, 3].map((_, i) => answers[i % 3]!.items.map((r) => r.name)),
      );
      expect(answers.slice(0, 3).flatMap((a) => a.items.map((r) => r.name))).toEqual(names(await nearby({})));
      // Past the first 200 rows, or with a filter, a search runs alone, outside the batches.
      await service.nearby({ ...query, page: 101 });
      await service.nearby({ ...query, q: 'cafe' });
      expect(batches).toEqual([1, 1, 4]);

      // NEARBY_BATCHES_AT_ONCE: three slots leave three alone, then the rest together.
      batches.length = 0;
      const wider = new RestaurantsService({ ...deps, batchesAtOnce: 3 });
      await Promise.all([1, 2, 3, 1, 2, 3].map((page) => wider.nearby({ ...query, page })));
      expect(batches).toEqual([1, 1, 1, 3]);
    });

    it('open now is read on each restaurant’s own clock, past midnight too', async () => {
      // Friday 01:00 in Toronto: the bar (18:00-02:00) is open, the 11:00-22:00 pizzeria is not.
      clock.set(new Date('2026-01-16T06:00:00Z'));
      let page = await nearby({});
      expect(page.items.find((r) => r.name === 'Night Owl Bar')).toMatchObject({
        openNow: true,
        closesAt: '2026-01-16T07:00:00.000Z',
        opensAt: null,
      });
      expect(page.items.find((r) => r.name === "Luigi's Pizzeria")).toMatchObject({
        openNow: false,
        opensAt: '2026-01-16T16:00:00.000Z',
      });
      expect(names(await nearby({ openNow: true }))).toContain('Night Owl Bar');
      expect(names(await nearby({ openNow: true }))).not.toContain("Luigi's Pizzeria");
      // 03:00: the bar has closed.
      clock.set(new Date('2026-01-16T08:00:00Z'));
      page = await nearby({ openNow: true });
      expect(names(page)).not.toContain('Night Owl Bar');
      expect(names(page)).toContain('Café Crème'); // open all day and night
      // The same instant, two time zones: 19:30 in Vancouver (open), 23:30 in Halifax (closed).
      clock.set(new Date('2026-01-16T03:30:00Z'));
      const vancouver = await nearby({ lat: VANCOUVER.lat, lng: VANCOUVER.lng, openNow: true });
      const halifax = await nearby({ lat: HALIFAX.lat, lng: HALIFAX.lng });
      expect(names(vancouver)).toEqual(['Granville Dinner House']);
      expect(halifax.items).toMatchObject([{ name: 'Harbourfront Dinner House', openNow: false }]);
      expect((await nearby({ lat: HALIFAX.lat, lng: HALIFAX.lng, openNow: true })).items).toEqual([]);
      clock.set(NOON_TORONTO);
    });

    it('the open-now filter (SQL) and the openNow field (app) agree at every hour of a week', async () => {
      for (let hour = 0; hour < 7 * 24; hour += 1) {
        clock.set(new Date(Date.UTC(2026, 2, 2, hour, 30))); // the week of the spring change (8 March)
        const all = await nearby({ radius: 10 });
        const open = await nearby({ radius: 10, openNow: true });
        expect(names(open), clock.now().toISOString()).toEqual(names(all).filter((_, i) => all.items[i]!.openNow));
      }
      clock.set(NOON_TORONTO);
    });

    it('names each bad query field in a 400 problem', async () => {
      const cases: [string, string][] = [
        ['lat=91&lng=0', 'query.lat'],
        ['lat=abc&lng=0', 'query.lat'],
        ['lng=0', 'query.lat'],
        ['lat=0&lng=-180.5', 'query.lng'],
        ['lat=0&lng=0&radius=0', 'query.radius'],
        ['lat=0&lng=0&radius=-1', 'query.radius'],
        ['lat=0&lng=0&radius=101', 'query.radius'],
        ['lat=0&lng=0&radius=161&unit=km', 'query.radius'],
        ['lat=0&lng=0&unit=feet', 'query.unit'],
        ['lat=0&lng=0&searchType=CUISINE', 'query.searchType'],
        ['lat=0&lng=0&page=0', 'query.page'],
        ['lat=0&lng=0&pageSize=51', 'query.pageSize'],
        ['lat=0&lng=0&pageSize=0', 'query.pageSize'],
        ['lat=0&lng=0&openNow=yes', 'query.openNow'],
      ];
      for (const [query, field] of cases) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/nearby?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json(), query).toMatchObject({
          type: expect.stringMatching(/ValidationException$/),
          invalidParams: [{ name: field }],
        });
      }
      const km = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/nearby?lat=0&lng=0&radius=160&unit=km' });
      expect(km.statusCode).toBe(200);
      const unit = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/nearby?lat=0&lng=0&unit=feet' });
      expect(unit.json().invalidParams[0].reason).toBe("Invalid unit. Please use 'miles' or 'km'.");
    });
  });

  describe('GET /api/restaurants/{id}', () => {
    it('returns the restaurant with its hours and the whole menu in order', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${ids.luigi}` });
      expect(res.statusCode).toBe(200);
      const detail = restaurantDetailSchema.parse(res.json());
      expect(detail).toMatchObject({
        name: "Luigi's Pizzeria",
        currency: 'CAD',
        openNow: true,
        closesAt: '2026-01-16T03:00:00.000Z',
      });
      expect(detail.openingHours).toHaveLength(7);
      expect(detail.menu.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
        ['Pizzas', ['Margherita', 'Calzone']],
        ['Sides', ['Garlic Bread']],
      ]);
      const margherita = detail.menu.categories[0]!.items[0]!;
      expect(margherita.optionGroups.map((g) => [g.name, g.minSelections, g.maxSelections, g.options.length])).toEqual([
        ['Size', 1, 1, 2],
        ['Extras', 0, 3, 4],
      ]);
      expect(margherita.optionGroups[0]!.options[1]).toEqual({ id: pizza.size.large, name: 'Large', priceCents: 400 });
      expect(detail.menu.categories[0]!.items[1]).toMatchObject({ name: 'Calzone', available: false });
    });

    it('gives the currency of the restaurant’s country: CAD in Canada, USD in the United States', async () => {
      const get = async (id: string) =>
        restaurantDetailSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${id}` })).json());
      expect(await get(ids.luigi)).toMatchObject({ address: { country: 'CANADA' }, currency: 'CAD' });
      expect(await get(ids.newYork)).toMatchObject({
        name: 'Empire Slice',
        address: { country: 'UNITED_STATES' },
        currency: 'USD',
        minimumOrderCents: 0,
      });
    });

    it('404s: unknown or inactive restaurant, or no menu', async () => {
      for (const id of [randomUUID(), ids.closedForGood]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().type).toMatch(/\/RestaurantNotFoundException$/);
      }
      const noMenu = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${ids.cafe}` });
      expect(noMenu.statusCode).toBe(404);
      expect(noMenu.json().type).toMatch(/\/RestaurantMenuNotFoundException$/);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/not-an-id' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ invalidParams: [{ name: 'path.id' }] });
    });
  });

  it('GET /api/restaurants/partners pages active partners by name with a total', async () => {
    const first = partnersPageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/partners?pageSize=2' })).json(),
    );
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items.map((r) => [r.name, r.currency])).toEqual([
      ['Harbourfront Dinner House', 'CAD'],
      ["Luigi's Pizzeria", 'CAD'],
    ]);
    const second = partnersPageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/partners?pageSize=2&page=2' })).json(),
    );
    expect(second.items.map((r) => r.name)).toEqual(['Sakura Sushi Bar']);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/partners?pageSize=100' });
    expect(bad.json()).toMatchObject({ status: 400, invalidParams: [{ name: 'query.pageSize' }] });
  });

  describe('GET /api/restaurants/partners with q, lat and lng', () => {
    const partners = async (query: string) =>
      partnersPageSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: `/api/restaurants/partners?${query}` })).json(),
      );

    it('searches a part of the name, without accents or case, or a cuisine in either language', async () => {
      expect((await partners('q=SAKURA')).items.map((r) => r.name)).toEqual(['Sakura Sushi Bar']);
      expect((await partners('q=dinner')).items.map((r) => r.name)).toEqual(['Harbourfront Dinner House']);
      // A cuisine: Luigi's lists pizza; "japonais" is Japanese in French.
      expect((await partners('q=pizza')).items.map((r) => r.name)).toEqual(["Luigi's Pizzeria"]);
      const japanese = await partners('q=japonais');
      expect(japanese).toMatchObject({ total: 1, items: [{ name: 'Sakura Sushi Bar', distance: null }] });
      // Non-partners never show, even when they match (Café Crème, Empire Slice).
      expect((await partners('q=caf')).total).toBe(0);
      expect((await partners('q=zzzz')).items).toEqual([]);
    });

    it('puts the nearest first with the distance in the unit asked, and the city on each', async () => {
      const fromHalifax = await partners(`lat=${HALIFAX.lat}&lng=${HALIFAX.lng}&unit=km`);
      expect(fromHalifax.items.map((r) => r.name)).toEqual([
        'Harbourfront Dinner House',
        "Luigi's Pizzeria",
        'Sakura Sushi Bar',
      ]);
      expect(fromHalifax.items[0]).toMatchObject({ distance: 0, address: { city: 'Halifax' } });
      const luigi = fromHalifax.items[1]!;
      const expectedKm = haversineKm(HALIFAX, luigi.position);
      expect(Math.abs(luigi.distance! - expectedKm)).toBeLessThanOrEqual(0.01);
      const inMiles = await partners(`lat=${HALIFAX.lat}&lng=${HALIFAX.lng}&pageSize=2&page=2`);
      expect(inMiles).toMatchObject({ total: 3, items: [{ name: 'Sakura Sushi Bar' }] });
      expect(
        Math.abs(inMiles.items[0]!.distance! - haversineKm(HALIFAX, inMiles.items[0]!.position) / KM_PER_MILE),
      ).toBeLessThanOrEqual(0.01);
      // Search and position together.
      const sushiNearToronto = await partners(`q=sushi&lat=${TORONTO.lat}&lng=${TORONTO.lng}`);
      expect(sushiNearToronto.items).toMatchObject([{ name: 'Sakura Sushi Bar', distance: expect.any(Number) }]);
    });

    it.each([
      ['lat=91&lng=0', 'query.lat'],
      ['lat=45&lng=abc', 'query.lng'],
      ['lat=45', 'query.lng'],
      ['lng=-73', 'query.lat'],
      ['lat=45&lng=-73&unit=leagues', 'query.unit'],
      [`q=${'x'.repeat(101)}`, 'query.q'],
    ])('refuses %s with a problem naming %s', async (query, name) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/partners?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 400, invalidParams: [{ name }] });
    });
  });

  it('GET /api/cuisines gives labels in both languages and counts active restaurants', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cuisines' });
    const items = res.json().items as { slug: string; labels: { en: string; fr: string }; restaurantCount: number }[];
    expect(items.find((c) => c.slug === 'pizza')).toEqual({
      slug: 'pizza',
      labels: { en: 'Pizza', fr: 'Pizza' },
      restaurantCount: 1, // Gone Pizza is inactive
    });
    expect(items.find((c) => c.slug === 'japanese')).toMatchObject({ labels: { fr: 'Japonais' }, restaurantCount: 1 });
    expect(items[0]!.slug).toBe('american');
  });

  it('GET /api/demo gives the demo address; no place when the demo catalogue is not seeded', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/demo' });
    expect(res.json()).toMatchObject({ address: { city: 'Montréal', country: 'CANADA' }, placeId: null });
  });
});
