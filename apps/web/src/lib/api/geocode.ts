import {
  geocodeResultSchema,
  reverseGeocodeResultSchema,
  type GeocodeResultDto,
  type ReverseGeocodeResultDto,
} from '@playeats/contracts/geocoding';
import type { AddressCountry } from '@playeats/contracts/addresses';
import { request } from '../http-client.ts';

/*
 * The server's geocoder (docs/decisions/0029): the one fetcher of each call, for finding
 * food near a place and for the address form's suggestions and "Use my location".
 */

export interface GeocodeSearch {
  q: string;
  /** Only places in this country. */
  country?: AddressCountry | undefined;
  /** Favour places near here (the person's known location). */
  near?: { lat: number; lng: number } | null | undefined;
  limit?: number;
}

/** GET /api/geocode: free text (a street address, a city, a postal code) to the places it may mean. */
export function searchPlaces(
  search: GeocodeSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeocodeResultDto> {
  return request('/api/geocode', {
    params: {
      q: search.q.trim(),
      country: search.country,
      lat: search.near?.lat,
      lng: search.near?.lng,
      limit: search.limit,
    },
    schema: geocodeResultSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/geocode/reverse: the address at a position (item null when nothing is known there). */
export function reverseGeocode(
  position: { lat: number; lng: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReverseGeocodeResultDto> {
  return request('/api/geocode/reverse', {
    params: { lat: position.lat, lng: position.lng },
    schema: reverseGeocodeResultSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}
