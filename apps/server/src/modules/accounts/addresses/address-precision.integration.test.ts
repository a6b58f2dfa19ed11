import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSchema, type CreateAddressRequest } from '@playeats/contracts/addresses';
import { problemTypeUri } from '@playeats/contracts/problem';
import { haversineKm } from '@playeats/domain/distance';
import { sql } from 'drizzle-orm';
import { manualClock } from '../../../adapters/clock.ts';
import { NOMINATIM_FIXTURE, type FixtureAddress } from '../../../adapters/geocoder/nominatim-fixture.ts';
import { startNominatimStandIn, type NominatimStandIn } from '../../../adapters/geocoder/nominatim-stand-in.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';
import { bearer } from '../../../../test/auth-helpers.ts';
import { startOrderingApp } from '../../../../test/ordering-fixtures.ts';
import { pizzaMenu, restaurant } from '../../../../test/restaurant-fixtures.ts';

// Issue 19 (decision 0029): addresses placed at the door by a Nominatim-compatible service
// (the stand-in), pins, and the order that waits for a pin when only the city is known.

/** The demo place, 1188 Rue Peel: a restaurant delivering up to 3 km stands there. */
const PEEL = NOMINATIM_FIXTURE[0]!;
const KM_PER_DEGREE_LAT = 111.195;

/** A street address `km` north of the demo place (on the same meridian). */
const northOfPeel = (houseNumber: string, km: number): FixtureAddress => ({
  ...PEEL,
  houseNumber,
  road: 'Avenue du Rayon',
  postcode: 'H2W 2R2',
  lat: PEEL.lat + km / KM_PER_DEGREE_LAT,
});

const address = (line1: string, postalCode: string, extra: Partial<CreateAddressRequest> = {}) => ({
  line1,
  city: 'Montréal',
  region: 'QC',
  postalCode,
  country: 'CANADA',
  ...extra,
});

describe('addresses placed at the door (GEOCODER=nominatim)', () => {
  const clock = manualClock(new Date('2026-11-21T17:00:00Z'));
  let standIn: NominatimStandIn;
  let app: Awaited<ReturnType<typeof startOrderingApp>>;
  let radiusPizza: string;
  const radiusMenu = pizzaMenu();

  beforeAll(async () => {
    standIn = await startNominatimStandIn({
      fixture: [...NOMINATIM_FIXTURE, northOfPeel('2900', 2.9), northOfPeel('3100', 3.1)],
    });
    app = await startOrderingApp(clock, {
      GEOCODER: 'nominatim',
      GEOCODER_URL: standIn.url,
      GEOCODER_RATE_PER_SECOND: '100',
    });
    radiusPizza = randomUUID();
    await restaurantsRepository(app.db).insertRestaurants([
      restaurant({
        id: radiusPizza,
        name: 'Pizza du Rayon',
        position: { lat: PEEL.lat, lng: PEEL.lng },
        menu: radiusMenu.menu,
        deliveryRadiusM: 3000,
        minimumOrderCents: 0,
      }),
    ]);
  });
  afterAll(async () => {
    await app?.ctx.close();
    await standIn?.close();
  });

  async function save(session: Parameters<typeof app.call>[0], body: object) {
    const res = await app.call(session, 'POST', '/api/users/me/addresses', body);
    expect(res.statusCode, res.body).toBe(201);
    return addressSchema.parse(res.json());
  }
  const patch = (session: Parameters<typeof app.call>[0], id: string, body: object) =>
    app.ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/me/addresses/${id}`,
      headers: bearer(session),
      payload: body,
    });
  const place = (session: Parameters<typeof app.call>[0], addressId: string) =>
    app.call(session, 'POST', '/api/users/me/orders', { addressId }, { 'idempotency-key': randomUUID() });

  it('places a street address the service knows at its door, and one it does not at the postal code or city', async () => {
    const { session } = await app.customer();
    const peel = await save(session, address('1188 Rue Peel', 'H3B 2T4'));
    expect(peel).toMatchObject({ precision: 'street', lat: PEEL.lat, lng: PEEL.lng });
    // The service knows neither the street nor H2X 1Y4: the city's centre.
    const unknown = await save(session, address('9 Rue Inconnue', 'H2X 1Y4'));
    expect(unknown).toMatchObject({ precision: 'city', lat: 45.5019, lng: -73.5674 });
    // The policy: an identifying User-Agent on every request.
    expect(standIn.requests.every((r) => r.userAgent?.startsWith('PlayEats/'))).toBe(true);
  });

  it('decides the delivery range from street positions: 2.9 km away delivers, 3.1 km does not', async () => {
    const { session } = await app.customer();
    const cart = await app.call(session, 'PUT', '/api/users/me/cart', {
      restaurantId: radiusPizza,
      lines: [{ itemId: radiusMenu.items.margherita, quantity: 1, optionIds: [radiusMenu.size.large] }],
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const near = await save(session, address('2900 Avenue du Rayon', 'H2W 2R2'));
    const far = await save(session, address('3100 Avenue du Rayon', 'H2W 2R2'));
    expect([near.precision, far.precision]).toEqual(['street', 'street']);
    expect(haversineKm(PEEL, near)).toBeCloseTo(2.9, 2);
    expect(haversineKm(PEEL, far)).toBeCloseTo(3.1, 2);
    const quote = (addressId: string) => app.call(session, 'POST', '/api/users/me/cart/quote', { addressId });
    const inRange = await quote(near.id);
    expect(inRange.statusCode, inRange.body).toBe(200);
    expect(inRange.json().distanceMeters).toBe(Math.round(haversineKm(PEEL, near) * 1000));
    const outOfRange = await quote(far.id);
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json()).toMatchObject({
      type: problemTypeUri('CustomerAddressOutOfRangeException'),
      deliveryRadiusMeters: 3000,
    });
  });

  it('prices an address known only to its city, refuses to place the order until the pin is confirmed', async () => {
    const { session } = await app.customer();
    const home = await save(session, address('9 Rue Inconnue', 'H2X 1Y4'));
    expect(home.precision).toBe('city');
    const quote = await app.call(session, 'POST', '/api/users/me/cart/quote', { addressId: home.id });
    expect(quote.statusCode, quote.body).toBe(200);
    const refused = await place(session, home.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ type: problemTypeUri('AddressPinRequiredException'), addressId: home.id });

    // A pin 40 km away is not this address; one in the street is.
    const faraway = await patch(session, home.id, { position: { lat: 45.86, lng: -73.57 } });
    expect(faraway.statusCode).toBe(422);
    expect(faraway.json()).toMatchObject({ invalidParams: [{ name: 'body.position' }] });
    const pin = { lat: 45.5129, lng: -73.5701 };
    const pinned = await patch(session, home.id, { position: pin });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json()).toMatchObject({ precision: 'pin', ...pin });
    const placed = await place(session, home.id);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('stores a pin given with a new address; a changed street without a pin is geocoded again', async () => {
    const { session } = await app.customer();
    const pin = { lat: 45.50012, lng: -73.57089 };
    const pinned = await save(session, { ...address('1188 Rue Peel', 'H3B 2T4'), position: pin });
    expect(pinned).toMatchObject({ precision: 'pin', ...pin });
    // Text that does not move the place keeps the pin.
    const relabelled = await patch(session, pinned.id, { label: 'Bureau', line1: '1188 Rue Peel' });
    expect(relabelled.json()).toMatchObject({ precision: 'pin', ...pin });
    const moved = await patch(session, pinned.id, { line1: '1000 Rue De La Gauchetière Ouest', postalCode: 'H3B 4W5' });
    expect(moved.json()).toMatchObject({ precision: 'street', lat: 45.4988, lng: -73.5665 });
    const tooFar = await app.call(session, 'POST', '/api/users/me/addresses', {
      ...address('1188 Rue Peel', 'H3B 2T4'),
      position: { lat: 43.65, lng: -79.38 }, // Toronto
    });
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().invalidParams).toEqual([{ name: 'body.position', reason: expect.stringContaining('25 km') }]);
  });

  it('marks the rows that were there before the migration as located to their city', async () => {
    const { userId } = await app.customer();
    // A row written as before issue 19: no precision.
    const { rows } = await app.db.execute<{ precision: string }>(
      sql`insert into addresses (user_id, line1, city, region, postal_code, country, lat, lng)
          values (${userId}, '1 Rue Ancienne', 'Montréal', 'QC', 'H2X 1Y4', 'CANADA', 45.5017, -73.5673)
          returning precision`,
    );
    expect(rows[0]!.precision).toBe('city');
  });
});
