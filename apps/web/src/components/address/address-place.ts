import type { GeocodeCandidateDto, Precision } from '@playeats/contracts/geocoding';

/**
 * Where the address form's pin is and how it got there: the saved address's own position,
 * a suggestion picked, the device's position ("Use my location"), or the pin moved by hand.
 */
export interface KeptPlace {
  position: { lat: number; lng: number };
  precision: Precision;
  source: 'saved' | 'suggestion' | 'device' | 'pin';
}

export function placeOfCandidate(candidate: GeocodeCandidateDto): KeptPlace {
  return { position: candidate.position, precision: candidate.precision, source: 'suggestion' };
}

/** The pin, moved (by drag or by keys) where the person says the door is. */
export function movedPlace(position: { lat: number; lng: number }): KeptPlace {
  return { position, precision: 'pin', source: 'pin' };
}

/**
 * The `position` to save with the address, when the form has one worth keeping: the pin
 * moved, the device's position, or a suggestion placed at its street address. A saved
 * address's own position is not sent again (it keeps its precision), nor a suggestion
 * placed only at its postal code or city: the server stores a sent position as a pin,
 * and the person has not said where the door is.
 */
export function positionToSend(place: KeptPlace | null): { lat: number; lng: number } | undefined {
  if (!place || place.source === 'saved') return undefined;
  if (place.source === 'suggestion' && place.precision !== 'street') return undefined;
  return place.position;
}

/** How precise the pin is, in words (`ordering` namespace). */
export function precisionKey(place: KeptPlace): string {
  if (place.source === 'device') return 'address.located.device';
  return `address.located.${place.precision}`;
}

/** The form's fields as a chosen place fills them; what the place does not know stays as typed. */
export function fieldsOfCandidate<T extends { line1: string; city: string; region: string; postalCode: string }>(
  values: T,
  candidate: GeocodeCandidateDto,
): T {
  return {
    ...values,
    line1: candidate.line1 ?? values.line1,
    city: candidate.city,
    region: candidate.region,
    // The local geocoder knows only a Canadian postal code's first half (H2X): not a whole one.
    postalCode: candidate.postalCode && candidate.postalCode.length > 3 ? candidate.postalCode : values.postalCode,
  };
}
