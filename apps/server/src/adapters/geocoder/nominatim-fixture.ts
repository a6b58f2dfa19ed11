// Real street addresses near the demo restaurants (decision 0029), with their positions as
// OpenStreetMap places them (to a few metres): what the Nominatim stand-in answers from. The
// demo place (Poutinerie du Quartier, 1188 Rue Peel) is the first. Plain data, no imports, so
// the e2e tests can use it too.

export interface FixtureAddress {
  houseNumber: string;
  road: string;
  /** Nominatim's neighbourhood-level part, shown in display_name only. */
  suburb?: string;
  city: string;
  /** ISO 3166-2, as Nominatim's `ISO3166-2-lvl4`: CA-QC, US-NY. */
  iso: string;
  state: string;
  postcode: string;
  countryCode: 'ca' | 'us';
  lat: number;
  lng: number;
}

const montreal = (
  houseNumber: string,
  road: string,
  postcode: string,
  lat: number,
  lng: number,
  suburb = 'Ville-Marie',
): FixtureAddress => ({
  houseNumber,
  road,
  suburb,
  city: 'Montréal',
  iso: 'CA-QC',
  state: 'Québec',
  postcode,
  countryCode: 'ca',
  lat,
  lng,
});

const newYork = (
  houseNumber: string,
  road: string,
  postcode: string,
  lat: number,
  lng: number,
  suburb = 'Manhattan',
): FixtureAddress => ({
  houseNumber,
  road,
  suburb,
  city: 'New York',
  iso: 'US-NY',
  state: 'New York',
  postcode,
  countryCode: 'us',
  lat,
  lng,
});

export const NOMINATIM_FIXTURE: readonly FixtureAddress[] = [
  montreal('1188', 'Rue Peel', 'H3B 2T4', 45.4997, -73.5712),
  montreal('1', 'Place Ville Marie', 'H3B 2B6', 45.5017, -73.569),
  montreal('1000', 'Rue De La Gauchetière Ouest', 'H3B 4W5', 45.4988, -73.5665),
  montreal('175', 'Rue Sainte-Catherine Ouest', 'H2X 1Z8', 45.5081, -73.5663),
  montreal('3575', 'Avenue du Parc', 'H2X 3P9', 45.5097, -73.5735, 'Le Plateau-Mont-Royal'),
  montreal('845', 'Rue Sherbrooke Ouest', 'H3A 0G4', 45.5048, -73.5772),
  montreal('350', 'Rue Saint-Paul Est', 'H2Y 1H2', 45.5086, -73.5517),
  montreal('5333', 'Avenue Casgrain', 'H2T 1X3', 45.5256, -73.5963, 'Rosemont–La Petite-Patrie'),
  {
    houseNumber: '290',
    road: 'Bremner Boulevard',
    suburb: 'Old Toronto',
    city: 'Toronto',
    iso: 'CA-ON',
    state: 'Ontario',
    postcode: 'M5V 3L9',
    countryCode: 'ca',
    lat: 43.6426,
    lng: -79.3871,
  },
  newYork('350', '5th Avenue', '10118', 40.7484, -73.9857),
  newYork('4', 'Pennsylvania Plaza', '10001', 40.7505, -73.9934),
  newYork('405', 'Lexington Avenue', '10174', 40.7516, -73.9755),
  newYork('11', 'Wall Street', '10005', 40.7069, -74.0113),
  newYork('200', 'Central Park West', '10024', 40.7813, -73.974),
  newYork('2880', 'Broadway', '10025', 40.8051, -73.9664),
];
