import { describe, expect, it } from 'vitest';
import { convertRadius, nearestRadius, RADIUS_CHOICES, unitForCountry } from './distance-units.ts';

describe('unitForCountry', () => {
  it('gives kilometres in Canada and miles in the United States', () => {
    expect(unitForCountry('CANADA')).toBe('km');
    expect(unitForCountry('UNITED_STATES')).toBe('miles');
  });

  it.each([null, undefined, '', 'FRANCE'])('knows no unit for %j', (country) => {
    expect(unitForCountry(country)).toBeNull();
  });
});

describe('convertRadius', () => {
  it.each([
    [1, 2],
    [2, 5],
    [5, 8],
    [10, 15],
    [25, 40],
  ])('turns %d miles into %d km', (miles, km) => {
    expect(convertRadius(miles, 'miles', 'km')).toBe(km);
  });

  it.each([
    [2, 1],
    [5, 2],
    [8, 5],
    [15, 10],
    [25, 10],
    [40, 25],
  ])('turns %d km into %d miles', (km, miles) => {
    expect(convertRadius(km, 'km', 'miles')).toBe(miles);
  });

  it('always lands on an offered radius, whatever the value', () => {
    for (const value of [0.5, 3, 7, 12, 33, 60, 100]) {
      expect(RADIUS_CHOICES.km).toContain(convertRadius(value, 'miles', 'km'));
      expect(RADIUS_CHOICES.miles).toContain(convertRadius(value, 'km', 'miles'));
    }
  });

  it('leaves the radius alone when the unit does not change', () => {
    expect(convertRadius(7, 'km', 'km')).toBe(7);
  });

  it('offers the default radius (5) in both units', () => {
    expect(RADIUS_CHOICES.miles).toContain(5);
    expect(RADIUS_CHOICES.km).toContain(5);
  });
});

describe('nearestRadius', () => {
  it('compares by ratio', () => {
    expect(nearestRadius(3.2, 'km')).toBe(5);
    expect(nearestRadius(3.1, 'miles')).toBe(2);
    expect(nearestRadius(1000, 'miles')).toBe(25);
  });
});
