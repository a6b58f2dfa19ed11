import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESSES_MAX,
  addressListSchema,
  addressSchema,
  type AddressDto,
  type CreateAddressRequest,
} from '@playeats/contracts/addresses';
import type { SessionDto } from '@playeats/contracts/auth';
import { problemTypeUri } from '@playeats/contracts/problem';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { bearer, createActiveUser } from '../../../../test/auth-helpers.ts';
import { createLocalGeocoder } from '../../../adapters/geocoder/local-geocoder.ts';
import { createAccounts } from '../accounts.module.ts';
import { restaurant } from '../../../../test/restaurant-fixtures.ts';
import { restaurantsRepository } from '../../restaurants/restaurants.repository.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Input = Omit<CreateAddressRequest, 'makeDefault'> & { makeDefault?: boolean };

// Where the local geocoder places them (decision 0029): the postal areas' centroids.
const MONTREAL = { lat: 45.5148, lng: -73.5739 }; // H2X
const BROOKLYN = { lat: 40.694, lng: -73.9903 }; // 11201
const NEW_YORK = { lat: 40.7484, lng: -73.9967 }; // 10001

const montreal: Input = {
  label: 'Home',
  line1: '123 rue Saint-Denis',
  line2: 'App. 4',
  city: 'Montréal',
  region: 'qc',
  postalCode: 'h2x1y4',
  country: 'CANADA',
  instructions: 'Buzzer 4',
};
const brooklyn: Input = {
  label: 'Work',
  line1: '1 Main St',
  city: 'Brooklyn',
  region: 'NY',
  postalCode: '112011234',
  country: 'UNITED_STATES',
};

describe('delivery addresses', () => {
  let ctx: TestContext;
  let db: Database;
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'));
  let alice: SessionDto;
  let bob: SessionDto;
  let users = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    db = ctx.database.db;
    alice = await createActiveUser(ctx.app, db, 'alice@example.com');
    bob = await createActiveUser(ctx.app, db, 'bob@example.com');
  });
  afterAll(() => ctx.close());

  const newUser = () => createActiveUser(ctx.app, db, `address-user-${(users += 1)}@example.com`);

  const call = (session: SessionDto | null, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session ? bearer(session) : {}, ...(payload ? { payload } : {}) });

  async function add(session: SessionDto, input: Input = montreal): Promise<AddressDto> {
    clock.advance(1000); // newest-first order is by creation time
    const res = await call(session, 'POST', '/api/users/me/addresses', input);
    expect(res.statusCode, res.body).toBe(201);
    // The list and the user info carry no `deliverable` (only the answer of a save does).
    const { deliverable: _deliverable, ...address } = addressSchema.parse(res.json());
    return address;
  }

  const list = async (session: SessionDto) => {
    const res = await call(session, 'GET', '/api/users/me/addresses');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return addressListSchema.parse(res.json()).items;
  };

  const problem = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
    name: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json() as Record<string, unknown>;
    expect(body.type).toBe(problemTypeUri(name));
    return body;
  };
  const fieldsOf = (body: Record<string, unknown>) =>
    (body.invalidParams as { name: string }[]).map((p) => p.name).sort();

  const defaults = async (userId: string) => {
    const { rows } = await db.execute<{ id: string }>(
      sql`select id from addresses where user_id = ${userId} and is_default`,
    );
    return rows.map((r) => r.id);
  };

  it('documents its endpoints in the OpenAPI description', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/users/me/addresses']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/users/me/addresses/{id}']!).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(paths['/api/users/me/addresses/{id}/default']!)).toEqual(['put']);
  });

  it('needs a signed-in user', async () => {
    problem(await call(null, 'GET', '/api/users/me/addresses'), 401, 'UnauthorizedException');
    problem(await call(null, 'POST', '/api/users/me/addresses', montreal), 401, 'UnauthorizedException');
  });

  describe('adding', () => {
    it('saves the first address as the default, normalised and placed at its postal area', async () => {
      const user = await newUser();
      const address = await add(user);
      expect(address).toMatchObject({
        label: 'Home',
        line1: '123 rue Saint-Denis',
        line2: 'App. 4',
        city: 'Montréal',
        region: 'QC',
        postalCode: 'H2X 1Y4',
        country: 'CANADA',
        ...MONTREAL,
        precision: 'postal_code',
        instructions: 'Buzzer 4',
        isDefault: true,
      });
      expect(await list(user)).toEqual([address]);
      // The signed-in user info carries the default address (the mobile bottom bar needs it).
      expect((await call(user, 'GET', '/api/users/me')).json().address).toEqual(address);
    });

    it('writes US ZIP codes as 12345 or 12345-6789 and places a city it does not know by its ZIP', async () => {
      const user = await newUser();
      const work = await add(user, brooklyn);
      expect(work).toMatchObject({ postalCode: '11201-1234', region: 'NY', ...BROOKLYN, isDefault: true, line2: null });
      expect((await add(user, { ...brooklyn, postalCode: ' 11201 ' })).postalCode).toBe('11201');
      expect((await add(user, { ...brooklyn, postalCode: '11201-1234' })).postalCode).toBe('11201-1234');
    });

    it('places an address by its city when the postal code is unknown to the geocoder', async () => {
      const user = await newUser();
      const seattle = await add(user, {
        line1: '400 Broad St',
        city: 'Seattle',
        region: 'WA',
        postalCode: '98097',
        country: 'UNITED_STATES',
      });
      expect(seattle).toMatchObject({
        lat: 47.6062,
        lng: -122.3321,
        precision: 'city',
        label: null,
        instructions: null,
      });
    });

    it('lists the default first, then the newest; makeDefault moves the default', async () => {
      const user = await newUser();
      const first = await add(user);
      const second = await add(user, brooklyn);
      expect(second.isDefault).toBe(false);
      expect((await list(user)).map((a) => a.id)).toEqual([first.id, second.id]);
      const third = await add(user, { ...brooklyn, label: 'Dorm', makeDefault: true });
      expect((await list(user)).map((a) => [a.id, a.isDefault])).toEqual([
        [third.id, true],
        [second.id, false],
        [first.id, false],
      ]);
      expect(await defaults(user.userInfo.id)).toEqual([third.id]);
    });

    it('keeps one default when the first addresses are added at once', async () => {
      const user = await newUser();
      const answers = await Promise.all(
        [montreal, brooklyn, montreal].map((a) => call(user, 'POST', '/api/users/me/addresses', a)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(await defaults(user.userInfo.id)).toHaveLength(1);
    });

    it(`refuses more than ${ADDRESSES_MAX} addresses`, async () => {
      const user = await newUser();
      for (let i = 0; i < ADDRESSES_MAX; i += 1) await add(user, { ...montreal, label: `Place ${i}` });
      const body = problem(
        await call(user, 'POST', '/api/users/me/addresses', montreal),
        422,
        'AddressLimitReachedException',
      );
      expect(body.limit).toBe(ADDRESSES_MAX);
      expect(await list(user)).toHaveLength(ADDRESSES_MAX);
    });
  });

  describe('validation', () => {
    const refused = async (input: object) => {
      const body = problem(await call(alice, 'POST', '/api/users/me/addresses', input), 400, 'ValidationException');
      return fieldsOf(body);
    };

    it('accepts only the United States and Canada', async () => {
      expect(await refused({ ...montreal, country: 'MEXICO' })).toEqual(['body.country']);
    });

    it('checks the region against the country’s real list', async () => {
      expect(await refused({ ...montreal, region: 'NY' })).toEqual(['body.region']);
      expect(await refused({ ...brooklyn, region: 'QC' })).toEqual(['body.region']);
      expect(await refused({ ...brooklyn, region: 'XX' })).toEqual(['body.region']);
      expect(await refused({ ...brooklyn, region: 'New York' })).toEqual(['body.region']);
      // Nunavut is a real territory (its X0A area is in the postal-code data).
      const nunavut = { ...montreal, region: 'nu', postalCode: 'X0A 0H0', city: 'Iqaluit' };
      const iqaluit = await call(alice, 'POST', '/api/users/me/addresses', nunavut);
      expect(iqaluit.json()).toMatchObject({ region: 'NU', precision: 'postal_code' });
    });

    it('checks the postal code format of the country', async () => {
      expect(await refused({ ...brooklyn, postalCode: 'H2X 1Y4' })).toEqual(['body.postalCode']);
      expect(await refused({ ...brooklyn, postalCode: '1120' })).toEqual(['body.postalCode']);
      expect(await refused({ ...montreal, postalCode: '11201' })).toEqual(['body.postalCode']);
      // Canada Post never uses D, F, I, O, Q or U.
      expect(await refused({ ...montreal, postalCode: 'H2D 1Y4' })).toEqual(['body.postalCode']);
      // A Canadian postal code's first letter is its province's.
      expect(await refused({ ...montreal, postalCode: 'K1A 0B1' })).toEqual(['body.postalCode']);
    });

    it('names missing and overlong fields', async () => {
      expect(await refused({ ...montreal, line1: '   ', city: '' })).toEqual(['body.city', 'body.line1']);
      expect(await refused({ ...montreal, instructions: 'x'.repeat(501) })).toEqual(['body.instructions']);
    });

    it('answers 422 AddressNotFoundException naming the field the geocoder cannot place', async () => {
      const city = problem(
        await call(alice, 'POST', '/api/users/me/addresses', {
          ...brooklyn,
          city: 'Burlington',
          region: 'VT',
          postalCode: '05499', // in no dataset, nor is the city
        }),
        422,
        'AddressNotFoundException',
      );
      expect(city).toMatchObject({ field: 'city', invalidParams: [{ name: 'body.city' }] });
      const postal = problem(
        await call(alice, 'POST', '/api/users/me/addresses', {
          ...brooklyn,
          city: 'Springfield',
          region: 'IL',
          postalCode: '10001',
        }),
        422,
        'AddressNotFoundException',
      );
      expect(postal).toMatchObject({ field: 'postalCode', invalidParams: [{ name: 'body.postalCode' }] });
    });
  });

  describe('changing', () => {
    it('changes text fields without geocoding again, and clears optional ones with null', async () => {
      const user = await newUser();
      const home = await add(user);
      clock.advance(60_000);
      const res = await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, {
        label: 'Maison',
        line2: null,
        instructions: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      const changed = addressSchema.parse(res.json());
      expect(changed).toMatchObject({ label: 'Maison', line2: null, instructions: null, ...MONTREAL, isDefault: true });
      expect(changed.updatedAt).not.toBe(home.updatedAt);
      expect(changed.createdAt).toBe(home.createdAt);
    });

    it('geocodes again when the place changes, checking the address as it ends up', async () => {
      const user = await newUser();
      const home = await add(user);
      const moved = await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, {
        city: 'Laval',
        postalCode: 'h7n 1a1',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({
        city: 'Laval',
        postalCode: 'H7N 1A1',
        region: 'QC',
        lat: 45.5772,
        lng: -73.7007,
        precision: 'postal_code',
      });

      const wrong = problem(
        await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, { region: 'ON' }),
        400,
        'ValidationException',
      );
      expect(fieldsOf(wrong)).toEqual(['body.postalCode']);
      const country = problem(
        await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, { country: 'UNITED_STATES' }),
        400,
        'ValidationException',
      );
      expect(fieldsOf(country)).toEqual(['body.postalCode', 'body.region']);
      const toNewYork = await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, {
        country: 'UNITED_STATES',
        region: 'NY',
        postalCode: '10001',
        city: 'New York',
      });
      expect(toNewYork.json()).toMatchObject({ country: 'UNITED_STATES', ...NEW_YORK, postalCode: '10001' });
      problem(
        await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, {
          city: 'Nowhere',
          postalCode: '05499',
          region: 'VT',
        }),
        422,
        'AddressNotFoundException',
      );
    });

    it('refuses an empty change', async () => {
      const user = await newUser();
      const home = await add(user);
      problem(await call(user, 'PATCH', `/api/users/me/addresses/${home.id}`, {}), 400, 'ValidationException');
    });
  });

  describe('default and removal', () => {
    it('makes another address the default', async () => {
      const user = await newUser();
      const a = await add(user);
      const b = await add(user, brooklyn);
      const res = await call(user, 'PUT', `/api/users/me/addresses/${b.id}/default`);
      expect(res.statusCode).toBe(200);
      expect(addressListSchema.parse(res.json()).items.map((x) => [x.id, x.isDefault])).toEqual([
        [b.id, true],
        [a.id, false],
      ]);
      expect((await call(user, 'PUT', `/api/users/me/addresses/${b.id}/default`)).statusCode).toBe(200);
      expect(await defaults(user.userInfo.id)).toEqual([b.id]);
    });

    it('keeps exactly one default when two addresses are made default at once', async () => {
      const user = await newUser();
      const all = [await add(user), await add(user, brooklyn), await add(user)];
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(
          [all[1]!, all[2]!].map((a) => call(user, 'PUT', `/api/users/me/addresses/${a.id}/default`)),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
        const now = await defaults(user.userInfo.id);
        expect(now).toHaveLength(1);
        expect([all[1]!.id, all[2]!.id]).toContain(now[0]);
      }
    });

    it('refuses a second default in the database itself', async () => {
      const user = await newUser();
      const a = await add(user);
      const b = await add(user, brooklyn);
      await expect(db.execute(sql`update addresses set is_default = true where id = ${b.id}`)).rejects.toThrow();
      expect(await defaults(user.userInfo.id)).toEqual([a.id]);
    });

    it('promotes the newest remaining address when the default is removed', async () => {
      const user = await newUser();
      const oldest = await add(user);
      const middle = await add(user, brooklyn);
      const newest = await add(user);
      expect((await call(user, 'DELETE', `/api/users/me/addresses/${oldest.id}`)).statusCode).toBe(204);
      expect((await list(user)).map((a) => [a.id, a.isDefault])).toEqual([
        [newest.id, true],
        [middle.id, false],
      ]);
      expect((await call(user, 'DELETE', `/api/users/me/addresses/${middle.id}`)).statusCode).toBe(204);
      expect((await list(user)).map((a) => [a.id, a.isDefault])).toEqual([[newest.id, true]]);
      expect((await call(user, 'DELETE', `/api/users/me/addresses/${newest.id}`)).statusCode).toBe(204);
      expect(await list(user)).toEqual([]);
      problem(await call(user, 'DELETE', `/api/users/me/addresses/${newest.id}`), 404, 'NotFoundException');
    });
  });

  describe('ownership', () => {
    let home: AddressDto;
    beforeAll(async () => {
      home = await add(bob);
    });

    it('hides another user’s address (404) from every call', async () => {
      const url = `/api/users/me/addresses/${home.id}`;
      problem(await call(alice, 'PATCH', url, { label: 'Mine now' }), 404, 'NotFoundException');
      problem(await call(alice, 'DELETE', url), 404, 'NotFoundException');
      problem(await call(alice, 'PUT', `${url}/default`), 404, 'NotFoundException');
      expect((await list(alice)).map((a) => a.id)).not.toContain(home.id);
      expect((await list(bob)).map((a) => a.id)).toEqual([home.id]);
      problem(await call(alice, 'DELETE', '/api/users/me/addresses/not-a-uuid'), 400, 'ValidationException');
    });

    it('AddressesService.getOwned gives the user’s own address and 404 for another’s', async () => {
      const { addresses: addressesService } = createAccounts({ db, clock, geocoder: createLocalGeocoder() });
      const row = await addressesService.getOwned(bob.userInfo.id, home.id);
      expect(row).toMatchObject({ id: home.id, postalCode: 'H2X 1Y4', lat: MONTREAL.lat, lng: MONTREAL.lng });
      await expect(addressesService.getOwned(alice.userInfo.id, home.id)).rejects.toMatchObject({
        status: 404,
        problemName: 'NotFoundException',
      });
      expect(await addressesService.getDefault(bob.userInfo.id)).toMatchObject({ id: home.id, isDefault: true });
    });
  });

  describe('whether anyone delivers there', () => {
    const save = async (session: SessionDto, input: Input) => {
      clock.advance(1000);
      const res = await call(session, 'POST', '/api/users/me/addresses', input);
      expect(res.statusCode, res.body).toBe(201);
      return addressSchema.parse(res.json());
    };

    it('says in the answer of a save whether a restaurant one can order from delivers there', async () => {
      const user = await newUser();
      // Brooklyn has no restaurant (in this database) yet: saved all the same, flagged.
      const far = await save(user, brooklyn);
      expect(far.deliverable).toBe(false);
      expect((await list(user)).map((a) => a.id)).toContain(far.id);
      await restaurantsRepository(db).insertRestaurants([
        // 2 km from the address (its postal area), delivering up to 3 km.
        restaurant({
          name: 'Brooklyn Slice',
          address: {
            street: '2 Main St',
            city: 'Brooklyn',
            region: 'NY',
            postalCode: '11201',
            country: 'UNITED_STATES',
          },
          timeZone: 'America/New_York',
          position: { lat: BROOKLYN.lat + 0.018, lng: BROOKLYN.lng },
          deliveryRadiusM: 3000,
        }),
        // Paused or closed to orders: they do not count.
        restaurant({ name: 'Paused Place', position: MONTREAL, deliveryRadiusM: 5000, orderingEnabled: false }),
        restaurant({ name: 'Gone Place', position: MONTREAL, deliveryRadiusM: 5000, isActive: false }),
      ]);
      const patched = await call(user, 'PATCH', `/api/users/me/addresses/${far.id}`, { label: 'Office' });
      expect(addressSchema.parse(patched.json()).deliverable).toBe(true);
      expect((await save(user, montreal)).deliverable).toBe(false);
      // The list answers what was saved, without the flag.
      expect((await list(user)).every((a) => a.deliverable === undefined)).toBe(true);
    });
  });
});
