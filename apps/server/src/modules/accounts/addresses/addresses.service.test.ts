import { describe, expect, it } from 'vitest';
import { ADDRESSES_MAX, type CreateAddressRequest } from '@playeats/contracts/addresses';
import { manualClock } from '../../../adapters/clock.ts';
import type { GeocodeCandidate, Geocoder } from '../../../adapters/geocoder/geocoder.ts';
import { fakeRepository, fakeUnitOfWork } from '../../../../test/fakes.ts';
import type { AddressesRepository, AddressRow } from './addresses.repository.ts';
import { AddressesService } from './addresses.service.ts';

/** The addresses table in memory, one user's rows at a time, in the repository's order. */
function memoryAddresses(): AddressesRepository & { rows: AddressRow[] } {
  const rows: AddressRow[] = [];
  let seq = 0;
  const mine = (userId: string) => rows.filter((r) => r.userId === userId);
  return {
    rows,
    lockOwner: async () => undefined,
    list: async (userId) =>
      mine(userId).sort(
        (a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.getTime() - a.createdAt.getTime(),
      ),
    find: async (userId, id) => mine(userId).find((r) => r.id === id),
    findDefault: async (userId) => mine(userId).find((r) => r.isDefault),
    count: async (userId) => mine(userId).length,
    insert: async (address) => {
      const row = { ...address, id: `a${(seq += 1)}` } as AddressRow;
      rows.push(row);
      return row;
    },
    update: async (userId, id, changes, at) => {
      const row = mine(userId).find((r) => r.id === id);
      return row && Object.assign(row, changes, { updatedAt: at });
    },
    clearDefault: async (userId) => mine(userId).forEach((r) => (r.isDefault = false)),
    setDefault: async (userId, id) => {
      const row = mine(userId).find((r) => r.id === id);
      if (row) row.isDefault = true;
      return row !== undefined;
    },
    delete: async (userId, id) => {
      const i = rows.findIndex((r) => r.userId === userId && r.id === id);
      return i < 0 ? undefined : rows.splice(i, 1)[0];
    },
    promoteNewest: async (userId) => {
      const [newest] = mine(userId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      if (newest) newest.isDefault = true;
    },
  };
}

const place = (city: string, region: string, country: GeocodeCandidate['country'], lat: number): GeocodeCandidate => ({
  label: city,
  position: { lat, lng: -73 },
  precision: 'city',
  line1: null,
  postalCode: null,
  city,
  region,
  country,
});

/** Knows Montréal by city and by its postal code; the code H0H is Santa's, in no province we have. */
const geocoder: Geocoder = {
  attribution: null,
  reverse: async () => null,
  search: async (query) => {
    if (query === 'H2X 1Y4' || query === 'Montréal, QC') return [place('Montréal', 'QC', 'CANADA', 45.5)];
    if (query === 'H0H 0H0') return [place('North Pole', 'NU', 'CANADA', 90)];
    return [];
  },
};

const montreal: CreateAddressRequest = {
  line1: '123 Rue Sainte-Catherine',
  city: 'Montréal',
  region: 'qc',
  postalCode: 'h2x1y4',
  country: 'CANADA',
  makeDefault: false,
};

function service() {
  const clock = manualClock();
  const addresses = memoryAddresses();
  const uow = fakeUnitOfWork();
  const tick = () => clock.advance(1000);
  return {
    addresses,
    uow,
    tick,
    addressBook: new AddressesService({ uow, addresses: fakeRepository(addresses), clock, geocoder }),
  };
}

describe('the address book', () => {
  it('makes the first address the default, keeps it when another is added, and hands it over on request', async () => {
    const { addressBook, tick } = service();
    const home = await addressBook.create('u1', montreal);
    tick();
    const work = await addressBook.create('u1', { ...montreal, line1: '1 Place Ville Marie' });
    expect([home.isDefault, work.isDefault]).toEqual([true, false]);
    tick();
    const gym = await addressBook.create('u1', { ...montreal, line1: '2 Gym Street', makeDefault: true });
    expect((await addressBook.list('u1')).map((a) => [a.id, a.isDefault])).toEqual([
      [gym.id, true],
      [work.id, false],
      [home.id, false],
    ]);
  });

  it('normalises the region and postal code and places the address at its city', async () => {
    const { addressBook } = service();
    expect(await addressBook.create('u1', montreal)).toMatchObject({ region: 'QC', postalCode: 'H2X 1Y4', lat: 45.5 });
  });

  it('falls back to the city when the postal code is elsewhere; else names the field it cannot place', async () => {
    const { addressBook } = service();
    expect(await addressBook.create('u1', { ...montreal, postalCode: 'H0H 0H0' })).toMatchObject({ lat: 45.5 });
    await expect(
      addressBook.create('u1', { ...montreal, city: 'Atlantis', postalCode: 'H0H 0H0' }),
    ).rejects.toMatchObject({
      status: 422,
      problemName: 'AddressNotFoundException',
      extensions: { field: 'postalCode' },
    });
    await expect(
      addressBook.create('u1', { ...montreal, city: 'Atlantis', postalCode: 'H3Z 2Y7' }),
    ).rejects.toMatchObject({ status: 422, extensions: { field: 'city' } });
  });

  it(`refuses address ${ADDRESSES_MAX + 1}, checked again inside the transaction`, async () => {
    const { addressBook, addresses, uow } = service();
    for (let i = 0; i < ADDRESSES_MAX; i++) await addressBook.create('u1', montreal);
    expect(uow.transactions).toBe(ADDRESSES_MAX);
    await expect(addressBook.create('u1', montreal)).rejects.toMatchObject({
      status: 422,
      problemName: 'AddressLimitReachedException',
    });
    expect(addresses.rows).toHaveLength(ADDRESSES_MAX);
  });

  it('removing the default makes the newest remaining address the default', async () => {
    const { addressBook, tick } = service();
    const home = await addressBook.create('u1', montreal);
    tick();
    const older = await addressBook.create('u1', { ...montreal, line1: 'older' });
    tick();
    const newest = await addressBook.create('u1', { ...montreal, line1: 'newest' });
    await addressBook.remove('u1', home.id);
    expect((await addressBook.getDefault('u1'))?.id).toBe(newest.id);
    expect((await addressBook.list('u1')).map((a) => a.id)).toEqual([newest.id, older.id]);
  });

  it("another user's address is not found, as an unknown one, for every change", async () => {
    const { addressBook } = service();
    const home = await addressBook.create('u1', montreal);
    const notFound = { status: 404, problemName: 'NotFoundException' };
    await expect(addressBook.getOwned('u2', home.id)).rejects.toMatchObject(notFound);
    await expect(addressBook.update('u2', home.id, { label: 'mine' })).rejects.toMatchObject(notFound);
    await expect(addressBook.remove('u2', home.id)).rejects.toMatchObject(notFound);
    await expect(addressBook.makeDefault('u2', home.id)).rejects.toMatchObject(notFound);
    expect(await addressBook.getOwned('u1', home.id)).toMatchObject({ id: home.id });
  });

  it('geocodes again only when the place changes; empty text clears an optional field', async () => {
    const { addressBook } = service();
    const home = await addressBook.create('u1', { ...montreal, label: 'Home', instructions: 'Ring twice' });
    const renamed = await addressBook.update('u1', home.id, { label: '', instructions: null });
    expect(renamed).toMatchObject({ label: null, instructions: null, lat: 45.5 });
    await expect(addressBook.update('u1', home.id, { city: 'Atlantis', postalCode: 'H0H 0H0' })).rejects.toMatchObject({
      status: 422,
    });
  });
});
