import type { AddressDto } from '@playeats/contracts/restaurants';

/** Demo mode's address (spec section 1): downtown Montréal, where the demo catalogue is densest. */
export const DEMO_ADDRESS: AddressDto = {
  street: '1000 Rue De La Gauchetière Ouest',
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H3B 4W5',
  country: 'CANADA',
};
export const DEMO_POSITION = { lat: 45.4988, lng: -73.5667 };

/**
 * The demo place: the demo catalogue's first restaurant (seed/restaurants/demo-catalogue.ts
 * draws it first from its sequence; its test holds the two equal).
 */
export const DEMO_PLACE_ID = '8416ea4d-7027-443c-8591-c81b933b21b1';
