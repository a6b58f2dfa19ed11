import { describe, it, expect } from 'vitest';
import { CANADA, COUNTRY_CODES, UNITED_STATES, displayCountry } from './country.ts';

describe('country codes', () => {
  it('are the two supported countries', () => {
    expect(UNITED_STATES).toBe('UNITED_STATES');
    expect(CANADA).toBe('CANADA');
    expect(COUNTRY_CODES).toEqual(['UNITED_STATES', 'CANADA']);
  });
});

describe('displayCountry', () => {
  it('shows UNITED_STATES as USA', () => {
    expect(displayCountry(UNITED_STATES)).toBe('USA');
  });

  it('shows CANADA as Canada', () => {
    expect(displayCountry(CANADA)).toBe('Canada');
  });

  it('returns anything else unchanged', () => {
    expect(displayCountry('MEXICO')).toBe('MEXICO');
    expect(displayCountry('canada')).toBe('canada');
    expect(displayCountry('USA')).toBe('USA');
    expect(displayCountry('')).toBe('');
  });
});
