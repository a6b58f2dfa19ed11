import { describe, expect, it } from 'vitest';
import { distanceText as format } from './distance-text.ts';

// French puts a no-break space between number and unit.
const distanceText = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

describe('distanceText', () => {
  it('shows a distance in its own unit', () => {
    expect(distanceText(1.23, 'miles', 'miles', 'en')).toBe('1.2 mi');
    expect(distanceText(1.23, 'km', 'km', 'fr')).toBe('1,2 km');
  });

  it('converts between miles and km with the spec factor (1.60934)', () => {
    expect(distanceText(1, 'miles', 'km', 'en')).toBe('1.6 km');
    expect(distanceText(16.0934, 'km', 'miles', 'en')).toBe('10 mi');
    expect(distanceText(5, 'km', 'miles', 'fr')).toBe('3,1 mi');
  });

  it('drops the decimal from 10 up', () => {
    expect(distanceText(12.46, 'km', 'km', 'en')).toBe('12 km');
  });
});
