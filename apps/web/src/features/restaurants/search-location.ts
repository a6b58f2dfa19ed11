import type { Position } from '@playeats/contracts/restaurants';
import type { AddressData } from '../auth/auth-slice.ts';

/** Where a nearby search is centred, and where that came from (for the page to say). */
export type LocationSource = 'browser' | 'typed' | 'demo' | 'saved';

export interface SearchLocation {
  source: LocationSource;
  position: Position;
  /** "Montréal, QC" for a typed place or an address; null for the browser's position. */
  label: string | null;
  /** UNITED_STATES or CANADA when known (a typed place, an address): it picks the default distance unit. */
  country?: string | null;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function toPosition(value: unknown): Position | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as Record<string, unknown>;
  if (!isFiniteNumber(lat) || !isFiniteNumber(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** "1000 Rue De La Gauchetière Ouest, Montréal, QC" from whatever address fields are there. */
export function addressLabel(address: AddressData): string | null {
  const parts = [text(address.street ?? address.line1), text(address.city), text(address.region)].filter(
    (p): p is string => p !== null,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * An address as a search location, when it knows its position: the demo address is
 * stored with its `position` (see the demo page); a saved delivery address (the user
 * info's default address) carries `lat` and `lng`.
 */
export function locationOfAddress(address: AddressData | null, source: 'demo' | 'saved'): SearchLocation | null {
  if (!address) return null;
  const position = toPosition(address.position) ?? toPosition(address);
  return position ? { source, position, label: addressLabel(address), country: text(address.country) } : null;
}

const SOURCES: readonly LocationSource[] = ['browser', 'typed', 'demo', 'saved'];

/** A location read back from storage, or null when it is not one. */
export function parseSearchLocation(value: unknown): SearchLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { source, position, label, country } = value as Record<string, unknown>;
  const parsed = toPosition(position);
  if (!parsed || !SOURCES.includes(source as LocationSource)) return null;
  return {
    source: source as LocationSource,
    position: parsed,
    label: typeof label === 'string' ? label : null,
    country: text(country),
  };
}
