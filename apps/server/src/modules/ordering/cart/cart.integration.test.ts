import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { cartSchema, quoteSchema, type CartDto, type QuoteDto } from '@playeats/contracts/ordering';
import { haversineKm, type LatLng } from '@playeats/domain/distance';
import { WEEKDAYS, weekRanges, weekRangesLiteral } from '@playeats/domain/opening-hours';
import { estimatedDeliveryMinutes, priceOrder, salesTaxFor, taxRateBps } from '@playeats/domain/pricing';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { addresses } from '../../../db/schema/addresses.ts';
import { carts } from '../../../db/schema/cart.ts';
import { menuItems, restaurants } from '../../../db/schema/restaurants.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { createTestApp, servicesOf, type TestContext } from '../../../../test/test-app.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { everyDay, pizzaMenu, restaurant } from '../../../../test/restaurant-fixtures.ts';
import { createAdmin, credit } from '../../../../test/rewards-helpers.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';

// Monday 23 November 2026, noon in Montreal and New York (EST, UTC-5).
const NOW = new Date('2026-11-23T17:00:00Z');

const MONTREAL: LatLng = { lat: 45.5, lng: -73.57 };
const NEAR_MONTREAL: LatLng = { lat: 45.51, lng: -73.56 };
const FAR_FROM_MONTREAL: LatLng = { lat: 45.6, lng: -73.57 }; // ~11 km north
const NEW_YORK: LatLng = { lat: 40.7128, lng: -74.006 };
const NEAR_NEW_YORK: LatLng = { lat: 40.72, lng: -74.0 };
const WINDSOR: LatLng = { lat: 42.3149, lng: -83.0364 };
const DETROIT: LatLng = { lat: 42.3314, lng: -83.0458 }; // ~2 km across the river

describe('the cart and its quote', () => {
  let ctx: TestContext;
  let db: Database;
  const clock = manualClock(NOW);
  const luigi = { id: randomUUID(), ...pizzaMenu() }; // Montreal, CAD, min $15.00
  const bigApple = { id: randomUUID(), ...pizzaMenu() }; // New York, USD, min $10.00
  const nightOwl = { id: randomUUID(), ...pizzaMenu() }; // Montreal, open Tuesdays 18:00-23:00
  const windsor = { id: randomUUID(), ...pizzaMenu() }; // Windsor, Ontario
  let userCount = 0;

  beforeAll(async () => {
    // Many sign-ups from one address: the per-IP limits scaled up.
    ctx = await createTestApp({ clock, env: { IP_RATE_LIMIT_SCALE: '100' } });
    db = ctx.database.db;
    const montreal = {
      street: '1 Rue Test',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H2X 1Y4',
      country: 'CANADA' as const,
    };
    await restaurantsRepository(db).insertRestaurants([
      restaurant({
        id: luigi.id,
        name: "Luigi's",
        position: MONTREAL,
        address: montreal,
        menu: luigi.menu,
        minimumOrderCents: 1500,
        deliveryFeeCents: 299,
        deliveryRadiusM: 5000,
        preparationMinutes: 20,
      }),
      restaurant({
        id: bigApple.id,
        name: 'Big Apple Pizza',
        position: NEW_YORK,
        address: {
          street: '1 Test Ave',
          city: 'New York',
          region: 'NY',
          postalCode: '10001',
          country: 'UNITED_STATES',
        },
        timeZone: 'America/New_York',
        menu: bigApple.menu,
        minimumOrderCents: 1000,
        deliveryFeeCents: 399,
        deliveryRadiusM: 4000,
        preparationMinutes: 15,
      }),
      restaurant({
        id: nightOwl.id,
        name: 'Night Owl',
        position: MONTREAL,
        address: montreal,
        openingHours: WEEKDAYS.map((day) => ({
          day,
          ranges: day === 'TUESDAY' ? [{ opens: '18:00', closes: '23:00' }] : [],
        })),
        menu: nightOwl.menu,
      }),
      restaurant({
        id: windsor.id,
        name: 'Windsor Slice',
        position: WINDSOR,
        address: { street: '1 Test St', city: 'Windsor', region: 'ON', postalCode: 'N9A 1A1', country: 'CANADA' },
        menu: windsor.menu,
      }),
    ]);
  });
  afterAll(() => ctx.close());

  const newUser = async () => {
    const session = await createActiveUser(ctx.app, db, `cart-${++userCount}@example.com`);
    return { session, userId: session.userInfo.id };
  };
  const call = (session: SessionDto | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session ? bearer(session) : {}, ...(payload ? { payload } : {}) });
  const putCart = (session: SessionDto, body: object) => call(session, 'PUT', '/api/users/me/cart', body);
  const getCart = (session: SessionDto) => call(session, 'GET', '/api/users/me/cart');
  const quote = (session: SessionDto, body: object) => call(session, 'POST', '/api/users/me/cart/quote', body);

  const addAddress = async (
    userId: string,
    at: LatLng,
    place: { region: string; country: 'CANADA' | 'UNITED_STATES' } = { region: 'QC', country: 'CANADA' },
  ) => {
    const [row] = await db
      .insert(addresses)
      .values({
        userId,
        label: 'Home',
        line1: '10 Test Street',
        line2: 'Apt 4',
        city: 'Somewhere',
        region: place.region,
        postalCode: place.country === 'CANADA' ? 'H2X 1Y4' : '10001',
        country: place.country,
        lat: at.lat,
        lng: at.lng,
        instructions: 'Buzz 4',
      })
      .returning({ id: addresses.id });
    return row!.id;
  };
  const give = (userId: string, bucks: number, promoCents: number) =>
    db.transaction(async (raw) => {
      const tx = raw as Database;
      const movement = { userId, reason: 'admin_adjustment' as const, sourceType: 'test', sourceId: randomUUID() };
      if (bucks > 0) await credit(tx, { ...movement, currency: 'BUCKS', amount: bucks });
      if (promoCents > 0) await credit(tx, { ...movement, currency: 'PROMO_CENTS', amount: promoCents });
    });
  const setRestaurant = (id: string, changes: Partial<typeof restaurants.$inferInsert>) =>
    db.update(restaurants).set(changes).where(eq(restaurants.id, id));

  /** Margherita (1499) large (+400) with extra cheese (+150): 2049 each; garlic bread 599. */
  const pizzaLines = (menu: ReturnType<typeof pizzaMenu>, quantity = 2) => [
    {
      itemId: menu.items.margherita,
      quantity,
      optionIds: [menu.size.large, menu.extras.cheese],
      note: '  well done  ',
    },
    { itemId: menu.items.garlicBread, quantity: 1 },
  ];
  const expectProblem = (
    res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
    status: number,
    name: string,
  ) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((res.json() as { type: string }).type).toBe(`https://playeats.app/problems/${name}`);
    return res.json() as Record<string, unknown> & { detail: string; invalidParams?: { name: string }[] };
  };

  describe('GET, PUT and DELETE /api/users/me/cart', () => {
    it('answers 204 for an empty cart, no-store, and 401 without a session', async () => {
      const { session } = await newUser();
      const res = await getCart(session);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await call(null, 'GET', '/api/users/me/cart')).statusCode).toBe(401);
      const body = { restaurantId: luigi.id, lines: [{ itemId: luigi.items.garlicBread, quantity: 1 }] };
      expect((await call(null, 'PUT', '/api/users/me/cart', body)).statusCode).toBe(401);
      expect((await call(null, 'DELETE', '/api/users/me/cart')).statusCode).toBe(401);
      expect((await call(null, 'POST', '/api/users/me/cart/quote', { addressId: randomUUID() })).statusCode).toBe(401);
    });

    it('saves the whole cart priced at the menu, and reads it back the same', async () => {
      const { session } = await newUser();
      const res = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const cart = cartSchema.parse(res.json());
      expect(cart).toMatchObject({
        restaurantId: luigi.id,
        restaurantName: "Luigi's",
        currency: 'CAD',
        version: 1,
        subtotalCents: 2 * 2049 + 599,
        minimumOrderCents: 1500,
        updatedAt: NOW.toISOString(),
      });
      expect(cart.lines).toEqual([
        {
          itemId: luigi.items.margherita,
          name: 'Margherita',
          quantity: 2,
          unitPriceCents: 2049,
          lineTotalCents: 4098,
          options: [
            { optionId: luigi.size.large, groupId: luigi.size.id, name: 'Large', priceCents: 400 },
            { optionId: luigi.extras.cheese, groupId: luigi.extras.id, name: 'Extra cheese', priceCents: 150 },
          ],
          note: 'well done',
        },
        {
          itemId: luigi.items.garlicBread,
          name: 'Garlic Bread',
          quantity: 1,
          unitPriceCents: 599,
          lineTotalCents: 599,
          options: [],
          note: null,
        },
      ]);
      const read = await getCart(session);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toEqual(cart);
    });

    it('moves the version on with each save; a save naming an older version is a 409', async () => {
      const { session } = await newUser();
      const v1 = cartSchema.parse(
        (await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) })).json(),
      );
      const v2 = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 3), version: v1.version });
      expect(v2.statusCode).toBe(200);
      expect(v2.json()).toMatchObject({ version: 2, subtotalCents: 3 * 2049 + 599 });

      const stale = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 5), version: 1 });
      expect(expectProblem(stale, 409, 'ConflictException').detail).toMatch(/another window or device/);
      const future = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 5), version: 9 });
      expectProblem(future, 409, 'ConflictException');
      expect((await getCart(session)).json()).toMatchObject({ version: 2, subtotalCents: 3 * 2049 + 599 });

      // Without a version: a deliberate overwrite (a fresh page), allowed.
      const overwrite = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 1) });
      expect(overwrite.json()).toMatchObject({ version: 3, subtotalCents: 2049 + 599 });
    });

    it('replaces the cart when the restaurant changes', async () => {
      const { session } = await newUser();
      const first = cartSchema.parse(
        (await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) })).json(),
      );
      const other = await putCart(session, {
        restaurantId: bigApple.id,
        lines: [{ itemId: bigApple.items.garlicBread, quantity: 2 }],
        version: first.version,
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toMatchObject({
        restaurantId: bigApple.id,
        restaurantName: 'Big Apple Pizza',
        currency: 'USD',
        version: 2,
        subtotalCents: 1198,
        lines: [{ itemId: bigApple.items.garlicBread, quantity: 2 }],
      });
      expect((await getCart(session)).json()).toMatchObject({ restaurantId: bigApple.id, lines: [{ quantity: 2 }] });
    });

    it('refuses lines that are not on the menu, unavailable, or outside the option groups, naming each field', async () => {
      const { session } = await newUser();
      const save = (lines: object[]) => putCart(session, { restaurantId: luigi.id, lines });
      const unknown = expectProblem(
        await save([{ itemId: bigApple.items.margherita, quantity: 1, optionIds: [bigApple.size.small] }]),
        400,
        'InvalidOrderItemException',
      );
      expect(unknown.invalidParams).toEqual([
        { name: 'body.lines.0.itemId', reason: 'is not on this restaurant’s menu' },
      ]);
      const soldOut = expectProblem(
        await save([
          { itemId: luigi.items.garlicBread, quantity: 1 },
          { itemId: luigi.items.calzone, quantity: 1, optionIds: [luigi.size.small] },
        ]),
        400,
        'InvalidOrderItemException',
      );
      expect(soldOut.invalidParams).toEqual([{ name: 'body.lines.1.itemId', reason: 'is not available now' }]);
      const noSize = expectProblem(
        await save([{ itemId: luigi.items.margherita, quantity: 1 }]),
        400,
        'InvalidOrderItemOptionException',
      );
      expect(noSize.invalidParams).toEqual([{ name: 'body.lines.0.optionIds', reason: 'choose at least 1 from Size' }]);
      const tooMany = expectProblem(
        await save([
          {
            itemId: luigi.items.margherita,
            quantity: 1,
            optionIds: [
              luigi.size.small,
              luigi.extras.cheese,
              luigi.extras.bacon,
              luigi.extras.olives,
              luigi.extras.onions,
            ],
          },
        ]),
        400,
        'InvalidOrderItemOptionException',
      );
      expect(tooMany.invalidParams).toEqual([
        { name: 'body.lines.0.optionIds', reason: 'choose at most 3 from Extras' },
      ]);
      const otherOption = expectProblem(
        await save([{ itemId: luigi.items.garlicBread, quantity: 1, optionIds: [luigi.size.small] }]),
        400,
        'InvalidOrderItemOptionException',
      );
      expect(otherOption.invalidParams).toEqual([
        { name: 'body.lines.0.optionIds.0', reason: 'is not an option of Garlic Bread' },
      ]);
      // Schema rules: at least one line, quantities 1-99.
      expect(expectProblem(await save([]), 400, 'ValidationException').invalidParams).toMatchObject([
        { name: 'body.lines' },
      ]);
      expect(
        expectProblem(await save([{ itemId: luigi.items.garlicBread, quantity: 100 }]), 400, 'ValidationException')
          .invalidParams,
      ).toMatchObject([{ name: 'body.lines.0.quantity' }]);
      const gone = await putCart(session, {
        restaurantId: randomUUID(),
        lines: [{ itemId: luigi.items.garlicBread, quantity: 1 }],
      });
      expectProblem(gone, 404, 'RestaurantNotFoundException');
      expect((await getCart(session)).statusCode).toBe(204);
    });

    it('empties the cart with DELETE; versions keep growing, so an old tab cannot bring it back', async () => {
      const { session } = await newUser();
      const v1 = cartSchema.parse(
        (await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) })).json(),
      );
      const del = await call(session, 'DELETE', '/api/users/me/cart');
      expect(del.statusCode).toBe(204);
      expect(del.headers['cache-control']).toBe('no-store');
      expect((await getCart(session)).statusCode).toBe(204);
      expect((await call(session, 'DELETE', '/api/users/me/cart')).statusCode).toBe(204);
      const stale = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi), version: v1.version });
      expectProblem(stale, 409, 'ConflictException');
      const fresh = await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) });
      expect(fresh.statusCode).toBe(200);
      expect(cartSchema.parse(fresh.json()).version).toBeGreaterThan(v1.version + 1);
    });

    it('lets exactly one of two concurrent saves naming the same version win', async () => {
      const { session } = await newUser();
      let version = cartSchema.parse(
        (await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) })).json(),
      ).version;
      for (let round = 0; round < 3; round++) {
        const [a, b] = await Promise.all([
          putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 4), version }),
          putCart(session, {
            restaurantId: bigApple.id,
            lines: [{ itemId: bigApple.items.garlicBread, quantity: 7 }],
            version,
          }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        const winner = (a.statusCode === 200 ? a : b).json() as CartDto;
        const loser = a.statusCode === 200 ? b : a;
        expectProblem(loser, 409, 'ConflictException');
        expect(winner.version).toBe(version + 1);
        // What is stored is the winner's, whole.
        expect((await getCart(session)).json()).toEqual(winner);
        version = winner.version;
      }
    });

    it('keeps concurrent saves without a version whole: the last one wins, never a mix', async () => {
      const { session } = await newUser();
      const results = await Promise.all([
        putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 4) }),
        putCart(session, { restaurantId: bigApple.id, lines: [{ itemId: bigApple.items.garlicBread, quantity: 7 }] }),
        putCart(session, { restaurantId: luigi.id, lines: [{ itemId: luigi.items.garlicBread, quantity: 3 }] }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const saved = results.map((r) => r.json() as CartDto);
      expect(saved.map((c) => c.version).sort()).toEqual([1, 2, 3]);
      expect((await getCart(session)).json()).toEqual(saved.find((c) => c.version === 3));
    });

    it('reads items taken off the menu out of the cart, and prices the rest at today’s prices', async () => {
      const menu = pizzaMenu();
      const id = randomUUID();
      await restaurantsRepository(db).insertRestaurants([
        restaurant({ id, name: 'Changing Menu', position: MONTREAL, menu: menu.menu }),
      ]);
      const { session } = await newUser();
      await putCart(session, { restaurantId: id, lines: pizzaLines(menu) });
      await db.update(menuItems).set({ priceCents: 1599 }).where(eq(menuItems.id, menu.items.margherita));
      await db.delete(menuItems).where(eq(menuItems.id, menu.items.garlicBread));
      const cart = cartSchema.parse((await getCart(session)).json());
      expect(cart.lines.map((l) => [l.name, l.unitPriceCents])).toEqual([['Margherita', 1599 + 400 + 150]]);
      expect(cart.subtotalCents).toBe(2 * 2149);
    });
  });

  describe('POST /api/users/me/cart/quote', () => {
    const serviceFee = () => ({
      bps: ctx.config.SERVICE_FEE_BPS,
      minCents: ctx.config.SERVICE_FEE_MIN_CENTS,
      maxCents: ctx.config.SERVICE_FEE_MAX_CENTS,
    });

    it('prices a New York order exactly as priceOrder does: NY sales tax, promo dollars then bucks', async () => {
      const { session, userId } = await newUser();
      await putCart(session, { restaurantId: bigApple.id, lines: pizzaLines(bigApple) });
      const addressId = await addAddress(userId, NEAR_NEW_YORK, { region: 'NY', country: 'UNITED_STATES' });
      await give(userId, 1000, 500);
      const res = await quote(session, { addressId, tipCents: 300, bucks: 700, promoCents: 10_000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const q = quoteSchema.parse(res.json());

      const tax = salesTaxFor('UNITED_STATES', 'NY')!;
      const expected = priceOrder({
        lines: [
          { unitPriceCents: 2049, quantity: 2 },
          { unitPriceCents: 599, quantity: 1 },
        ],
        deliveryFeeCents: 399,
        serviceFee: serviceFee(),
        taxRate: tax,
        tipCents: 300,
        balances: { bucks: 1000, promoCents: 500 },
        requested: { bucks: 700, promoCents: 10_000 },
      });
      const distanceMeters = Math.round(haversineKm(NEW_YORK, NEAR_NEW_YORK) * 1000);
      expect(q).toEqual<QuoteDto>({
        restaurantId: bigApple.id,
        restaurantName: 'Big Apple Pizza',
        currency: 'USD',
        cartVersion: 1,
        address: {
          label: 'Home',
          line1: '10 Test Street',
          line2: 'Apt 4',
          city: 'Somewhere',
          region: 'NY',
          postalCode: '10001',
          country: 'UNITED_STATES',
          instructions: 'Buzz 4',
        },
        lines: (cartSchema.parse((await getCart(session)).json()) as CartDto).lines,
        subtotalCents: expected.subtotalCents,
        deliveryFeeCents: expected.deliveryFeeCents,
        serviceFeeCents: expected.serviceFeeCents,
        taxCents: expected.taxCents,
        taxRateBps: 400,
        taxLabel: 'Sales tax',
        tipCents: 300,
        promoDiscountCents: expected.promoDiscountCents,
        bucksSpent: expected.bucksSpent,
        bucksDiscountCents: expected.bucksDiscountCents,
        totalCents: expected.totalCents,
        savedCents: expected.savedCents,
        cardRequired: true,
        minimumOrderCents: 1000,
        distanceMeters,
        estimatedDeliveryMinutes: estimatedDeliveryMinutes(15, distanceMeters),
        balances: { bucks: 1000, promoCents: 500 },
      });
      // The same numbers by hand: 4697 + 399 + 235 (5% service) + 213 (4% of 5331) + 300 tip = 5844.
      expect([q.subtotalCents, q.serviceFeeCents, q.taxCents]).toEqual([4697, 235, 213]);
      expect([q.promoDiscountCents, q.bucksSpent, q.totalCents, q.savedCents]).toEqual([500, 700, 4644, 1200]);
      expect(q.totalCents + q.savedCents).toBe(5844);
    });

    it('prices a Quebec order with GST and QST, each rounded on its own', async () => {
      const { session, userId } = await newUser();
      await putCart(session, {
        restaurantId: luigi.id,
        lines: [
          { itemId: luigi.items.margherita, quantity: 1, optionIds: [luigi.size.small] },
          { itemId: luigi.items.garlicBread, quantity: 1 },
        ],
      });
      const addressId = await addAddress(userId, NEAR_MONTREAL);
      const q = quoteSchema.parse((await quote(session, { addressId })).json());
      const expected = priceOrder({
        lines: [
          { unitPriceCents: 1499, quantity: 1 },
          { unitPriceCents: 599, quantity: 1 },
        ],
        deliveryFeeCents: 299,
        serviceFee: serviceFee(),
        taxRate: salesTaxFor('CANADA', 'QC')!,
        tipCents: 0,
        balances: { bucks: 0, promoCents: 0 },
        requested: { bucks: 0, promoCents: 0 },
      });
      expect(q).toMatchObject({
        currency: 'CAD',
        subtotalCents: 2098,
        deliveryFeeCents: 299,
        serviceFeeCents: 105,
        // GST 5% of 2502 = 125.1 → 125; QST 9.975% = 249.57… → 250
        taxCents: 375,
        taxRateBps: taxRateBps(salesTaxFor('CANADA', 'QC')!),
        taxLabel: 'GST + QST',
        totalCents: 2877,
        savedCents: 0,
        cardRequired: true,
        bucksSpent: 0,
        balances: { bucks: 0, promoCents: 0 },
      });
      expect(q.taxRateBps).toBe(1498);
      expect(q.totalCents).toBe(expected.totalCents);
      expect(q.taxCents).toBe(expected.taxCents);
    });

    it('needs no card when the discounts pay everything, and spares a card charge under 50 cents', async () => {
      const { session, userId } = await newUser();
      await putCart(session, { restaurantId: luigi.id, lines: [{ itemId: luigi.items.garlicBread, quantity: 3 }] });
      const addressId = await addAddress(userId, NEAR_MONTREAL);
      await give(userId, 5000, 0);
      const full = quoteSchema.parse((await quote(session, { addressId, bucks: 5000 })).json());
      expect(full).toMatchObject({ totalCents: 0, cardRequired: false });
      expect(full.bucksSpent).toBe(full.savedCents);
      // 20 cents short: 20 more bucks rather than a 20-cent card charge.
      const near = quoteSchema.parse((await quote(session, { addressId, bucks: full.bucksSpent - 20 })).json());
      expect(near).toMatchObject({ totalCents: 0, bucksSpent: full.bucksSpent, cardRequired: false });
    });

    it('checks every rule in order, each a problem with its own shape', async () => {
      const menu = pizzaMenu();
      const id = randomUUID();
      await restaurantsRepository(db).insertRestaurants([
        restaurant({
          id,
          name: 'Rule Diner',
          position: MONTREAL,
          menu: menu.menu,
          minimumOrderCents: 1500,
          deliveryRadiusM: 5000,
          openingHours: everyDay('18:00', '23:00'),
          orderingEnabled: false,
        }),
      ]);
      const { session, userId } = await newUser();
      const { userId: otherUserId } = await newUser();
      const ownFar = await addAddress(userId, FAR_FROM_MONTREAL);
      const ownNear = await addAddress(userId, NEAR_MONTREAL);
      const someoneElses = await addAddress(otherUserId, NEAR_MONTREAL);
      const ask = (addressId: string) => quote(session, { addressId });

      // 1. An empty cart, even in maintenance (an admin turns store maintenance on: live settings).
      const admin = await createAdmin(ctx.app, ctx.database.db, `${randomUUID()}@admin.example.com`);
      const maintenanceOn = (on: boolean) =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/api/admin/settings',
          headers: bearer(admin),
          payload: { changes: { storeMaintenanceMode: on } },
        });
      expect((await maintenanceOn(true)).statusCode).toBe(200);
      try {
        expect(expectProblem(await ask(someoneElses), 400, 'CartEmptyException').detail).toMatch(/empty/);
        await putCart(session, {
          restaurantId: id,
          lines: [{ itemId: menu.items.garlicBread, quantity: 1, note: 'extra garlic' }],
        });
        await setRestaurant(id, { isActive: false });
        // 2. Store maintenance.
        const maintenance = expectProblem(await ask(someoneElses), 503, 'RestaurantServiceException');
        expect(maintenance.detail).toMatch(/maintenance/);
      } finally {
        await maintenanceOn(false);
      }
      // 3. The restaurant is gone.
      expectProblem(await ask(someoneElses), 404, 'RestaurantNotFoundException');
      await setRestaurant(id, { isActive: true });
      // 4. Ordering disabled.
      expect(expectProblem(await ask(someoneElses), 409, 'OrderingDisabledException').detail).toBe(
        'Rule Diner is not taking orders through PlayEats at the moment.',
      );
      await setRestaurant(id, { orderingEnabled: true });
      // 5. Closed now (noon; it opens at 6 PM).
      const closed = expectProblem(await ask(someoneElses), 409, 'RestaurantClosedException');
      expect(closed.detail).toBe('Rule Diner is closed now. It opens today at 6:00 PM EST.');
      expect(closed.opensAt).toBe('2026-11-23T23:00:00.000Z');
      await setRestaurant(id, { openMinutes: weekRangesLiteral(weekRanges(everyDay('00:00', '00:00'))) });
      // 6. The menu again: the item was sold out since it was put in the cart.
      await db.update(menuItems).set({ available: false }).where(eq(menuItems.id, menu.items.garlicBread));
      const soldOut = expectProblem(await ask(someoneElses), 400, 'InvalidOrderItemException');
      expect(soldOut.invalidParams).toEqual([{ name: 'cart.lines.0.itemId', reason: 'is not available now' }]);
      await db.update(menuItems).set({ available: true }).where(eq(menuItems.id, menu.items.garlicBread));
      // 7. Not the user's address (nor an address at all).
      expectProblem(await ask(someoneElses), 404, 'NotFoundException');
      expectProblem(await ask(randomUUID()), 404, 'NotFoundException');
      // 8. Out of the delivery range.
      const far = expectProblem(await ask(ownFar), 422, 'CustomerAddressOutOfRangeException');
      expect(far).toMatchObject({
        restaurantNoDeliveryResponse: 'CUSTOMER_ADDRESS_OUT_OF_RANGE',
        deliveryRadiusMeters: 5000,
        distanceMeters: Math.round(haversineKm(MONTREAL, FAR_FROM_MONTREAL) * 1000),
      });
      expect(far.detail).toBe('This address is 11.1 km from Rule Diner, which delivers up to 5.0 km away.');
      // 9. Below the minimum: the detail ends with the amount, in the restaurant's currency.
      const minimum = expectProblem(await ask(ownNear), 422, 'MinimumOrderAmountException');
      expect(minimum.detail).toBe('The minimum order at Rule Diner is CA$15.00');
      expect(minimum).toMatchObject({ minimumOrderCents: 1500, subtotalCents: 599, currency: 'CAD' });
      // 10. Above the maximum, before discounts.
      await putCart(session, {
        restaurantId: id,
        lines: [{ itemId: menu.items.margherita, quantity: 99, optionIds: [menu.size.large] }],
      });
      const max = expectProblem(await ask(ownNear), 422, 'MaxAmountExceededException');
      expect(max).toMatchObject({
        maxAmountExceededMessage: 'An order can be at most CA$500.00 before discounts.',
        maxOrderCents: 50_000,
      });
      expect(max.detail).toMatch(/^This order comes to CA\$2,\d{3}\.\d\d\. An order can be at most CA\$500\.00/);
      // And then it prices.
      await putCart(session, {
        restaurantId: id,
        lines: [{ itemId: menu.items.margherita, quantity: 1, optionIds: [menu.size.large] }],
      });
      expect((await ask(ownNear)).statusCode).toBe(200);
    });

    it('ends the minimum-order detail with a US amount for a US restaurant', async () => {
      const { session, userId } = await newUser();
      await putCart(session, {
        restaurantId: bigApple.id,
        lines: [{ itemId: bigApple.items.garlicBread, quantity: 1 }],
      });
      const addressId = await addAddress(userId, NEAR_NEW_YORK, { region: 'NY', country: 'UNITED_STATES' });
      const res = expectProblem(await quote(session, { addressId }), 422, 'MinimumOrderAmountException');
      expect(res.detail).toBe('The minimum order at Big Apple Pizza is $10.00');
      expect(res.detail.split(' ').at(-1)).toBe('$10.00');
    });

    it('says when a closed restaurant opens next, in its own time zone', async () => {
      const { session, userId } = await newUser();
      await putCart(session, {
        restaurantId: nightOwl.id,
        lines: [{ itemId: nightOwl.items.garlicBread, quantity: 3 }],
      });
      const addressId = await addAddress(userId, NEAR_MONTREAL);
      // Monday noon in Montreal: closed until Tuesday 18:00.
      const res = expectProblem(await quote(session, { addressId }), 409, 'RestaurantClosedException');
      expect(res.detail).toBe('Night Owl is closed now. It opens Tuesday at 6:00 PM EST.');
      expect(res.opensAt).toBe('2026-11-24T23:00:00.000Z');
    });

    it('does not deliver across the border, however close', async () => {
      const { session, userId } = await newUser();
      await putCart(session, { restaurantId: windsor.id, lines: [{ itemId: windsor.items.garlicBread, quantity: 1 }] });
      const detroit = await addAddress(userId, DETROIT, { region: 'MI', country: 'UNITED_STATES' });
      expect(haversineKm(WINDSOR, DETROIT)).toBeLessThan(5);
      const res = expectProblem(
        await quote(session, { addressId: detroit }),
        422,
        'CustomerAddressOutOfRangeException',
      );
      expect(res).toMatchObject({ restaurantNoDeliveryResponse: 'CUSTOMER_ADDRESS_OUT_OF_RANGE' });
      expect(res.detail).toBe('Windsor Slice does not deliver to another country.');
    });

    it('refuses an address whose region has no known tax', async () => {
      const { session, userId } = await newUser();
      await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) });
      const addressId = await addAddress(userId, NEAR_MONTREAL, { region: 'XX', country: 'CANADA' });
      expectProblem(await quote(session, { addressId }), 422, 'InvalidOrderException');
    });

    it('validates the checkout options', async () => {
      const { session } = await newUser();
      const res = expectProblem(
        await quote(session, { addressId: 'nope', tipCents: -1, bucks: 1.5 }),
        400,
        'ValidationException',
      );
      expect(res.invalidParams!.map((p) => p.name).sort()).toEqual(['body.addressId', 'body.bucks', 'body.tipCents']);
    });
  });

  describe('what the orders module uses', () => {
    const service = () => servicesOf(ctx, clock).ordering.cart;

    it('an order takes the cart it priced: emptied under its row lock, a save meanwhile waits and then is stale', async () => {
      const { session, userId } = await newUser();
      const saved = cartSchema.parse(
        (await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) })).json(),
      );
      const addressId = await addAddress(userId, NEAR_MONTREAL);
      const q = await service().quote(userId, { addressId, tipCents: 0, bucks: 0, promoCents: 0 });
      expect(q).toMatchObject({ cartVersion: saved.version, subtotalCents: saved.subtotalCents });
      let blockedSave: Promise<{ statusCode: number }> | undefined;
      let saveSettledInside = false;
      await db.transaction(async (raw) => {
        const cart = service();
        expect(await cart.takeForOrder(raw, userId, q.cartVersion + 1)).toBe('changed');
        expect(await cart.takeForOrder(raw, userId, q.cartVersion)).toBe('taken');
        // A save meanwhile waits for the lock (PostgreSQL) or the transaction (PGlite).
        blockedSave = putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi, 9), version: saved.version });
        void blockedSave.then(() => {
          saveSettledInside = true;
        });
        await new Promise((r) => setTimeout(r, 300));
        expect(saveSettledInside).toBe(false);
      });
      // The order emptied the cart and moved its version on: the waiting save is stale.
      expect((await blockedSave!).statusCode).toBe(409);
      expect((await getCart(session)).statusCode).toBe(204);
      const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
      expect(row!.version).toBe(saved.version + 1);
      expect(row!.lines).toEqual([]);
      // Taken once: the next try finds it empty.
      expect(await service().takeForOrder(db, userId, row!.version)).toBe('empty');
    });

    it('rolls the taking back with the order', async () => {
      const { session, userId } = await newUser();
      await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) });
      await expect(
        db.transaction(async (raw) => {
          expect(await service().takeForOrder(raw, userId, 1)).toBe('taken');
          throw new Error('payment failed');
        }),
      ).rejects.toThrow('payment failed');
      expect((await getCart(session)).json()).toMatchObject({ version: 1, lines: [{}, {}] });
    });

    it('reorders: the cart becomes the lines still on today’s menu; none left is an InvalidOrderItemException', async () => {
      const menu = pizzaMenu();
      const id = randomUUID();
      await restaurantsRepository(db).insertRestaurants([
        restaurant({ id, name: 'Reorder Place', position: MONTREAL, menu: menu.menu }),
      ]);
      const { session, userId } = await newUser();
      await putCart(session, { restaurantId: luigi.id, lines: pizzaLines(luigi) });
      await service().replace(userId, id, [
        { itemId: menu.items.margherita, quantity: 2, optionIds: [menu.size.large], note: 'crispy' },
        { itemId: menu.items.calzone, quantity: 1, optionIds: [menu.size.small] }, // sold out
        { itemId: menu.items.garlicBread, quantity: 1, optionIds: [menu.size.small] }, // options no longer fit
        { itemId: randomUUID(), quantity: 1, optionIds: [] }, // gone from the menu
        { itemId: menu.items.garlicBread, quantity: 3, optionIds: [], note: null },
      ]);
      const cart = cartSchema.parse((await getCart(session)).json());
      expect(cart).toMatchObject({ restaurantId: id, restaurantName: 'Reorder Place', version: 2 });
      expect(cart.lines.map((l) => [l.name, l.quantity, l.note])).toEqual([
        ['Margherita', 2, 'crispy'],
        ['Garlic Bread', 3, null],
      ]);

      const none = service().replace(userId, id, [
        { itemId: menu.items.calzone, quantity: 1, optionIds: [menu.size.small] },
      ]);
      await expect(none).rejects.toBeInstanceOf(HttpProblem);
      await expect(none).rejects.toMatchObject({ status: 400, problemName: 'InvalidOrderItemException' });
      expect((await getCart(session)).json()).toMatchObject({ version: 2 });

      await setRestaurant(id, { isActive: false });
      await expect(
        service().replace(userId, id, [{ itemId: menu.items.garlicBread, quantity: 1, optionIds: [] }]),
      ).rejects.toMatchObject({ status: 404, problemName: 'RestaurantNotFoundException' });
    });
  });
});
