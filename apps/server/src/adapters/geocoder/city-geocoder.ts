import { haversineKm } from '@playeats/domain/distance';
import { searchKey } from '@playeats/domain/search-key';
import type { CountryCode, GeocodeCandidate, GeoPosition } from './geocoder.ts';
import { CITIES, REGION_NAMES, type City } from './north-american-cities.ts';

/** The bundled cities' geocoder: the last resort of the local one (local-geocoder.ts). */
export interface CityGeocoder {
  search(query: string, limit: number): GeocodeCandidate[];
  /** The nearest bundled city within `maxKm`. */
  nearest(position: GeoPosition, maxKm: number, country?: CountryCode): City | null;
}

const COUNTRY_WORDS: Record<string, CountryCode> = {
  canada: 'CANADA',
  ca: 'CANADA',
  usa: 'UNITED_STATES',
  us: 'UNITED_STATES',
  'united states': 'UNITED_STATES',
};

const FSA = /^([A-Z]\d[A-Z]?)(\d[A-Z]\d)?$/;
const ZIP = /^(\d{3})(\d{2})?(?:\d{4})?$/;

const countryLabel = (country: CountryCode) => (country === 'CANADA' ? 'Canada' : 'USA');

export function cityCandidate(city: City, prefix?: string): GeocodeCandidate {
  const place = `${city.name}, ${city.region}, ${countryLabel(city.country)}`;
  return {
    label: prefix ? `${prefix}, ${place}` : place,
    position: { lat: city.lat, lng: city.lng },
    precision: 'city',
    line1: null,
    postalCode: null,
    city: city.name,
    region: city.region,
    country: city.country,
    timeZone: city.timeZone,
  };
}

/** Does a region word ("qc", "quebec", "canada") describe this city? */
function regionMatches(city: City, words: string): boolean {
  if (COUNTRY_WORDS[words] === city.country) return true;
  if (words === city.region.toLowerCase()) return true;
  const full = REGION_NAMES[city.region];
  return full !== undefined && words.length >= 3 && searchKey(full).startsWith(words);
}

/**
 * Resolves the bundled cities by name (accents, case and punctuation ignored; "Portland, OR",
 * "Montreal QC") and by postal code: a US ZIP (its first three digits) or a Canadian FSA
 * ("H2X", "H2X 1Y4"). Positions are city centres (precision city).
 */
export function createCityGeocoder(cities: readonly City[] = CITIES): CityGeocoder {
  const keyed = cities.map((city) => ({ city, names: [city.name, ...(city.aliases ?? [])].map(searchKey) }));

  function byPostalCode(compact: string): GeocodeCandidate[] | null {
    const fsa = FSA.exec(compact);
    if (fsa) {
      const start = fsa[1]!;
      // The most specific prefix wins (B3H before B3); a partial FSA ("H2") lists every city it may be.
      const matches = keyed
        .flatMap(({ city }) =>
          city.postalPrefixes
            .filter((p) => /^[A-Z]/.test(p) && (start.startsWith(p) || p.startsWith(start)))
            .map((p) => ({ city, length: p.length })),
        )
        .sort((a, b) => b.length - a.length || b.city.weight - a.city.weight);
      const label = start.length === 3 && fsa[2] ? `${start} ${fsa[2]}` : start;
      return [...new Set(matches.map((m) => m.city))].map((city) => cityCandidate(city, label));
    }
    const zip = ZIP.exec(compact);
    if (zip) {
      const zip3 = zip[1]!;
      const label = zip[2] ? `${zip3}${zip[2]}` : zip3;
      return keyed
        .filter(({ city }) => city.postalPrefixes.includes(zip3))
        .map(({ city }) => cityCandidate(city, label));
    }
    return null;
  }

  function byName(query: string): GeocodeCandidate[] {
    const [cityPart = '', ...rest] = query.split(',');
    let name = searchKey(cityPart);
    let region = searchKey(rest.join(' '));
    const scored = (n: string, r: string) =>
      keyed
        .map(({ city, names }) => {
          const score = Math.max(
            ...names.map((k) =>
              k === n ? 3 : k.startsWith(n) ? 2 : k.split(' ').some((w) => w.startsWith(n)) ? 1 : 0,
            ),
          );
          return { city, score: r && !regionMatches(city, r) ? 0 : score };
        })
        .filter((s) => s.score > 0);
    let found = name ? scored(name, region) : [];
    // "Montreal QC", "portland oregon": without a comma, try the last words as the region.
    if (found.length === 0 && !region && name.includes(' ')) {
      const words = name.split(' ');
      for (let cut = words.length - 1; cut >= 1 && found.length === 0; cut -= 1) {
        name = words.slice(0, cut).join(' ');
        region = words.slice(cut).join(' ');
        found = scored(name, region);
      }
    }
    return found
      .sort((a, b) => b.score - a.score || b.city.weight - a.city.weight)
      .map(({ city }) => cityCandidate(city));
  }

  return {
    search(query: string, limit: number): GeocodeCandidate[] {
      const compact = query.replace(/[\s-]/g, '').toUpperCase();
      const results = byPostalCode(compact) ?? byName(query);
      return results.slice(0, limit);
    },
    nearest(position: GeoPosition, maxKm: number, country?: CountryCode): City | null {
      let best: { city: City; km: number } | null = null;
      for (const city of cities) {
        if (country && city.country !== country) continue;
        const km = haversineKm(position, city);
        if (km <= maxKm && (!best || km < best.km)) best = { city, km };
      }
      return best?.city ?? null;
    },
  };
}
