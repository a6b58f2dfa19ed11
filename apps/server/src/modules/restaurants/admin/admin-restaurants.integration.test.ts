import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRestaurantListSchema,
  adminRestaurantSchema,
  type AdminRestaurantDto,
  type MenuInput,
} from '@playeats/contracts/admin-restaurants';
import type { SessionDto } from '@playeats/contracts/auth';
import { sql } from 'drizzle-orm';
import { manualClock } from '../../../adapters/clock.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { adminCaller, auditOf, nearbyNames, torontoProfile } from '../../../../test/admin-restaurants-helpers.ts';
import { everyDay } from '../../../../test/restaurant-fixtures.ts';
import { createAdmin } from '../../../../test/rewards-helpers.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';

/** Thursday 2026-01-15, 12:00 in Toronto. */
const NOON_TORONTO = new Date('2026-01-15T17:00:00Z');
const TORONTO = { lat: 43.6532, lng: -79.3832 };

describe('admin: partner restaurants', () => {
  let ctx: TestContext;
  let admin: SessionDto;
  let user: SessionDto;
  let as: ReturnType<typeof adminCaller>;
  const clock = manualClock(NOON_TORONTO);

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { ORDER_WEBHOOK_SECRET: 'w'.repeat(40) } });
    admin = await createAdmin(ctx.app, ctx.database.db, 'ops@example.com');
    user = await createActiveUser(ctx.app, ctx.database.db, 'player@example.com');
    as = adminCaller(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  const audit = (targetId: string) => auditOf(ctx.database.db, targetId);
  const restaurantCount = async () =>
    Number((await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from restaurants`)).rows[0]!.n);
  const create = async (overrides: Parameters<typeof torontoProfile>[0] = {}) => {
    const res = await as('POST', '/api/admin/restaurants', torontoProfile({ externalRef: null, ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    return adminRestaurantSchema.parse(res.json());
  };

  it('answers 401 without a token and 403 to a player on every endpoint', async () => {
    const id = randomUUID();
    const calls: [string, string][] = [
      ['GET', '/api/admin/restaurants'],
      ['POST', '/api/admin/restaurants'],
      ['GET', `/api/admin/restaurants/${id}`],
      ['PUT', `/api/admin/restaurants/${id}`],
      ['PUT', `/api/admin/restaurants/${id}/menu`],
      ['PATCH', `/api/admin/restaurants/${id}/status`],
      ['PUT', `/api/admin/restaurants/${id}/image`],
      ['DELETE', `/api/admin/restaurants/${id}/image`],
      ['POST', '/api/admin/restaurants/import'],
    ];
    for (const [method, url] of calls) {
      const asPlayer = await ctx.app.inject({ method: method as 'GET', url, headers: bearer(user) });
      expect(asPlayer.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await ctx.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a partner: the address geocoded, found by name and open now in discovery, audited', async () => {
    const res = await as('POST', '/api/admin/restaurants', torontoProfile());
    expect(res.statusCode, res.body).toBe(201);
    const created = adminRestaurantSchema.parse(res.json());
    expect(created).toMatchObject({
      name: 'Respawn Ramen',
      externalRef: 'tor-42',
      timeZone: 'America/Toronto',
      deliveryRadiusKm: 5,
      isPartner: true,
      isActive: true,
      image: null,
      menu: { optionGroups: [], categories: [] },
    });
    // The local geocoder places M5V in Toronto: the city's centre.
    expect(created.position.lat).toBeCloseTo(TORONTO.lat, 1);
    expect(created.position.lng).toBeCloseTo(TORONTO.lng, 1);

    // searchName and the open minutes are derived as the seed derives them: "respawn" and open at noon.
    const found = (await nearbyNames(ctx.app, TORONTO, 'RESPAWN')).items.find((r) => r.id === created.id);
    expect(found).toMatchObject({ name: 'Respawn Ramen', openNow: true, cuisines: ['ramen', 'japanese'] });

    const entries = await audit(created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'restaurant.create',
      targetType: 'restaurant',
      actorEmail: 'ops@example.com',
      before: null,
      after: { name: 'Respawn Ramen', externalRef: 'tor-42' },
    });
  });

  it('refuses what the catalogue cannot take, naming the field, and writes nothing', async () => {
    const before = await restaurantCount();
    const cases: [object, number, string, string][] = [
      [{ cuisines: ['pizza', 'space food'] }, 400, 'ValidationException', 'body.cuisines.1'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 400, 'ValidationException', 'body.timeZone'],
      [
        { address: { ...torontoProfile().address, city: 'Atlantis', postalCode: 'Z9Z 9Z9' } },
        422,
        'AddressNotLocatedException',
        'body.address.postalCode',
      ],
      [{ deliveryFeeCents: -1 }, 400, 'ValidationException', 'body.deliveryFeeCents'],
      [{ deliveryRadiusKm: 0 }, 400, 'ValidationException', 'body.deliveryRadiusKm'],
      [{ openingHours: everyDay('25:00', '22:00') }, 400, 'ValidationException', 'body.openingHours.0.ranges.0.opens'],
      [{ externalRef: 'tor-42' }, 409, 'ExternalRefTakenException', 'body.externalRef'],
      [{ name: '  ' }, 400, 'ValidationException', 'body.name'],
    ];
    for (const [overrides, status, type, field] of cases) {
      const res = await as('POST', '/api/admin/restaurants', torontoProfile({ externalRef: null, ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().type).toBe(`https://playeats.app/problems/${type}`);
      expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    }
    expect(await restaurantCount()).toBe(before);
  });

  it('edits the profile: discovery follows, the rating and the state are kept, audited with before and after', async () => {
    const created = await create({ name: 'Old Name Diner' });
    await ctx.database.db.execute(sql`update restaurants set rating = 4.5 where id = ${created.id}`);
    const res = await as(
      'PUT',
      `/api/admin/restaurants/${created.id}`,
      torontoProfile({
        externalRef: 'tor-99',
        name: 'Night Shift Noodles',
        openingHours: everyDay('18:00', '02:00'),
        position: { lat: 43.65, lng: -79.4 },
        timeZone: 'America/Toronto',
        deliveryFeeCents: 0,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Night Shift Noodles',
      externalRef: 'tor-99',
      position: { lat: 43.65, lng: -79.4 },
      deliveryFeeCents: 0,
      isActive: true,
    });
    const page = await nearbyNames(ctx.app, TORONTO, 'night shift');
    expect(page.items.map((r) => [r.id, r.rating, r.openNow])).toEqual([[created.id, 4.5, false]]);
    expect((await nearbyNames(ctx.app, TORONTO, 'old name')).items).toEqual([]);

    const taken = await as('PUT', `/api/admin/restaurants/${created.id}`, torontoProfile({ externalRef: 'tor-42' }));
    expect(taken.statusCode).toBe(409);
    const missing = await as('PUT', `/api/admin/restaurants/${randomUUID()}`, torontoProfile({ externalRef: null }));
    expect(missing.statusCode).toBe(404);

    const [entry] = await audit(created.id);
    expect(entry).toMatchObject({
      action: 'restaurant.update',
      before: { name: 'Old Name Diner', deliveryFeeCents: 399, externalRef: null },
      after: { name: 'Night Shift Noodles', deliveryFeeCents: 0, externalRef: 'tor-99' },
    });
  });

  it('edits the menu with categories, items and option groups; what it leaves out is removed', async () => {
    const created = await create({ name: 'Menu Test Grill', openingHours: everyDay('00:00', '00:00') });
    const size = { id: randomUUID(), small: randomUUID(), large: randomUUID() };
    const burger = randomUUID();
    const fries = randomUUID();
    const menu: MenuInput = {
      optionGroups: [
        {
          id: size.id,
          name: 'Size',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { id: size.small, name: 'Small', priceCents: 0 },
            { id: size.large, name: 'Large', priceCents: 300 },
          ],
        },
      ],
      categories: [
        {
          id: randomUUID(),
          name: 'Burgers',
          items: [
            {
              id: burger,
              name: 'Respawn Burger',
              description: 'Two patties',
              priceCents: 1495,
              available: true,
              optionGroupIds: [size.id],
            },
          ],
        },
        {
          id: randomUUID(),
          name: 'Sides',
          items: [{ id: fries, name: 'Fries', priceCents: 495, available: true, optionGroupIds: [] }],
        },
      ],
    };
    const res = await as('PUT', `/api/admin/restaurants/${created.id}/menu`, menu);
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminRestaurantSchema.parse(res.json());
    expect(saved.menu.categories.map((c) => [c.name, c.items.map((i) => [i.name, i.optionGroupIds])])).toEqual([
      ['Burgers', [['Respawn Burger', [size.id]]]],
      ['Sides', [['Fries', []]]],
    ]);

    // The public page shows the menu with its options.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${created.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail.json().menu.categories[0].items[0].optionGroups[0].options.map((o: { name: string }) => o.name),
    ).toEqual(['Small', 'Large']);

    // A player's cart takes the item by its id.
    const cart = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/cart',
      headers: bearer(user),
      payload: { restaurantId: created.id, lines: [{ itemId: burger, quantity: 1, optionIds: [size.large] }] },
    });
    expect(cart.statusCode, cart.body).toBe(200);

    // Without Sides and without the size group: those rows go; the burger keeps its id.
    const smaller: MenuInput = {
      optionGroups: [],
      categories: [
        { ...menu.categories[0]!, items: [{ ...menu.categories[0]!.items[0]!, optionGroupIds: [], priceCents: 1595 }] },
      ],
    };
    const edited = adminRestaurantSchema.parse(
      (await as('PUT', `/api/admin/restaurants/${created.id}/menu`, smaller)).json(),
    );
    expect(edited.menu).toEqual({
      optionGroups: [],
      categories: [
        {
          id: menu.categories[0]!.id,
          name: 'Burgers',
          items: [
            {
              id: burger,
              name: 'Respawn Burger',
              description: 'Two patties',
              priceCents: 1595,
              available: true,
              optionGroupIds: [],
            },
          ],
        },
      ],
    });
    const rows = await ctx.database.db.execute<{ n: number }>(
      sql`select (select count(*) from menu_items where restaurant_id = ${created.id})
               + (select count(*) from menu_option_groups where restaurant_id = ${created.id})
               + (select count(*) from menu_categories where restaurant_id = ${created.id}) as n`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(2);

    const entries = await audit(created.id);
    expect(entries.map((e) => e.action)).toEqual([
      'restaurant.menu.update',
      'restaurant.menu.update',
      'restaurant.create',
    ]);
    expect((entries[0]!.before as AdminRestaurantDto['menu']).categories).toHaveLength(2);

    // Ids of another restaurant's rows, and items naming a group the menu lacks, are refused.
    const other = await create({ name: 'Other Place' });
    const stolen = await as('PUT', `/api/admin/restaurants/${other.id}/menu`, smaller);
    expect(stolen.statusCode).toBe(409);
    const dangling = await as('PUT', `/api/admin/restaurants/${other.id}/menu`, {
      optionGroups: [],
      categories: [
        {
          id: randomUUID(),
          name: 'Mains',
          items: [{ id: randomUUID(), name: 'X', priceCents: 100, optionGroupIds: [randomUUID()] }],
        },
      ],
    });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().invalidParams[0].name).toBe('body.categories.0.items.0.optionGroupIds.0');
  });

  it('deactivating takes a restaurant out of discovery and carts; activating brings it back; audited with the reason', async () => {
    const created = await create({ name: 'Flicker Cafe', cuisines: ['cafe'] });
    const itemId = randomUUID();
    await as('PUT', `/api/admin/restaurants/${created.id}/menu`, {
      optionGroups: [],
      categories: [{ id: randomUUID(), name: 'Coffee', items: [{ id: itemId, name: 'Latte', priceCents: 450 }] }],
    });
    const inDiscovery = async () => (await nearbyNames(ctx.app, TORONTO, 'flicker')).items.length === 1;
    const fillCart = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me/cart',
        headers: bearer(user),
        payload: { restaurantId: created.id, lines: [{ itemId, quantity: 1, optionIds: [] }] },
      });
    expect(await inDiscovery()).toBe(true);

    const off = await as('PATCH', `/api/admin/restaurants/${created.id}/status`, {
      isActive: false,
      reason: 'Closed for repairs',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect(await inDiscovery()).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${created.id}` })).statusCode).toBe(404);
    expect((await fillCart()).json().type).toContain('RestaurantNotFoundException');
    // The admin still sees it.
    expect((await as('GET', `/api/admin/restaurants/${created.id}`)).json().isActive).toBe(false);

    const on = await as('PATCH', `/api/admin/restaurants/${created.id}/status`, { isActive: true });
    expect(on.json().isActive).toBe(true);
    expect(await inDiscovery()).toBe(true);
    expect((await fillCart()).statusCode).toBe(200);

    const entries = await audit(created.id);
    expect(entries.slice(0, 2).map((e) => [e.action, e.reason, e.after])).toEqual([
      ['restaurant.activate', null, { isActive: true }],
      ['restaurant.deactivate', 'Closed for repairs', { isActive: false }],
    ]);
    // The same state again changes nothing and records nothing.
    await as('PATCH', `/api/admin/restaurants/${created.id}/status`, { isActive: true });
    expect(await audit(created.id)).toHaveLength(entries.length);
  });

  it('lists by name a page at a time, by a part of the name or an external reference, and by partner and state', async () => {
    const suffix = randomUUID().slice(0, 6);
    const made: AdminRestaurantDto[] = [];
    for (const [i, name] of ['Zeta Zone', 'Zeta Arcade', 'Zeta Bistro'].entries()) {
      made.push(await create({ name: `${name} ${suffix}`, externalRef: `zeta-${suffix}-${i}`, isPartner: i !== 1 }));
    }
    await as('PATCH', `/api/admin/restaurants/${made[2]!.id}/status`, { isActive: false });
    const list = async (query: string) => {
      const res = await as('GET', `/api/admin/restaurants?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminRestaurantListSchema.parse(res.json());
    };
    const first = await list(`q=${suffix}&limit=2`);
    expect(first.items.map((r) => r.name)).toEqual([`Zeta Arcade ${suffix}`, `Zeta Bistro ${suffix}`]);
    const second = await list(`q=${suffix}&limit=2&after=${first.nextCursor}`);
    expect(second.items.map((r) => r.name)).toEqual([`Zeta Zone ${suffix}`]);
    expect(second.nextCursor).toBeNull();
    expect((await list(`q=zeta-${suffix}-1`)).items.map((r) => r.id)).toEqual([made[1]!.id]);
    expect((await list(`q=${suffix}&partner=false`)).items.map((r) => r.id)).toEqual([made[1]!.id]);
    expect((await list(`q=${suffix}&active=false`)).items.map((r) => r.id)).toEqual([made[2]!.id]);
    expect((await as('GET', '/api/admin/restaurants?after=nonsense')).statusCode).toBe(400);
  });

  it("shows a restaurant's webhook key to the admin", async () => {
    const created = await create({ name: 'Hooked Sushi' });
    const res = await as('GET', `/api/admin/restaurants/${created.id}/webhook-key`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sender: `restaurant:${created.id}`,
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
