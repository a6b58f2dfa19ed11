// Real US and Canadian cities: city-centre position, IANA time zone, state or province,
// and the postal-code starts that belong to them (US ZIP3, Canadian FSA or its first two
// characters). The local geocoder resolves them; the demo catalogue places restaurants in them.
// `weight` is the city's share of the demo catalogue.

export type CountryCode = 'UNITED_STATES' | 'CANADA';

export interface City {
  name: string;
  region: string;
  country: CountryCode;
  lat: number;
  lng: number;
  timeZone: string;
  postalPrefixes: string[];
  /** Other spellings people type (accents and case are ignored anyway). */
  aliases?: string[];
  /** French-speaking (Québec): street names and some restaurant names follow. */
  french?: boolean;
  weight: number;
}

const us = (
  name: string,
  region: string,
  lat: number,
  lng: number,
  timeZone: string,
  postalPrefixes: string[],
  weight: number,
  aliases?: string[],
): City => ({ name, region, country: 'UNITED_STATES', lat, lng, timeZone, postalPrefixes, weight, aliases });

const ca = (
  name: string,
  region: string,
  lat: number,
  lng: number,
  timeZone: string,
  postalPrefixes: string[],
  weight: number,
  extra: Pick<City, 'aliases' | 'french'> = {},
): City => ({ name, region, country: 'CANADA', lat, lng, timeZone, postalPrefixes, weight, ...extra });

export const CITIES: readonly City[] = [
  // Canada
  ca('Montréal', 'QC', 45.5017, -73.5673, 'America/Toronto', ['H1', 'H2', 'H3', 'H4', 'H8', 'H9'], 150, {
    french: true,
  }),
  ca('Toronto', 'ON', 43.6532, -79.3832, 'America/Toronto', ['M'], 150),
  ca('Vancouver', 'BC', 49.2827, -123.1207, 'America/Vancouver', ['V5', 'V6'], 70),
  ca('Calgary', 'AB', 51.0447, -114.0719, 'America/Edmonton', ['T2', 'T3'], 40),
  ca('Edmonton', 'AB', 53.5461, -113.4938, 'America/Edmonton', ['T5', 'T6'], 35),
  ca('Ottawa', 'ON', 45.4215, -75.6972, 'America/Toronto', ['K1', 'K2'], 40),
  ca('Winnipeg', 'MB', 49.8951, -97.1384, 'America/Winnipeg', ['R2', 'R3'], 28),
  ca('Québec', 'QC', 46.8139, -71.208, 'America/Toronto', ['G1', 'G2'], 35, {
    french: true,
    aliases: ['Quebec City', 'Ville de Québec'],
  }),
  ca('Hamilton', 'ON', 43.2557, -79.8711, 'America/Toronto', ['L8'], 18),
  ca('Halifax', 'NS', 44.6488, -63.5752, 'America/Halifax', ['B3H', 'B3J', 'B3K', 'B3L', 'B3M', 'B3N'], 22),
  ca('Victoria', 'BC', 48.4284, -123.3656, 'America/Vancouver', ['V8', 'V9A'], 18),
  ca('Saskatoon', 'SK', 52.1332, -106.67, 'America/Regina', ['S7'], 15),
  ca('Regina', 'SK', 50.4452, -104.6189, 'America/Regina', ['S4'], 14),
  ca("St. John's", 'NL', 47.5615, -52.7126, 'America/St_Johns', ['A1A', 'A1B', 'A1C', 'A1E'], 14, {
    aliases: ["Saint John's"],
  }),
  ca('Mississauga', 'ON', 43.589, -79.6441, 'America/Toronto', ['L5'], 25),
  ca('Laval', 'QC', 45.6066, -73.7124, 'America/Toronto', ['H7'], 25, { french: true }),
  ca('Longueuil', 'QC', 45.5312, -73.5181, 'America/Toronto', ['J4'], 18, { french: true }),
  ca('Gatineau', 'QC', 45.4765, -75.7013, 'America/Toronto', ['J8', 'J9'], 16, { french: true }),
  ca('Sherbrooke', 'QC', 45.4042, -71.8929, 'America/Toronto', ['J1'], 12, { french: true }),
  ca('Trois-Rivières', 'QC', 46.3432, -72.5477, 'America/Toronto', ['G8T', 'G8Y', 'G8Z', 'G9A'], 10, {
    french: true,
  }),
  ca('Kitchener', 'ON', 43.4516, -80.4925, 'America/Toronto', ['N2'], 14),
  ca('London', 'ON', 42.9849, -81.2453, 'America/Toronto', ['N5', 'N6'], 15),
  ca('Windsor', 'ON', 42.3149, -83.0364, 'America/Toronto', ['N8', 'N9'], 12),
  ca('Moncton', 'NB', 46.0878, -64.7782, 'America/Moncton', ['E1A', 'E1C', 'E1E', 'E1G'], 10),
  ca('Fredericton', 'NB', 45.9636, -66.6431, 'America/Moncton', ['E3A', 'E3B', 'E3C'], 8),
  ca('Charlottetown', 'PE', 46.2382, -63.1311, 'America/Halifax', ['C1A', 'C1B', 'C1C', 'C1E'], 8),
  ca('Kelowna', 'BC', 49.888, -119.496, 'America/Vancouver', ['V1V', 'V1W', 'V1X', 'V1Y'], 10),
  ca('Whitehorse', 'YT', 60.7212, -135.0568, 'America/Whitehorse', ['Y1A'], 5),
  ca('Yellowknife', 'NT', 62.454, -114.3718, 'America/Edmonton', ['X1A'], 5),
  // United States
  us('New York', 'NY', 40.7128, -74.006, 'America/New_York', ['100', '101', '102', '104', '112', '113'], 110, [
    'New York City',
    'NYC',
  ]),
  us('Los Angeles', 'CA', 34.0522, -118.2437, 'America/Los_Angeles', ['900', '901'], 80, ['LA']),
  us('Chicago', 'IL', 41.8781, -87.6298, 'America/Chicago', ['606', '607', '608'], 70),
  us('Houston', 'TX', 29.7604, -95.3698, 'America/Chicago', ['770', '772'], 40),
  us('Phoenix', 'AZ', 33.4484, -112.074, 'America/Phoenix', ['850'], 30),
  us('Philadelphia', 'PA', 39.9526, -75.1652, 'America/New_York', ['191'], 35),
  us('San Antonio', 'TX', 29.4241, -98.4936, 'America/Chicago', ['782'], 22),
  us('San Diego', 'CA', 32.7157, -117.1611, 'America/Los_Angeles', ['921'], 28),
  us('Dallas', 'TX', 32.7767, -96.797, 'America/Chicago', ['752', '753'], 32),
  us('San Jose', 'CA', 37.3382, -121.8863, 'America/Los_Angeles', ['951'], 20),
  us('Austin', 'TX', 30.2672, -97.7431, 'America/Chicago', ['787'], 25),
  us('Jacksonville', 'FL', 30.3322, -81.6557, 'America/New_York', ['322'], 15),
  us('Columbus', 'OH', 39.9612, -82.9988, 'America/New_York', ['432'], 18),
  us('Charlotte', 'NC', 35.2271, -80.8431, 'America/New_York', ['282'], 18),
  us('Indianapolis', 'IN', 39.7684, -86.1581, 'America/Indiana/Indianapolis', ['462'], 16),
  us('San Francisco', 'CA', 37.7749, -122.4194, 'America/Los_Angeles', ['941'], 45, ['SF']),
  us('Seattle', 'WA', 47.6062, -122.3321, 'America/Los_Angeles', ['981'], 35),
  us('Denver', 'CO', 39.7392, -104.9903, 'America/Denver', ['802'], 28),
  us('Washington', 'DC', 38.9072, -77.0369, 'America/New_York', ['200', '202', '203', '204', '205'], 35, [
    'Washington DC',
  ]),
  us('Boston', 'MA', 42.3601, -71.0589, 'America/New_York', ['021', '022'], 35),
  us('Nashville', 'TN', 36.1627, -86.7816, 'America/Chicago', ['372'], 18),
  us('Detroit', 'MI', 42.3314, -83.0458, 'America/Detroit', ['482'], 18),
  us('Portland', 'OR', 45.5152, -122.6784, 'America/Los_Angeles', ['972'], 22),
  us('Portland', 'ME', 43.6591, -70.2568, 'America/New_York', ['041'], 6),
  us('Las Vegas', 'NV', 36.1699, -115.1398, 'America/Los_Angeles', ['891'], 25),
  us('Memphis', 'TN', 35.1495, -90.049, 'America/Chicago', ['381'], 12),
  us('Louisville', 'KY', 38.2527, -85.7585, 'America/Kentucky/Louisville', ['402'], 12),
  us('Baltimore', 'MD', 39.2904, -76.6122, 'America/New_York', ['212'], 16),
  us('Milwaukee', 'WI', 43.0389, -87.9065, 'America/Chicago', ['532'], 12),
  us('Albuquerque', 'NM', 35.0844, -106.6504, 'America/Denver', ['871'], 10),
  us('Atlanta', 'GA', 33.749, -84.388, 'America/New_York', ['303'], 30),
  us('Miami', 'FL', 25.7617, -80.1918, 'America/New_York', ['331'], 32),
  us('Minneapolis', 'MN', 44.9778, -93.265, 'America/Chicago', ['554'], 18),
  us('New Orleans', 'LA', 29.9511, -90.0715, 'America/Chicago', ['701'], 18),
  us('Pittsburgh', 'PA', 40.4406, -79.9959, 'America/New_York', ['152'], 14),
  us('St. Louis', 'MO', 38.627, -90.1994, 'America/Chicago', ['631'], 14, ['Saint Louis']),
  us('Kansas City', 'MO', 39.0997, -94.5786, 'America/Chicago', ['641'], 12),
  us('Salt Lake City', 'UT', 40.7608, -111.891, 'America/Denver', ['841'], 10),
  us('Orlando', 'FL', 28.5383, -81.3792, 'America/New_York', ['328'], 16),
  us('Buffalo', 'NY', 42.8864, -78.8784, 'America/New_York', ['142'], 10),
  us('Honolulu', 'HI', 21.3069, -157.8583, 'Pacific/Honolulu', ['968'], 8),
  us('Anchorage', 'AK', 61.2181, -149.9003, 'America/Anchorage', ['995'], 5),
];

/** Full names of the states and provinces above, so "Portland, Oregon" works as "Portland, OR". */
export const REGION_NAMES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
  AK: 'Alaska',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IL: 'Illinois',
  IN: 'Indiana',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  NC: 'North Carolina',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  WA: 'Washington',
  WI: 'Wisconsin',
};
