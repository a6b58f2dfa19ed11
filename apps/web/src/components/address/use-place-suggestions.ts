import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AddressCountry } from '@playeats/contracts/addresses';
import { GEOCODE_QUERY_MIN } from '@playeats/contracts/geocoding';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { searchPlaces } from '../../lib/api/geocode.ts';

/** One request per pause in typing. */
export const SUGGEST_DELAY_MS = 300;
const SUGGESTIONS = 5;

export interface SuggestionContext {
  country: AddressCountry;
  /** The person's known location: nearer places come first. */
  near: { lat: number; lng: number } | null;
}

/**
 * Places matching what is typed (GET /api/geocode), once the typing pauses, in the
 * chosen country and favouring the known location. Idle while `active` is false (the
 * list is closed, or the text is a suggestion just picked).
 */
export function usePlaceSuggestions(text: string, { country, near }: SuggestionContext, active: boolean) {
  const q = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  // Rounded to about a kilometre: the bias is the same, and the answers stay cached.
  const bias = near ? { lat: Math.round(near.lat * 100) / 100, lng: Math.round(near.lng * 100) / 100 } : null;
  const enabled = active && q.length >= GEOCODE_QUERY_MIN;
  return useQuery({
    queryKey: ['geocode', 'suggestions', q.toLowerCase(), country, bias?.lat ?? null, bias?.lng ?? null],
    queryFn: ({ signal }) => searchPlaces({ q, country, near: bias, limit: SUGGESTIONS }, { signal }),
    enabled,
    staleTime: 300_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
