import { normalizePostalCode } from '@playeats/contracts/addresses';
import {
  DEFAULT_SEARCH_LIMIT,
  geocoderBusy,
  geocoderUnavailable,
  type CountryCode,
  type GeocodeCandidate,
  type Geocoder,
  type GeoPosition,
  type SearchOptions,
} from './geocoder.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { QueueFullError, RequestPacer, type PacerTimer } from './request-pacer.ts';

// A Nominatim-compatible service (nominatim.openstreetmap.org, a self-hosted Nominatim,
// LocationIQ and others that speak its API), with its usage policy kept
// (https://operations.osmfoundation.org/policies/nominatim/): an identifying User-Agent,
// at most `ratePerSecond` requests across the process, answers cached, the ODbL credit.

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  /** Sent as `email` (the policy's contact for heavy users). */
  email?: string;
  /** Sent as `key` (hosted services that need one). */
  apiKey?: string;
  ratePerSecond: number;
  timeoutMs: number;
  /** Calls that may wait for their turn; one more answers 429 (5 seconds' worth by default). */
  maxQueue?: number;
  attribution?: string;
  cacheEntries?: number;
  cacheTtlMs?: number;
  timer?: PacerTimer;
  fetch?: typeof fetch;
}

export const OSM_ATTRIBUTION = 'Data © OpenStreetMap contributors, ODbL 1.0';

/** The parts of a jsonv2 answer we read. */
interface NominatimPlace {
  lat: string;
  lon: string;
  addresstype?: string;
  address?: Record<string, string | undefined>;
}

const COUNTRIES: Record<string, CountryCode> = { ca: 'CANADA', us: 'UNITED_STATES' };
const COUNTRY_CODES: Record<CountryCode, string> = { CANADA: 'ca', UNITED_STATES: 'us' };
const COUNTRY_LABELS: Record<CountryCode, string> = { CANADA: 'Canada', UNITED_STATES: 'USA' };
/** Half the side of the box that favours places near a position, in degrees (~50 km). */
const NEAR_BOX_DEGREES = 0.45;

/** A jsonv2 place to a candidate; null when it is outside the United States and Canada or has no city. */
export function candidateFromNominatim(place: NominatimPlace): GeocodeCandidate | null {
  const a = place.address ?? {};
  const country = COUNTRIES[a.country_code ?? ''];
  const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? a.county;
  const region = /^[A-Z]{2}-([A-Z]{2})$/.exec(a['ISO3166-2-lvl4'] ?? '')?.[1];
  const position = { lat: Number(place.lat), lng: Number(place.lon) };
  if (!country || !city || !region || !Number.isFinite(position.lat) || !Number.isFinite(position.lng)) return null;
  const line1 = a.house_number && a.road ? `${a.house_number} ${a.road}` : null;
  const postalCode = a.postcode ? normalizePostalCode(country, a.postcode) : null;
  const precision = line1
    ? 'street'
    : postalCode && (a.road || place.addresstype === 'postcode')
      ? 'postal_code'
      : 'city';
  const where = `${region}${postalCode ? ` ${postalCode}` : ''}`;
  const label = [line1, city, where, COUNTRY_LABELS[country]].filter(Boolean).join(', ');
  return { label, position, precision, line1, city, region, postalCode, country };
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const service = new URL(base).host;
  const pacer = new RequestPacer(
    options.ratePerSecond,
    options.maxQueue ?? Math.max(1, Math.ceil(options.ratePerSecond * 5)),
    options.timer,
  );
  const cache = new LruCache<unknown>(options.cacheEntries ?? 2000, options.cacheTtlMs ?? 24 * 3600_000);
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params });
    if (options.email) query.set('email', options.email);
    if (options.apiKey) query.set('key', options.apiKey);
    const url = `${base}${path}?${query}`;
    const cached = cache.get(url);
    if (cached !== undefined) return cached;
    let response: Response;
    let text: string;
    try {
      ({ response, text } = await pacer.schedule(async () => {
        const signal = AbortSignal.timeout(options.timeoutMs);
        const res = await doFetch(url, {
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          signal,
        });
        return { response: res, text: await res.text() };
      }));
    } catch (error) {
      if (error instanceof QueueFullError) throw geocoderBusy(service, error.retryAfterMs / 1000);
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw geocoderUnavailable(service, `did not answer within ${options.timeoutMs} ms`);
      }
      throw geocoderUnavailable(service, 'cannot be reached');
    }
    if (response.status === 429) throw geocoderBusy(service, Number(response.headers.get('retry-after')) || 1);
    if (!response.ok) throw geocoderUnavailable(service, `answered ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw geocoderUnavailable(service, 'answered something that is not JSON');
    }
    cache.set(url, body);
    return body;
  }

  return {
    attribution: options.attribution ?? OSM_ATTRIBUTION,

    async search(q: string, { limit = DEFAULT_SEARCH_LIMIT, country, near }: SearchOptions = {}) {
      const params: Record<string, string> = {
        q,
        countrycodes: country ? COUNTRY_CODES[country] : 'us,ca',
        limit: String(limit),
      };
      if (near) {
        const d = NEAR_BOX_DEGREES;
        params.viewbox = [near.lng - d, near.lat + d, near.lng + d, near.lat - d].map((v) => v.toFixed(5)).join(',');
      }
      const body = await call('/search', params);
      if (!Array.isArray(body)) throw geocoderUnavailable(service, 'answered an unexpected shape');
      return body
        .map((place) => candidateFromNominatim(place as NominatimPlace))
        .filter((c): c is GeocodeCandidate => c !== null && (!country || c.country === country))
        .slice(0, limit);
    },

    async reverse(position: GeoPosition) {
      const body = await call('/reverse', { lat: position.lat.toFixed(6), lon: position.lng.toFixed(6), zoom: '18' });
      if (typeof body !== 'object' || body === null || 'error' in body) return null;
      return candidateFromNominatim(body as NominatimPlace);
    },
  };
}
