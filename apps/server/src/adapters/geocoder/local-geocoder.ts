import { haversineKm } from '@playeats/domain/distance';
import { normalizePostalCode } from '@playeats/contracts/addresses';
import { cityCandidate, createCityGeocoder, type CityGeocoder } from './city-geocoder.ts';
import {
  DEFAULT_SEARCH_LIMIT,
  type GeocodeCandidate,
  type Geocoder,
  type GeoPosition,
  type SearchOptions,
} from './geocoder.ts';
import { loadPostalAreas, type PostalArea, type PostalAreas } from './postal-codes.ts';

// The default geocoder, with nothing to configure (decision 0029): a postal code in the text
// places it at its ZIP or forward sortation area's centroid (precision postal_code), else the
// bundled cities (precision city). It never finds a street: the pin does that.

const CA_POSTAL = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:\s?(\d[ABCEGHJ-NPRSTV-Z]\d))?\b/i;
const US_ZIP = /\b\d{5}(?:-\d{4})?\b/g;
/** How far a postal area's centroid may be from the bundled city it is named after. */
const AREA_CITY_KM = 40;
const REVERSE_CITY_KM = 50;

/** The postal code written in the text, if any: a Canadian code or FSA, else the last ZIP (house numbers come first). */
function postalCodeIn(query: string): string | null {
  const ca = CA_POSTAL.exec(query);
  if (ca) return ca[2] ? `${ca[1]} ${ca[2]}` : ca[1]!;
  const zips = query.match(US_ZIP);
  return zips ? zips[zips.length - 1]! : null;
}

export function createLocalGeocoder(
  cities: CityGeocoder = createCityGeocoder(),
  areas: () => Promise<PostalAreas> = loadPostalAreas,
): Geocoder {
  function areaCandidate(area: PostalArea, typed?: string): GeocodeCandidate {
    const city = cities.nearest(area, AREA_CITY_KM, area.country);
    // A US area carries its city's name; a Canadian one a district's ("Downtown Montreal East").
    const cityName = area.country === 'UNITED_STATES' || !city ? area.name : city.name;
    const postalCode = (typed && normalizePostalCode(area.country, typed)) || area.code;
    const country = area.country === 'CANADA' ? 'Canada' : 'USA';
    return {
      label: `${postalCode}, ${cityName}, ${area.region}, ${country}`,
      position: { lat: area.lat, lng: area.lng },
      precision: 'postal_code',
      line1: null,
      city: cityName,
      region: area.region,
      postalCode,
      country: area.country,
      timeZone: city?.timeZone,
    };
  }

  /** The bundled cities for the whole text, else without its first part (a street: "12 Main St, Portland, ME"). */
  function citiesFor(query: string, limit: number): GeocodeCandidate[] {
    const found = cities.search(query, limit);
    const parts = query.split(',');
    return found.length > 0 || parts.length < 2 ? found : cities.search(parts.slice(1).join(','), limit);
  }

  return {
    attribution: null,

    async search(query: string, { limit = DEFAULT_SEARCH_LIMIT, country, near }: SearchOptions = {}) {
      const typed = postalCodeIn(query);
      const area = typed ? (await areas()).find(typed) : null;
      const byCity = citiesFor(typed && !area ? query.replace(/\s+/g, ' ') : query, Math.max(limit, 10));
      const found = [...(area ? [areaCandidate(area, typed!)] : []), ...byCity]
        .filter((c) => !country || c.country === country)
        .filter((c, i, all) => all.findIndex((o) => o.label === c.label) === i);
      if (near) {
        // Nearest first within a precision (the most precise stays first).
        const rank = (c: GeocodeCandidate) => (c.precision === 'postal_code' ? 0 : 1e6) + haversineKm(near, c.position);
        found.sort((a, b) => rank(a) - rank(b));
      }
      return found.slice(0, limit);
    },

    async reverse(position: GeoPosition) {
      const area = (await areas()).nearest(position);
      if (area) return areaCandidate(area);
      const city = cities.nearest(position, REVERSE_CITY_KM);
      return city ? cityCandidate(city) : null;
    },
  };
}
