import { haversineKm } from '@playeats/domain/distance';
import { searchKey } from '@playeats/domain/search-key';
import { createCityGeocoder } from './city-geocoder.ts';
import type { CountryCode, GeocodeCandidate, Geocoder, GeoPosition } from './geocoder.ts';

// One way to place a postal address, for customers' addresses and partner restaurants alike
// (decision 0029): the street address when the geocoder finds it, else the postal code, else
// the city; and the pin rule, a position given by hand must lie near that area.

export interface AddressToLocate {
  /** Number and street; left out, only the area (postal code, city) is looked for. */
  line1?: string;
  city: string;
  region: string;
  postalCode: string;
  country: CountryCode;
}

export interface Located {
  position: GeoPosition;
  precision: GeocodeCandidate['precision'];
  /** The place's IANA zone: the geocoder's, else the nearest bundled city's. */
  timeZone: string | null;
}

/** Which field the geocoder could not place: the postal code (known, elsewhere) or the city. */
export type NotLocated = { failed: 'postalCode' | 'city' };

/** How far a pin may be from the address's postal area or city: a big city's postal area is a few km across. */
export const PIN_MAX_KM = 25;
/** A zone from the nearest bundled city this close at most (the geocoder gave none). */
const ZONE_CITY_KM = 400;

const bundledCities = createCityGeocoder();

function located(candidate: GeocodeCandidate): Located {
  const zone =
    candidate.timeZone ?? bundledCities.nearest(candidate.position, ZONE_CITY_KM, candidate.country)?.timeZone;
  return { position: candidate.position, precision: candidate.precision, timeZone: zone ?? null };
}

/**
 * The address's postal area, else its city. A postal code the geocoder knows in the region
 * is the stronger clue; otherwise the city name picks among the places it may be (a partial
 * FSA or ZIP3 can cover several).
 */
export async function locateArea(geocoder: Geocoder, address: AddressToLocate): Promise<Located | NotLocated> {
  const { country, region } = address;
  const inPlace = (c: GeocodeCandidate) => c.country === country && c.region === region;
  const byPostal = await geocoder.search(address.postalCode, { country, limit: 10 });
  const postalHere = byPostal.filter(inPlace);
  const area = postalHere.find((c) => c.precision !== 'city');
  if (area) return located({ ...area, precision: 'postal_code' });
  const byCity = (await geocoder.search(`${address.city}, ${region}`, { country, limit: 10 })).filter(inPlace);
  const city = searchKey(address.city);
  const found =
    postalHere.find((p) => byCity.some((c) => searchKey(c.city) === searchKey(p.city))) ??
    byCity.find((c) => searchKey(c.city) === city) ??
    postalHere[0] ??
    byCity[0];
  if (found) return located({ ...found, precision: 'city' });
  return { failed: byPostal.length > 0 ? 'postalCode' : 'city' };
}

/**
 * The street address when the geocoder finds it in the address's region and near its
 * postal area or city (within PIN_MAX_KM: a street of the same name elsewhere in the state
 * is not the door; with no area to compare, the region must do), else the area
 * (locateArea), which then asks for a pin.
 */
export async function locateAddress(geocoder: Geocoder, address: AddressToLocate): Promise<Located | NotLocated> {
  const area = await locateArea(geocoder, address);
  if (address.line1) {
    const query = `${address.line1}, ${address.city}, ${address.region} ${address.postalCode}`;
    const found = await geocoder.search(query, { country: address.country, limit: 3 });
    const street = found.find(
      (c) =>
        c.precision === 'street' &&
        c.country === address.country &&
        c.region === address.region &&
        ('failed' in area || pinNear(c.position, area)),
    );
    if (street) return located(street);
  }
  return area;
}

/** Whether a pin is plausible for an area: in its country's reach, within PIN_MAX_KM. */
export function pinNear(pin: GeoPosition, area: Located): boolean {
  return haversineKm(pin, area.position) <= PIN_MAX_KM;
}
