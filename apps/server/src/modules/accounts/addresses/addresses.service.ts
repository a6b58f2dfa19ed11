import {
  ADDRESSES_MAX,
  addressFieldIssues,
  normalizePostalCode,
  type AddressCountry,
  type AddressDto,
  type CreateAddressRequest,
  type UpdateAddressRequest,
} from '@playeats/contracts/addresses';
import type { Clock } from '../../../adapters/clock.ts';
import type { GeocodeCandidate, Geocoder } from '../../../adapters/geocoder/geocoder.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { badRequest, HttpProblem, notFound } from '../../../lib/problem.ts';
import type { SQL } from 'drizzle-orm';
import {
  deliveryPlaceJson,
  type AddressChanges,
  type AddressesRepository,
  type AddressRow,
  type DeliveryPlace,
} from './addresses.repository.ts';

export type { DeliveryPlace };

const addressNotFound = () => notFound('This address does not exist.');

export function toAddressDto(row: AddressRow): AddressDto {
  return {
    id: row.id,
    label: row.label,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country === 'CANADA' ? 'CANADA' : 'UNITED_STATES',
    lat: row.lat,
    lng: row.lng,
    instructions: row.instructions,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Place {
  city: string;
  region: string;
  postalCode: string;
  country: AddressCountry;
}

/** Empty text clears an optional field. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

function limitReached(): HttpProblem {
  return new HttpProblem(
    422,
    'AddressLimitReachedException',
    'Too many addresses',
    `You can save at most ${ADDRESSES_MAX} addresses. Remove one to add another.`,
    { limit: ADDRESSES_MAX },
  );
}

function notPlaced(field: 'city' | 'postalCode', reason: string): HttpProblem {
  const detail =
    field === 'city'
      ? 'We could not find this city. Check the city, state or province and postal code.'
      : 'We could not find this postal code. Check it and the state or province.';
  return new HttpProblem(422, 'AddressNotFoundException', 'Address not found', detail, {
    field,
    invalidParams: [{ name: `body.${field}`, reason }],
  });
}

/**
 * Whether any restaurant delivers to a place: the restaurants module answers it (wired in
 * services.ts); accounts only asks, so a saved address can carry a warning.
 */
export interface DeliveryCoverageSource {
  deliversTo(place: { lat: number; lng: number; country: string }): Promise<boolean>;
}

export interface AddressesServiceDeps {
  uow: UnitOfWork;
  addresses: Repository<AddressesRepository>;
  clock: Clock;
  geocoder: Geocoder;
  /** Without it (tests of this module alone), saved addresses carry no `deliverable`. */
  coverage?: DeliveryCoverageSource;
}

/** The country rules; the postal code comes back normalised (12345-6789, A1A 1A1). */
function checkPlace(place: Place): Place {
  const issues = addressFieldIssues(place);
  if (issues.length > 0) {
    throw badRequest(
      `Invalid ${issues.map((i) => `body.${i.field}`).join(', ')}: ${issues.map((i) => i.reason).join('; ')}`,
      issues.map((i) => ({ name: `body.${i.field}`, reason: i.reason })),
    );
  }
  return {
    ...place,
    region: place.region.trim().toUpperCase(),
    postalCode: normalizePostalCode(place.country, place.postalCode)!,
  };
}

/** Delivery addresses (United States and Canada), geocoded when saved; one user's own, never another's (404). */
export class AddressesService {
  constructor(private readonly deps: AddressesServiceDeps) {}

  /**
   * The city centre of the address. The postal code is the stronger clue; the city name
   * picks among the places it may be (a partial FSA or ZIP3 can cover several). A postal
   * code the geocoder does not know falls back to the city; neither → 422 naming the field.
   */
  private async locate(place: Place): Promise<{ lat: number; lng: number }> {
    const inPlace = (c: GeocodeCandidate) => c.country === place.country && c.region === place.region;
    const [byPostal, byCity] = await Promise.all([
      this.deps.geocoder.search(place.postalCode, 20),
      this.deps.geocoder.search(`${place.city}, ${place.region}`, 20),
    ]);
    const postalHere = byPostal.filter(inPlace);
    const cityHere = byCity.filter(inPlace);
    const sameCity = postalHere.find((p) => cityHere.some((c) => c.city === p.city));
    const found = sameCity ?? postalHere[0] ?? cityHere[0];
    if (found) return found.position;
    if (byPostal.length > 0) throw notPlaced('postalCode', `not in ${place.region}`);
    throw notPlaced('city', `no such city in ${place.region}`);
  }

  /** The answer of a save: the address, and whether anyone delivers there (when coverage is known). */
  private async saved(row: AddressRow): Promise<AddressDto> {
    const dto = toAddressDto(row);
    const coverage = this.deps.coverage;
    if (!coverage) return dto;
    // The address is saved (committed): a failed check only leaves the warning out.
    try {
      return { ...dto, deliverable: await coverage.deliversTo(dto) };
    } catch {
      return dto;
    }
  }

  private on(tx?: Database): AddressesRepository {
    return tx ? this.deps.addresses.in(tx) : this.deps.addresses;
  }

  /**
   * SQL part, for a statement of another module that reads an address with its own rows
   * (the cart's quote): the address `addressId` of the user `userId` (both SQL) as a
   * DeliveryPlace JSON object, null when it is not one of theirs.
   */
  deliveryPlaceJsonSql(addressId: SQL, userId: SQL): SQL {
    return deliveryPlaceJson(addressId, userId);
  }

  /** The user's own address (for the cart and its quote), or 404: another user's is not found, as an unknown one. */
  async getOwned(userId: string, addressId: string, tx?: Database): Promise<AddressRow> {
    const row = await this.on(tx).find(userId, addressId);
    if (!row) throw addressNotFound();
    return row;
  }

  /** The default address (the signed-in user info's `address`), or null. */
  async getDefault(userId: string, tx?: Database): Promise<AddressDto | null> {
    const row = await this.on(tx).findDefault(userId);
    return row ? toAddressDto(row) : null;
  }

  async list(userId: string): Promise<AddressDto[]> {
    return (await this.deps.addresses.list(userId)).map(toAddressDto);
  }

  /** The first address becomes the default; `makeDefault` makes this one the default. */
  async create(userId: string, body: CreateAddressRequest): Promise<AddressDto> {
    const { addresses, uow, clock } = this.deps;
    if ((await addresses.count(userId)) >= ADDRESSES_MAX) throw limitReached();
    const place = checkPlace(body);
    const position = await this.locate(place);
    const row = await uow.transaction(async (tx) => {
      const rows = addresses.in(tx);
      await rows.lockOwner(userId);
      if ((await rows.count(userId)) >= ADDRESSES_MAX) throw limitReached();
      const hasDefault = (await rows.findDefault(userId)) !== undefined;
      if (body.makeDefault && hasDefault) await rows.clearDefault(userId);
      const now = clock.now();
      return rows.insert({
        userId,
        label: blankToNull(body.label) ?? null,
        line1: body.line1,
        line2: blankToNull(body.line2) ?? null,
        city: place.city,
        region: place.region,
        postalCode: place.postalCode,
        country: place.country,
        lat: position.lat,
        lng: position.lng,
        instructions: blankToNull(body.instructions) ?? null,
        isDefault: body.makeDefault || !hasDefault,
        createdAt: now,
        updatedAt: now,
      });
    });
    return this.saved(row);
  }

  /** Any of the fields; the country rules apply to the address as it ends up, and a new place is geocoded again. */
  async update(userId: string, id: string, body: UpdateAddressRequest): Promise<AddressDto> {
    const { addresses, clock } = this.deps;
    const existing = await addresses.find(userId, id);
    if (!existing) throw addressNotFound();
    const changes: AddressChanges = {};
    if (body.label !== undefined) changes.label = blankToNull(body.label);
    if (body.line1 !== undefined) changes.line1 = body.line1;
    if (body.line2 !== undefined) changes.line2 = blankToNull(body.line2);
    if (body.instructions !== undefined) changes.instructions = blankToNull(body.instructions);
    const moved =
      body.city !== undefined ||
      body.region !== undefined ||
      body.postalCode !== undefined ||
      body.country !== undefined;
    if (moved) {
      const place = checkPlace({
        city: body.city ?? existing.city,
        region: body.region ?? existing.region,
        postalCode: body.postalCode ?? existing.postalCode,
        country: body.country ?? (existing.country as AddressCountry),
      });
      Object.assign(changes, place, await this.locate(place));
    }
    const row = await addresses.update(userId, id, changes, clock.now());
    if (!row) throw addressNotFound();
    return this.saved(row);
  }

  /** If it was the default, the newest remaining address becomes it. */
  async remove(userId: string, id: string): Promise<void> {
    await this.deps.uow.transaction(async (tx) => {
      const rows = this.deps.addresses.in(tx);
      await rows.lockOwner(userId);
      const removed = await rows.delete(userId, id);
      if (!removed) throw addressNotFound();
      if (removed.isDefault) await rows.promoteNewest(userId);
    });
  }

  async makeDefault(userId: string, id: string): Promise<AddressDto[]> {
    const rows = await this.deps.uow.transaction(async (tx) => {
      const all = this.deps.addresses.in(tx);
      await all.lockOwner(userId);
      const address = await all.find(userId, id);
      if (!address) throw addressNotFound();
      if (!address.isDefault) {
        await all.clearDefault(userId);
        await all.setDefault(userId, id);
      }
      return all.list(userId);
    });
    return rows.map(toAddressDto);
  }
}
