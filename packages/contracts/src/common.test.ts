import { describe, expect, it } from 'vitest';
import { dateTimeSchema } from './common.ts';

describe('dates the API takes', () => {
  it.each(['2026-11-21T00:00:00Z', '2000-01-01T00:00:00+00:00', '2099-12-31T23:59:59-05:00'])('%s is taken', (d) => {
    expect(dateTimeSchema.safeParse(d).success).toBe(true);
  });

  it.each([
    ['year 0000 (once a 500)', '0000-01-01T00:00:00Z'],
    ['before 2000', '1999-12-31T23:59:59Z'],
    ['after 2099', '2100-01-01T00:00:00Z'],
    ['no offset', '2026-11-21T00:00:00'],
    ['not a date', 'tomorrow'],
  ])('%s is refused with a reason', (_what, d) => {
    const result = dateTimeSchema.safeParse(d);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/date/);
  });
});
