import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealListSchema, mealSchema, type MealDto } from '@playeats/contracts/meals';
import type { SessionDto } from '@playeats/contracts/auth';
import { visibleMeals } from '@playeats/domain/meals';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { bearer, createActiveUser } from '../../../test/auth-helpers.ts';
import { pizzaMenu, restaurant } from '../../../test/restaurant-fixtures.ts';
import { restaurantsRepository } from '../restaurants/restaurants.repository.ts';

describe('saved meals', () => {
  let ctx: TestContext;
  let alice: SessionDto;
  let bob: SessionDto;
  const pizza = pizzaMenu();
  const other = pizzaMenu();
  const brooklyn = pizzaMenu();
  const luigi = randomUUID();
  const rival = randomUUID();
  const slice = randomUUID();

  beforeAll(async () => {
    ctx = await createTestApp();
    await restaurantsRepository(ctx.database.db).insertRestaurants([
      restaurant({
        id: luigi,
        name: "Luigi's",
        cuisines: ['pizza'],
        position: { lat: 45.5, lng: -73.57 },
        menu: pizza.menu,
      }),
      restaurant({
        id: rival,
        name: 'Rival Pizza',
        cuisines: ['pizza'],
        position: { lat: 45.51, lng: -73.57 },
        menu: other.menu,
      }),
      restaurant({
        id: slice,
        name: 'Brooklyn Slice',
        cuisines: ['pizza'],
        position: { lat: 40.6782, lng: -73.9442 },
        timeZone: 'America/New_York',
        address: {
          street: '1 Fulton St',
          city: 'Brooklyn',
          region: 'NY',
          postalCode: '11201',
          country: 'UNITED_STATES',
        },
        menu: brooklyn.menu,
      }),
    ]);
    alice = await createActiveUser(ctx.app, ctx.database.db, 'alice@example.com');
    bob = await createActiveUser(ctx.app, ctx.database.db, 'bob@example.com');
  });
  afterAll(() => ctx.close());

  const call = (
    session: SessionDto | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: session ? bearer(session) : {}, ...(payload ? { payload } : {}) });

  const margheritaLarge = (quantity = 1, extra: string[] = []) => ({
    itemId: pizza.items.margherita,
    quantity,
    optionIds: [pizza.size.large, ...extra],
  });

  const create = async (session: SessionDto, name: string, items = [margheritaLarge()], active?: boolean) => {
    const res = await call(session, 'POST', '/api/users/me/meals', { restaurantId: luigi, name, items, active });
    expect(res.statusCode, res.body).toBe(201);
    return mealSchema.parse(res.json());
  };
  const list = async (session: SessionDto) =>
    mealListSchema.parse((await call(session, 'GET', '/api/users/me/meals')).json()).items;

  it('creates a meal priced from the menu and appends it to the list', async () => {
    const first = await create(alice, '  Friday pizza ', [
      margheritaLarge(2, [pizza.extras.cheese, pizza.extras.bacon]),
      { itemId: pizza.items.garlicBread, quantity: 1, optionIds: [] },
    ]);
    expect(first).toMatchObject({
      name: 'Friday pizza',
      active: true,
      index: 0,
      restaurant: { id: luigi, name: "Luigi's" },
      currency: 'CAD',
      available: true,
      subtotalCents: 2 * (1499 + 400 + 150 + 200) + 599,
    });
    expect(first.items[0]).toMatchObject({
      name: 'Margherita',
      quantity: 2,
      unitPriceCents: 2249,
      options: [
        { optionId: pizza.size.large, name: 'Large', priceCents: 400 },
        { optionId: pizza.extras.cheese, name: 'Extra cheese', priceCents: 150 },
        { optionId: pizza.extras.bacon, name: 'Bacon', priceCents: 200 },
      ],
    });
    const second = await create(alice, 'Lunch', undefined, false);
    expect(second).toMatchObject({ index: 1, active: false });
    expect((await list(alice)).map((m) => m.name)).toEqual(['Friday pizza', 'Lunch']);
  });

  it('a meal’s amounts are in its restaurant’s currency: CAD in Canada, USD in the United States', async () => {
    const dave = await createActiveUser(ctx.app, ctx.database.db, 'dave@example.com');
    const montreal = await create(dave, 'Poutine night');
    const res = await call(dave, 'POST', '/api/users/me/meals', {
      restaurantId: slice,
      name: 'Brooklyn night',
      items: [{ itemId: brooklyn.items.garlicBread, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const newYork = mealSchema.parse(res.json());
    expect(montreal).toMatchObject({ restaurant: { id: luigi }, currency: 'CAD' });
    expect(newYork).toMatchObject({ restaurant: { id: slice }, currency: 'USD', subtotalCents: 2 * 599 });
    expect((await list(dave)).map((m) => [m.name, m.currency])).toEqual([
      ['Poutine night', 'CAD'],
      ['Brooklyn night', 'USD'],
    ]);
    const renamed = await call(dave, 'PATCH', `/api/users/me/meals/${newYork.id}`, { name: 'Slice night' });
    expect(renamed.json()).toMatchObject({ name: 'Slice night', currency: 'USD' });
    expect((await call(dave, 'GET', `/api/users/me/meals/${montreal.id}`)).json()).toMatchObject({ currency: 'CAD' });
  });

  it('renames, sets active and replaces items; the list keeps every meal for the client to filter', async () => {
    const meal = await create(bob, 'Should not display: test');
    const renamed = await call(bob, 'PATCH', `/api/users/me/meals/${meal.id}`, { name: 'Late snack', active: false });
    expect(renamed.json()).toMatchObject({ name: 'Late snack', active: false });
    const items = await call(bob, 'PATCH', `/api/users/me/meals/${meal.id}`, {
      items: [{ itemId: pizza.items.garlicBread, quantity: 3 }],
    });
    expect(items.json()).toMatchObject({ subtotalCents: 3 * 599, items: [{ name: 'Garlic Bread', quantity: 3 }] });
    await create(bob, 'Should not display either');
    const all = await list(bob);
    expect(all).toHaveLength(2);
    expect(visibleMeals(all).map((m) => m.name)).toEqual(['Late snack']);
    const empty = await call(bob, 'PATCH', `/api/users/me/meals/${meal.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('another user’s meal is not found, whatever the method; no token is 401', async () => {
    const meal = await create(alice, 'Mine');
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Stolen' }], ['DELETE']] as const) {
      const res = await call(bob, method, `/api/users/me/meals/${meal.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().type).toMatch(/NotFoundException$/);
    }
    expect((await call(alice, 'GET', `/api/users/me/meals/${meal.id}`)).json()).toMatchObject({ name: 'Mine' });
    expect((await call(null, 'GET', '/api/users/me/meals')).statusCode).toBe(401);
    expect((await list(bob)).map((m) => m.id)).not.toContain(meal.id);
  });

  it('deletes a meal', async () => {
    const meal = await create(alice, 'Temporary');
    expect((await call(alice, 'DELETE', `/api/users/me/meals/${meal.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/users/me/meals/${meal.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/users/me/meals/${meal.id}`)).statusCode).toBe(404);
  });

  describe('checks the items against the menu', () => {
    const attempt = (items: object[], restaurantId = luigi) =>
      call(alice, 'POST', '/api/users/me/meals', { restaurantId, name: 'Bad', items });

    it('an item not on this restaurant’s menu, or sold out, is an InvalidOrderItemException', async () => {
      for (const itemId of [randomUUID(), other.items.garlicBread, pizza.items.calzone]) {
        const res = await attempt([
          { itemId, quantity: 1, optionIds: itemId === pizza.items.calzone ? [pizza.size.small] : [] },
        ]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          type: expect.stringMatching(/\/InvalidOrderItemException$/),
          invalidParams: [{ name: 'body.items.0.itemId' }],
        });
      }
    });

    it('options outside the item’s groups or its min and max are an InvalidOrderItemOptionException', async () => {
      const cases: [string[], string][] = [
        [[pizza.size.large, other.extras.cheese], 'body.items.0.optionIds.1'],
        [[], 'body.items.0.optionIds'], // Size is required
        [[pizza.size.small, pizza.size.large], 'body.items.0.optionIds'], // one size only
        [
          [pizza.size.small, pizza.extras.cheese, pizza.extras.bacon, pizza.extras.olives, pizza.extras.onions],
          'body.items.0.optionIds',
        ],
        [[pizza.size.small, pizza.extras.cheese, pizza.extras.cheese], 'body.items.0.optionIds.2'],
      ];
      for (const [optionIds, field] of cases) {
        const res = await attempt([{ itemId: pizza.items.margherita, quantity: 1, optionIds }]);
        expect(res.statusCode, field).toBe(400);
        expect(res.json(), field).toMatchObject({
          type: expect.stringMatching(/\/InvalidOrderItemOptionException$/),
          invalidParams: [{ name: field }],
        });
      }
      const garlic = await attempt([{ itemId: pizza.items.garlicBread, quantity: 1, optionIds: [pizza.size.small] }]);
      expect(garlic.json()).toMatchObject({ invalidParams: [{ name: 'body.items.0.optionIds.0' }] });
    });

    it('an unknown restaurant is a RestaurantNotFoundException; shapes are checked first', async () => {
      const res = await attempt([margheritaLarge()], randomUUID());
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toMatch(/\/RestaurantNotFoundException$/);
      expect((await attempt([])).json()).toMatchObject({ invalidParams: [{ name: 'body.items' }] });
      expect((await attempt([{ itemId: pizza.items.garlicBread, quantity: 0 }])).json()).toMatchObject({
        invalidParams: [{ name: 'body.items.0.quantity' }],
      });
    });
  });

  describe('PUT /api/users/me/meals/order', () => {
    let carol: SessionDto;
    let meals: MealDto[];
    beforeAll(async () => {
      carol = await createActiveUser(ctx.app, ctx.database.db, 'carol@example.com');
      meals = [];
      for (const name of ['A', 'B', 'C', 'D']) meals.push(await create(carol, name));
    });
    const order = async () => (await list(carol)).map((m) => [m.name, m.index]);

    it('rewrites every index in the order given', async () => {
      const [a, b, c, d] = meals.map((m) => m.id);
      const res = await call(carol, 'PUT', '/api/users/me/meals/order', { mealIds: [c, a, d, b] });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((m: MealDto) => m.name)).toEqual(['C', 'A', 'D', 'B']);
      expect(await order()).toEqual([
        ['C', 0],
        ['A', 1],
        ['D', 2],
        ['B', 3],
      ]);
    });

    it('changes nothing unless the list is exactly the user’s meals', async () => {
      const before = await order();
      const ids = meals.map((m) => m.id);
      const foreign = (await create(alice, 'Alice only')).id;
      const attempts: [object, number][] = [
        [{ mealIds: ids.slice(0, 3) }, 409],
        [{ mealIds: [...ids.slice(0, 3), foreign] }, 409],
        [{ mealIds: [...ids, randomUUID()] }, 409],
        [{ mealIds: [ids[0], ids[0], ids[1], ids[2]] }, 400],
      ];
      for (const [payload, status] of attempts) {
        const res = await call(carol, 'PUT', '/api/users/me/meals/order', payload);
        expect(res.statusCode).toBe(status);
      }
      expect(await order()).toEqual(before);
    });

    it('two reorders at once: one wins whole, never a mix', async () => {
      const ids = meals.map((m) => m.id);
      const forward = ids;
      const backward = [...ids].reverse();
      const results = await Promise.all([
        call(carol, 'PUT', '/api/users/me/meals/order', { mealIds: forward }),
        call(carol, 'PUT', '/api/users/me/meals/order', { mealIds: backward }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const final = (await list(carol)).map((m) => m.id);
      expect([forward, backward]).toContainEqual(final);
    });
  });

  it('a meal whose item left the menu stays listed, marked unavailable', async () => {
    const meal = await create(alice, 'Soon gone', [{ itemId: pizza.items.garlicBread, quantity: 1, optionIds: [] }]);
    await ctx.database.db.execute(sql`update menu_items set available = false where id = ${pizza.items.garlicBread}`);
    const res = await call(alice, 'GET', `/api/users/me/meals/${meal.id}`);
    expect(res.json()).toMatchObject({ available: false, items: [{ name: 'Garlic Bread', available: false }] });
  });
});
