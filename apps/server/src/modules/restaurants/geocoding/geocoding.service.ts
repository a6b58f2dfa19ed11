import type { GeocodeResultDto, ReverseGeocodeResultDto } from '@playeats/contracts/geocoding';
import type { CountryCode, GeocodeCandidate, Geocoder, GeoPosition } from '../../../adapters/geocoder/geocoder.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';

/** Per caller, on top of the service's own rate (the suggestions while typing are debounced). */
const GEOCODE_LIMIT = { limit: 60, windowSeconds: 60 };

export interface GeocodeSearch {
  q: string;
  country?: CountryCode;
  lat?: number;
  lng?: number;
  limit?: number;
}

/** The client's view of a candidate: the zone is the server's business. */
const dto = ({ timeZone: _zone, ...candidate }: GeocodeCandidate) => candidate;

/**
 * GET /api/geocode and /api/geocode/reverse (issue 19, decision 0029): the configured geocoder
 * behind the caller's rate limit. Its 429 (its own usage rule) and 503 (it did not answer)
 * pass through as problems.
 */
export class GeocodingService {
  constructor(private readonly deps: { geocoder: Geocoder; limiter: RateLimiter }) {}

  async search({ q, country, lat, lng, limit }: GeocodeSearch, ip: string): Promise<GeocodeResultDto> {
    await this.deps.limiter.hit(`geocode:ip:${ip}`, GEOCODE_LIMIT);
    const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    const items = await this.deps.geocoder.search(q, { limit, country, near });
    return { items: items.map(dto), attribution: this.deps.geocoder.attribution };
  }

  async reverse(position: GeoPosition, ip: string): Promise<ReverseGeocodeResultDto> {
    await this.deps.limiter.hit(`geocode:ip:${ip}`, GEOCODE_LIMIT);
    const item = await this.deps.geocoder.reverse(position);
    return { item: item && dto(item), attribution: this.deps.geocoder.attribution };
  }
}
