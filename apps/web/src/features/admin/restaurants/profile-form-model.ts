import type { AdminRestaurantDto, RestaurantProfileInput } from '@playeats/contracts/admin-restaurants';
import { WEEKDAY_VALUES } from '@playeats/contracts/restaurants';

// The restaurant form's values as its inputs hold them (text), to the API's body and back.
// Amounts are typed in dollars ("2.99") and sent in cents; a value the form cannot read is
// named by the form itself, everything else by the server's problem details.

export type Weekday = (typeof WEEKDAY_VALUES)[number];

export interface ProfileValues {
  name: string;
  externalRef: string;
  cuisines: string[];
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'CANADA' | 'UNITED_STATES';
  lat: string;
  lng: string;
  timeZone: string;
  hours: Record<Weekday, { opens: string; closes: string }[]>;
  deliveryRadiusKm: string;
  deliveryFee: string;
  minimumOrder: string;
  preparationMinutes: string;
  isPartner: boolean;
  orderingEnabled: boolean;
  imageUrl: string;
}

/** What a form field is called in the answer's problems (body.x without body.). */
export type ProfileField = keyof ProfileValues;

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function emptyProfile(): ProfileValues {
  const hours = Object.fromEntries(
    WEEKDAY_VALUES.map((d) => [d, [{ opens: '11:00', closes: '22:00' }]]),
  ) as ProfileValues['hours'];
  return {
    name: '',
    externalRef: '',
    cuisines: [],
    street: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'CANADA',
    lat: '',
    lng: '',
    timeZone: '',
    hours,
    deliveryRadiusKm: '5',
    deliveryFee: '2.99',
    minimumOrder: '10.00',
    preparationMinutes: '20',
    isPartner: true,
    orderingEnabled: true,
    imageUrl: '',
  };
}

export function profileOf(r: AdminRestaurantDto): ProfileValues {
  const hours = Object.fromEntries(WEEKDAY_VALUES.map((d) => [d, []])) as unknown as ProfileValues['hours'];
  // A time input cannot show 24:00; closing at 00:00 is the same (the next day's start).
  for (const day of r.openingHours) {
    hours[day.day] = day.ranges.map((range) => ({
      ...range,
      closes: range.closes === '24:00' ? '00:00' : range.closes,
    }));
  }
  return {
    name: r.name,
    externalRef: r.externalRef ?? '',
    cuisines: [...r.cuisines],
    street: r.address.street,
    city: r.address.city,
    region: r.address.region,
    postalCode: r.address.postalCode,
    country: r.address.country,
    lat: String(r.position.lat),
    lng: String(r.position.lng),
    timeZone: r.timeZone,
    hours,
    deliveryRadiusKm: String(r.deliveryRadiusKm),
    deliveryFee: dollars(r.deliveryFeeCents),
    minimumOrder: dollars(r.minimumOrderCents),
    preparationMinutes: String(r.preparationMinutes),
    isPartner: r.isPartner,
    orderingEnabled: r.orderingEnabled,
    imageUrl: r.imageUrl ?? '',
  };
}

const ADDRESS_FIELDS: readonly ProfileField[] = ['street', 'city', 'region', 'postalCode', 'country'];

/**
 * One field changed. A new address empties the position and the time zone the old one
 * had, so the server geocodes the new one (a moved restaurant keeps no stale map pin).
 */
export function withField<K extends ProfileField>(v: ProfileValues, field: K, value: ProfileValues[K]): ProfileValues {
  const next = { ...v, [field]: value };
  return ADDRESS_FIELDS.includes(field) && value !== v[field] ? { ...next, lat: '', lng: '', timeZone: '' } : next;
}

const AMOUNT = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const NUMBER = /^-?\d{1,3}(?:[.,]\d+)?$/;
const num = (text: string) => Number(text.replace(',', '.'));

/** The body to send, or the fields the form could not read (as keys of the form's own error texts). */
export function profileBody(
  v: ProfileValues,
):
  | { body: RestaurantProfileInput }
  | { errors: Partial<Record<ProfileField, 'amount' | 'number' | 'position' | 'time'>> } {
  const errors: Partial<Record<ProfileField, 'amount' | 'number' | 'position' | 'time'>> = {};
  for (const field of ['deliveryFee', 'minimumOrder'] as const) {
    if (!AMOUNT.test(v[field].trim())) errors[field] = 'amount';
  }
  for (const field of ['deliveryRadiusKm', 'preparationMinutes'] as const) {
    if (!NUMBER.test(v[field].trim())) errors[field] = 'number';
  }
  const clock = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
  if (Object.values(v.hours).some((ranges) => ranges.some((r) => !clock.test(r.opens) || !clock.test(r.closes)))) {
    errors.hours = 'time';
  }
  const hasPosition = v.lat.trim() !== '' || v.lng.trim() !== '';
  if (hasPosition && !(NUMBER.test(v.lat.trim()) && NUMBER.test(v.lng.trim()))) errors.lat = 'position';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: v.name,
      externalRef: v.externalRef.trim() || null,
      cuisines: v.cuisines,
      address: { street: v.street, city: v.city, region: v.region, postalCode: v.postalCode, country: v.country },
      position: hasPosition ? { lat: num(v.lat), lng: num(v.lng) } : null,
      timeZone: v.timeZone.trim() || null,
      openingHours: WEEKDAY_VALUES.filter((d) => v.hours[d].length > 0).map((day) => ({ day, ranges: v.hours[day] })),
      deliveryRadiusKm: num(v.deliveryRadiusKm),
      deliveryFeeCents: Math.round(num(v.deliveryFee) * 100),
      minimumOrderCents: Math.round(num(v.minimumOrder) * 100),
      preparationMinutes: Math.round(num(v.preparationMinutes)),
      isPartner: v.isPartner,
      orderingEnabled: v.orderingEnabled,
      imageUrl: v.imageUrl.trim() || null,
    },
  };
}

const SERVER_FIELDS: Record<string, ProfileField> = {
  deliveryFeeCents: 'deliveryFee',
  minimumOrderCents: 'minimumOrder',
  openingHours: 'hours',
  position: 'lat',
  address: 'postalCode',
};

/** The form field a server problem names ('address.postalCode', 'cuisines.1', 'openingHours.0.ranges.0.opens'…). */
export function fieldOfProblem(name: string): ProfileField | null {
  const [head = '', second] = name.split('.');
  if (head === 'address' && second) return second as ProfileField;
  if (head === 'position') return second === 'lng' ? 'lng' : 'lat';
  const field = SERVER_FIELDS[head] ?? head;
  return field in emptyProfile() ? (field as ProfileField) : null;
}
