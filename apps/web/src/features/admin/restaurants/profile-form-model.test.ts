import { describe, expect, it } from 'vitest';
import { emptyProfile, fieldOfProblem, profileBody } from './profile-form-model.ts';

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
