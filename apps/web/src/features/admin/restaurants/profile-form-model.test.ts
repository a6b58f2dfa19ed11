import { describe, expect, it } from 'vitest';
import type { AdminRestaurantDto } from '@playeats/contracts/admin-restaurants';
import { emptyProfile, fieldOfProblem, profileBody, profileOf, withField } from './profile-form-model.ts';

describe('profileBody', () => {
  it('sends amounts in cents, leaves out an empty position and zone, and skips closed days', () => {
    const values = {
      ...emptyProfile(),
      name: 'Pho Real',
      cuisines: ['vietnamese'],
      deliveryFee: '3,5',
      minimumOrder: '12',
    };
    values.hours.SUNDAY = [];
    const result = profileBody(values);
    expect(result).toMatchObject({
      body: {
        name: 'Pho Real',
        deliveryFeeCents: 350,
        minimumOrderCents: 1200,
        deliveryRadiusKm: 5,
        position: null,
        timeZone: null,
        externalRef: null,
      },
    });
    expect('body' in result && result.body.openingHours.map((d) => d.day)).not.toContain('SUNDAY');
  });

  it('shows an all-day range that closes at 24:00 as 00:00 (what a time input can hold) and refuses a blank time', () => {
    const values = profileOf({
      ...({} as AdminRestaurantDto),
      name: 'Night Owl',
      externalRef: null,
      cuisines: [],
      address: { street: '1 A St', city: 'Toronto', region: 'ON', postalCode: 'M5V 1A1', country: 'CANADA' },
      position: { lat: 43.6, lng: -79.4 },
      timeZone: 'America/Toronto',
      openingHours: [{ day: 'MONDAY', ranges: [{ opens: '00:00', closes: '24:00' }] }],
      deliveryRadiusKm: 5,
      deliveryFeeCents: 0,
      minimumOrderCents: 0,
      preparationMinutes: 20,
      isPartner: true,
      orderingEnabled: true,
      imageUrl: null,
    });
    expect(values.hours.MONDAY).toEqual([{ opens: '00:00', closes: '00:00' }]);
    expect(values.hours.TUESDAY).toEqual([]);
    values.hours.TUESDAY = [{ opens: '', closes: '22:00' }];
    expect(profileBody(values)).toEqual({ errors: { hours: 'time' } });
  });

  it('names the fields it cannot read', () => {
    expect(profileBody({ ...emptyProfile(), deliveryFee: 'free', lat: '45.5', lng: '' })).toEqual({
      errors: { deliveryFee: 'amount', lat: 'position' },
    });
  });
});

describe('fieldOfProblem', () => {
  it("maps the server's field names to the form's", () => {
    expect(fieldOfProblem('address.postalCode')).toBe('postalCode');
    expect(fieldOfProblem('cuisines.1')).toBe('cuisines');
    expect(fieldOfProblem('openingHours.0.ranges.0.opens')).toBe('hours');
    expect(fieldOfProblem('deliveryFeeCents')).toBe('deliveryFee');
    expect(fieldOfProblem('position.lng')).toBe('lng');
    expect(fieldOfProblem('externalRef')).toBe('externalRef');
    expect(fieldOfProblem('somethingElse')).toBeNull();
  });
});

describe('withField', () => {
  it('a new address empties the position and time zone, so the server geocodes it', () => {
    const before = { street: '1 Main St', city: 'Montréal', lat: '45.5', lng: '-73.6', timeZone: 'America/Toronto' };
    const moved = withField(before as never, 'city', 'Toronto' as never) as unknown as typeof before;
    expect(moved).toMatchObject({ city: 'Toronto', lat: '', lng: '', timeZone: '' });
    const renamed = withField(before as never, 'name', 'Luigi' as never) as unknown as typeof before;
    expect(renamed).toMatchObject({ lat: '45.5', lng: '-73.6', timeZone: 'America/Toronto' });
  });
});
