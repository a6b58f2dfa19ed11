import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOMINATIM_FIXTURE, type FixtureAddress } from './nominatim-fixture.ts';

// A local server that answers like Nominatim (https://nominatim.org/release-docs/latest/api/)
// over NOMINATIM_FIXTURE: /search and /reverse in format json/jsonv2, with limit,
// countrycodes, viewbox and addressdetails; and its usage policy: a request without a real
// User-Agent is refused (403), one sooner than `ratePerSecond` allows gets 429. Tests and the
// e2e run the app with GEOCODER=nominatim GEOCODER_URL=<url> against it. No imports but
// node's and the fixture, so e2e/ can import it.

export const STAND_IN_LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright';

export interface NominatimStandInOptions {
  /** Requests a second its policy allows (1 like the public Nominatim); 0: no limit. */
  ratePerSecond?: number;
  /** Wait this long before answering (a slow service, for time-outs). */
  delayMs?: number;
  fixture?: readonly FixtureAddress[];
}

/** `error`: 502 with an HTML page; `bad-json`: 200 with a body that is not JSON. */
export type StandInMode = 'normal' | 'error' | 'bad-json';

export interface StandInRequest {
  path: string;
  params: Record<string, string>;
  userAgent: string | undefined;
  /** The answer's status. */
  status: number;
}

export interface NominatimStandIn {
  url: string;
  /** Every request in arrival order. */
  readonly requests: StandInRequest[];
  setDelay(ms: number): void;
  setMode(mode: StandInMode): void;
  close(): Promise<void>;
}

const CITY_CENTRES: Record<string, { lat: number; lng: number }> = {
  Montréal: { lat: 45.5019, lng: -73.5674 },
  Toronto: { lat: 43.6535, lng: -79.3839 },
  'New York': { lat: 40.7128, lng: -74.006 },
};

const COUNTRY_NAMES = { ca: 'Canada', us: 'United States' } as const;

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const distanceM = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  return Math.hypot(x, (b.lat - a.lat) * rad) * 6_371_000;
};

interface Place {
  kind: 'house' | 'city';
  entry: FixtureAddress;
  lat: number;
  lng: number;
  haystack: string[];
}

function placesOf(fixture: readonly FixtureAddress[]): Place[] {
  const houses = fixture.map((entry): Place => {
    const text = [entry.houseNumber, entry.road, entry.suburb, entry.city, entry.state, entry.postcode, entry.iso];
    const haystack = words(`${text.join(' ')} ${entry.postcode.replace(' ', '')} ${COUNTRY_NAMES[entry.countryCode]}`);
    return { kind: 'house', entry, lat: entry.lat, lng: entry.lng, haystack };
  });
  const cities = new Map<string, Place>();
  for (const { entry } of houses) {
    const centre = CITY_CENTRES[entry.city] ?? entry;
    const haystack = words(`${entry.city} ${entry.state} ${entry.iso} ${COUNTRY_NAMES[entry.countryCode]}`);
    cities.set(entry.city, { kind: 'city', entry, lat: centre.lat, lng: centre.lng, haystack });
  }
  return [...houses, ...cities.values()];
}

function toJson(place: Place, index: number) {
  const { entry } = place;
  const house = place.kind === 'house';
  const address = {
    ...(house ? { house_number: entry.houseNumber, road: entry.road, suburb: entry.suburb } : {}),
    city: entry.city,
    state: entry.state,
    'ISO3166-2-lvl4': entry.iso,
    ...(house ? { postcode: entry.postcode } : {}),
    country: COUNTRY_NAMES[entry.countryCode],
    country_code: entry.countryCode,
  };
  const parts = house
    ? [entry.houseNumber, entry.road, entry.suburb, entry.city, entry.state, entry.postcode]
    : [entry.city, entry.state];
  return {
    place_id: 1000 + index,
    licence: STAND_IN_LICENCE,
    osm_type: house ? 'way' : 'relation',
    osm_id: 5000 + index,
    lat: place.lat.toFixed(7),
    lon: place.lng.toFixed(7),
    category: house ? 'building' : 'boundary',
    type: house ? 'yes' : 'administrative',
    place_rank: house ? 30 : 16,
    importance: house ? 0.00001 : 0.7,
    addresstype: house ? 'building' : 'city',
    name: house ? '' : entry.city,
    display_name: [...parts, COUNTRY_NAMES[entry.countryCode]].join(', '),
    address,
  };
}

function search(places: Place[], params: URLSearchParams) {
  const query = words(params.get('q') ?? '');
  const countries = (params.get('countrycodes') ?? '').split(',').filter(Boolean);
  const limit = Math.min(40, Math.max(1, Number(params.get('limit') ?? '10') || 10));
  const box = (params.get('viewbox') ?? '').split(',').map(Number);
  const centre =
    box.length === 4 && box.every(Number.isFinite)
      ? { lng: (box[0]! + box[2]!) / 2, lat: (box[1]! + box[3]!) / 2 }
      : null;
  const found = places.filter(
    (p) =>
      query.length > 0 &&
      (countries.length === 0 || countries.includes(p.entry.countryCode)) &&
      query.every((w) => p.haystack.some((h) => h.startsWith(w))),
  );
  const rank = (p: Place) => (p.kind === 'city' ? 0 : 1) * 1e9 + (centre ? distanceM(centre, p) : 0);
  // A city named alone comes first; the nearest to the viewbox's centre first otherwise.
  return found.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

function reverse(places: Place[], params: URLSearchParams) {
  const at = { lat: Number(params.get('lat')), lng: Number(params.get('lon')) };
  if (!Number.isFinite(at.lat) || !Number.isFinite(at.lng)) return null;
  const nearest = (kind: Place['kind']) =>
    places.filter((p) => p.kind === kind).sort((a, b) => distanceM(at, a) - distanceM(at, b))[0];
  const house = nearest('house');
  if (house && distanceM(at, house) <= 150) return house;
  const city = nearest('city');
  return city && distanceM(at, city) <= 30_000 ? city : null;
}

export async function startNominatimStandIn(options: NominatimStandInOptions = {}): Promise<NominatimStandIn> {
  const places = placesOf(options.fixture ?? NOMINATIM_FIXTURE);
  const minGapMs = options.ratePerSecond ? 1000 / options.ratePerSecond : 0;
  let delayMs = options.delayMs ?? 0;
  let mode: StandInMode = 'normal';
  let lastAccepted = -Infinity;
  const requests: StandInRequest[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const userAgent = req.headers['user-agent'];
    const answer = (status: number, body: unknown, type = 'application/json; charset=utf-8') => {
      requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams), userAgent, status });
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    };
    // The usage policy: an identifying User-Agent (node's own "node" is not one), then the rate.
    if (!userAgent || userAgent === 'node' || userAgent.startsWith('undici')) {
      return answer(403, '<html><body>Access blocked: set a User-Agent.</body></html>', 'text/html');
    }
    const now = performance.now();
    // 10% slack: the caller's timer and the network are not exact.
    if (now - lastAccepted < minGapMs * 0.9) return answer(429, { error: 'Too many requests' });
    lastAccepted = now;
    if (mode === 'error') return answer(502, '<html><body>Bad gateway</body></html>', 'text/html');
    if (mode === 'bad-json') return answer(200, '[{"place_id": 1, "lat": ');
    const format = url.searchParams.get('format') ?? 'xml';
    if (format !== 'json' && format !== 'jsonv2') return answer(400, { error: 'only json and jsonv2 here' });
    if (url.pathname === '/search') {
      return answer(
        200,
        search(places, url.searchParams).map((p) => toJson(p, places.indexOf(p))),
      );
    }
    if (url.pathname === '/reverse') {
      const place = reverse(places, url.searchParams);
      return answer(200, place ? toJson(place, places.indexOf(place)) : { error: 'Unable to geocode' });
    }
    return answer(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDelay: (ms) => {
      delayMs = ms;
    },
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
