import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { US_STATE_CODES } from '@playeats/contracts/addresses';
import type * as UsCodes from 'zipcodes/lib/codes.js';
import type { CountryCode, GeoPosition } from './geocoder.ts';
import { haversineKm } from '@playeats/domain/distance';

// US ZIP code and Canadian forward sortation area centroids from the zipcodes package
// (decision 0029). Its two data files are 5 MB of JavaScript (about 150 ms and 15–20 MB
// read as JSON), so they are read on the first postal-code question, once, never at
// start-up, and let go once copied (readOnce).

export interface PostalArea {
  /** "10001" or an FSA "H2X". */
  code: string;
  country: CountryCode;
  region: string;
  /** The package's name for it: the city (US) or the area ("Downtown Montreal East"). */
  name: string;
  lat: number;
  lng: number;
}

// prettier-ignore
const FSA_PROVINCE: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON',
  P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

/** Grid cells of this many degrees index the areas for the nearest-area search. */
const CELL_DEGREES = 0.5;
/** Farther than this from every centroid, a position is in no known postal area. */
const NEAREST_MAX_KM = 60;

const cellKey = (lat: number, lng: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

export class PostalAreas {
  private readonly grid = new Map<string, PostalArea[]>();

  constructor(private readonly byCode: ReadonlyMap<string, PostalArea>) {
    for (const area of byCode.values()) {
      const key = cellKey(area.lat, area.lng);
      const cell = this.grid.get(key);
      if (cell) cell.push(area);
      else this.grid.set(key, [area]);
    }
  }

  /** A ZIP ("10001", "10001-1234") or a Canadian code or FSA ("H2X", "h2x 1y4"); null when unknown. */
  find(code: string): PostalArea | null {
    const compact = code.replace(/[\s-]/g, '').toUpperCase();
    const key = /^\d{5}/.test(compact) ? compact.slice(0, 5) : compact.slice(0, 3);
    return this.byCode.get(key) ?? null;
  }

  /** The area whose centroid is nearest, looking in the position's grid cell and the rings around it. */
  nearest(position: GeoPosition, country?: CountryCode): PostalArea | null {
    const row = Math.floor(position.lat / CELL_DEGREES);
    const col = Math.floor(position.lng / CELL_DEGREES);
    let best = null as { area: PostalArea; km: number } | null;
    const maxRing = Math.ceil(NEAREST_MAX_KM / 111 / CELL_DEGREES) + 1;
    for (let ring = 0; ring <= maxRing; ring += 1) {
      for (let r = row - ring; r <= row + ring; r += 1) {
        for (let c = col - ring; c <= col + ring; c += 1) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue; // the ring's edge only
          for (const area of this.grid.get(`${r}:${c}`) ?? []) {
            if (country && area.country !== country) continue;
            const km = haversineKm(position, area);
            if (!best || km < best.km) best = { area, km };
          }
        }
      }
      // Anything in a farther ring is at least `ring` cells away.
      if (best && best.km <= ring * CELL_DEGREES * 111 * Math.cos((position.lat * Math.PI) / 180)) break;
    }
    return best && best.km <= NEAREST_MAX_KM ? best.area : null;
  }
}

let loading: Promise<PostalAreas> | null = null;

type ZipcodesFile = typeof UsCodes;

/**
 * A data file of the package, read as data and let go. Each of its lines is
 * `exports.<name> = <JSON>;`, so each is parsed with JSON.parse: evaluated as JavaScript
 * (require), its 5 MB took 435 ms of the event loop and left the process 78 MB larger (the
 * parser's working memory, which the allocator keeps), against 150 ms and 15–20 MB parsed
 * as JSON (issue 17: the first row a partner import geocodes by postal code paid it). Not
 * in the module cache, its ~44,000 rows are garbage once copied. A file in another shape
 * (a new version of the package) is refused by name; postal-codes.test.ts compares both
 * readings.
 */
export function readOnce(specifier: 'zipcodes/lib/codes.js' | 'zipcodes/lib/codesCanada.js'): ZipcodesFile {
  const file = createRequire(import.meta.url).resolve(specifier);
  const refused = (why: string) =>
    new Error(`${specifier}: ${why}; expected lines of "exports.<name> = <JSON>;" (has the zipcodes package changed?)`);
  const exported: Record<string, unknown> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const assign = line.indexOf(' = ');
    const text = line.trimEnd();
    if (!line.startsWith('exports.') || assign < 0 || !text.endsWith(';')) throw refused('a line of another shape');
    try {
      exported[line.slice('exports.'.length, assign)] = JSON.parse(text.slice(assign + 3, -1));
    } catch (err) {
      throw refused(`a value that is not JSON (${(err as Error).message})`);
    }
  }
  if (typeof exported.codes !== 'object' || exported.codes === null) throw refused('no codes');
  return exported as ZipcodesFile;
}

/** The postal areas, loaded on the first call (the same promise after). */
export function loadPostalAreas(): Promise<PostalAreas> {
  loading ??= (async () => {
    const [us, canada] = [readOnce('zipcodes/lib/codes.js'), readOnce('zipcodes/lib/codesCanada.js')];
    const states = new Set<string>(US_STATE_CODES);
    const byCode = new Map<string, PostalArea>();
    for (const row of Object.values(us.codes)) {
      if (!states.has(row.state) || !Number.isFinite(row.latitude)) continue;
      byCode.set(row.zip, {
        code: row.zip,
        country: 'UNITED_STATES',
        region: row.state,
        name: row.city,
        lat: row.latitude,
        lng: row.longitude,
      });
    }
    for (const row of Object.values(canada.codes)) {
      const province = FSA_PROVINCE[row.zip[0]!];
      if (!province || !Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
      const region = province === 'NT' && /nunavut/i.test(row.state) ? 'NU' : province;
      const name = row.city.replace(/\s*\(.*$/, '');
      byCode.set(row.zip, { code: row.zip, country: 'CANADA', region, name, lat: row.latitude, lng: row.longitude });
    }
    return new PostalAreas(byCode);
  })();
  return loading;
}
