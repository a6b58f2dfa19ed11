import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, localDayStart, toLocalDateTime } from './local-time.ts';

describe('admin local times', () => {
  it('an instant and its datetime-local value round-trip to the minute', () => {
    const iso = new Date(2026, 10, 21, 9, 5).toISOString();
    expect(toLocalDateTime(iso)).toBe('2026-11-21T09:05');
    expect(fromLocalDateTime('2026-11-21T09:05')).toBe(iso);
  });

  it('empty or broken values are empty', () => {
    expect(toLocalDateTime(null)).toBe('');
    expect(toLocalDateTime('soon')).toBe('');
    expect(fromLocalDateTime('')).toBe('');
    expect(localDayStart('21/11/2026')).toBe('');
  });

  it('a day starts at local midnight; the day after an inclusive end bounds it', () => {
    expect(localDayStart('2026-11-21')).toBe(new Date(2026, 10, 21).toISOString());
    expect(localDayStart('2026-11-30', 1)).toBe(new Date(2026, 11, 1).toISOString());
  });
});
