import {
  ADDRESSES_MAX,
  addressFieldIssues,
  normalizePostalCode,
  type AddressCountry,
} from '@playeats/contracts/addresses';
import { PIN_MAX_KM } from '../../../adapters/geocoder/locate-address.ts';
import { badRequest, HttpProblem } from '../../../lib/problem.ts';

// The address rules' refusals, and the country rules (the service's checks before geocoding).

export interface Place {
  city: string;
  region: string;
  postalCode: string;
  country: AddressCountry;
}

export function limitReached(): HttpProblem {
  return new HttpProblem(
    422,
    'AddressLimitReachedException',
    'Too many addresses',
    `You can save at most ${ADDRESSES_MAX} addresses. Remove one to add another.`,
    { limit: ADDRESSES_MAX },
  );
}

export function pinTooFar(): HttpProblem {
  const reason = `more than ${PIN_MAX_KM} km from the address's postal code and city`;
  return new HttpProblem(422, 'ValidationException', 'Pin too far', `The pin is ${reason}: move it to the door.`, {
    invalidParams: [{ name: 'body.position', reason }],
  });
}

export function notPlaced(field: 'city' | 'postalCode', reason: string): HttpProblem {
  const detail =
    field === 'city'
      ? 'We could not find this city. Check the city, state or province and postal code.'
      : 'We could not find this postal code. Check it and the state or province.';
  return new HttpProblem(422, 'AddressNotFoundException', 'Address not found', detail, {
    field,
    invalidParams: [{ name: `body.${field}`, reason }],
  });
}

/** The country rules; the postal code comes back normalised (12345-6789, A1A 1A1). */
export function checkPlace(place: Place): Place {
  const issues = addressFieldIssues(place);
  if (issues.length > 0) {
    throw badRequest(
      `Invalid ${issues.map((i) => `body.${i.field}`).join(', ')}: ${issues.map((i) => i.reason).join('; ')}`,
      issues.map((i) => ({ name: `body.${i.field}`, reason: i.reason })),
    );
  }
  return {
    ...place,
    region: place.region.trim().toUpperCase(),
    postalCode: normalizePostalCode(place.country, place.postalCode)!,
  };
}
