import type { GeocodeCandidateDto } from '@playeats/contracts/geocoding';

/** A street-level geocoder answer in Montréal, for the address form's tests. */
export const CASGRAIN: GeocodeCandidateDto = {
  label: '5333 Avenue Casgrain, Montréal, QC H2T 1X3, Canada',
  position: { lat: 45.5246, lng: -73.5975 },
  precision: 'street',
  line1: '5333 Avenue Casgrain',
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H2T 1X3',
  country: 'CANADA',
};
