import type { TFunction } from 'i18next';
import { addressFieldIssues, addressNotFoundProblemSchema, type AddressCountry } from '@playeats/contracts/addresses';
import { problemBody, problemName } from '../../lib/problem-basics.ts';

export type FieldName = 'line1' | 'city' | 'region' | 'postalCode';
export const FIELD_ORDER: readonly FieldName[] = ['line1', 'city', 'region', 'postalCode'];

export interface AddressFieldValues {
  label: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  instructions: string;
}

/**
 * The form's own check, with the server's country rules (region, postal code format),
 * so most mistakes are pointed out beside the field before anything is sent.
 */
export function addressFormErrors(
  values: AddressFieldValues,
  country: AddressCountry,
  t: TFunction<'ordering'>,
): Partial<Record<FieldName, string>> {
  const canada = country === 'CANADA';
  const found: Partial<Record<FieldName, string>> = {};
  if (!values.line1.trim()) found.line1 = t('address.errors.line1');
  if (!values.city.trim()) found.city = t('address.errors.city');
  if (!values.region) found.region = t(canada ? 'address.errors.province' : 'address.errors.state');
  if (!values.postalCode.trim()) found.postalCode = t(canada ? 'address.errors.postalCode' : 'address.errors.zip');
  if (found.region || found.postalCode) return found;
  for (const issue of addressFieldIssues({ country, region: values.region, postalCode: values.postalCode })) {
    if (issue.field === 'region') found.region = t(canada ? 'address.errors.province' : 'address.errors.state');
    else if (issue.reason.startsWith('not a postal code of')) found.postalCode = t('address.errors.postalCodeRegion');
    else found.postalCode = t(canada ? 'address.errors.postalCode' : 'address.errors.zip');
  }
  return found;
}

/** The field a refused save names: 422 AddressNotFoundException, the city or postal code the geocoder could not place. */
export function notFoundField(error: unknown): 'city' | 'postalCode' | null {
  if (problemName(error) !== 'AddressNotFoundException') return null;
  const parsed = addressNotFoundProblemSchema.safeParse(problemBody(error));
  return parsed.success ? parsed.data.field : null;
}

/** What the form says under that field (the server's detail is English only). */
export function notFoundMessage(
  field: 'city' | 'postalCode',
  country: AddressCountry,
  t: TFunction<'ordering'>,
): string {
  if (field === 'city') return t('address.errors.cityNotFound');
  return t(country === 'CANADA' ? 'address.errors.postalCodeNotFound' : 'address.errors.zipNotFound');
}
