import { describe, expect, it } from 'vitest';
import { ageOn, parseIsoDate } from './age.ts';

describe('ageOn', () => {
  it('counts a birthday from its day', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-12-31')).toBe(18);
  });

  it('turns someone born on 29 February a year older on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses dates that do not exist and births after today', () => {
    expect(ageOn('2008-02-30', '2026-03-01')).toBeNull();
    expect(ageOn('2008-13-01', '2026-03-01')).toBeNull();
    expect(ageOn('15/06/2008', '2026-03-01')).toBeNull();
    expect(ageOn('2027-01-01', '2026-03-01')).toBeNull();
    expect(ageOn('2026-03-01', '2026-03-01')).toBe(0);
  });
});

describe('parseIsoDate', () => {
  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-2-9')).toBeNull();
  });
});
