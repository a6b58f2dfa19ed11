import {
  ADDRESSES_MAX,
  type AddressCountry,
  type AddressDto,
  type CreateAddressRequest,
  type UpdateAddressRequest,
} from '@playeats/contracts/addresses';
import type { Clock } from '../../../adapters/clock.ts';
import type { Geocoder, GeoPosition } from '../../../adapters/geocoder/geocoder.ts';
import { locateAddress, locateArea, pinNear } from '../../../adapters/geocoder/locate-address.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { notFound } from '../../../lib/problem.ts';
import { checkPlace, limitReached, notPlaced, pinTooFar, type Place } from './address-rules.ts';
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
    precision: row.precision as AddressDto['precision'],
    instructions: row.instructions,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Empty text clears an optional field. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

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

/** Delivery addresses (United States and Canada), geocoded or pinned when saved; one user's own, never another's (404). */
export class AddressesService {
  constructor(private readonly deps: AddressesServiceDeps) {}

  /**
   * Where the address is and how precisely (decision 0029). With a pin: the pin, if it lies
   * near the address's postal area or city. Without: the street address when the geocoder
   * finds it, else the postal code, else the city. Neither found → 422 naming the field.
   */
  private async locate(
    place: Place & { line1: string },
    pin?: GeoPosition,
  ): Promise<{ position: GeoPosition; precision: AddressDto['precision'] }> {
    const { geocoder } = this.deps;
    const found = pin ? await locateArea(geocoder, place) : await locateAddress(geocoder, place);
    if ('failed' in found) {
      if (found.failed === 'postalCode') throw notPlaced('postalCode', `not in ${place.region}`);
      throw notPlaced('city', `no such city in ${place.region}`);
    }
    if (!pin) return found;
    if (!pinNear(pin, found)) throw pinTooFar();
    return { position: pin, precision: 'pin' };
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
    const { position, precision } = await this.locate({ ...place, line1: body.line1 }, body.position);
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
        precision,
        instructions: blankToNull(body.instructions) ?? null,
        isDefault: body.makeDefault || !hasDefault,
        createdAt: now,
        updatedAt: now,
      });
    });
    return this.saved(row);
  }

  /**
   * Any of the fields; the country rules apply to the address as it ends up. A changed street,
   * city, region, postal code or country is geocoded again, unless a pin comes with it.
   */
  async update(userId: string, id: string, body: UpdateAddressRequest): Promise<AddressDto> {
    const { addresses, clock } = this.deps;
    const existing = await addresses.find(userId, id);
    if (!existing) throw addressNotFound();
    const changes: AddressChanges = {};
    if (body.label !== undefined) changes.label = blankToNull(body.label);
    if (body.line1 !== undefined) changes.line1 = body.line1;
    if (body.line2 !== undefined) changes.line2 = blankToNull(body.line2);
    if (body.instructions !== undefined) changes.instructions = blankToNull(body.instructions);
    const place = checkPlace({
      city: body.city ?? existing.city,
      region: body.region ?? existing.region,
      postalCode: body.postalCode ?? existing.postalCode,
      country: body.country ?? (existing.country as AddressCountry),
    });
    const line1 = body.line1 ?? existing.line1;
    const moved =
      line1 !== existing.line1 ||
      place.city !== existing.city ||
      place.region !== existing.region ||
      place.postalCode !== existing.postalCode ||
      place.country !== existing.country;
    // A new place without a pin is geocoded again; a pin is checked against the place as it ends up.
    if (moved || body.position) {
      const { position, precision } = await this.locate({ ...place, line1 }, body.position);
      Object.assign(changes, place, { lat: position.lat, lng: position.lng, precision });
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
