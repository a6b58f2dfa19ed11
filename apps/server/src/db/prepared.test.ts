import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurants } from './schema/restaurants.ts';
import { preparedRows, rowReader } from './prepared.ts';

describe('rowReader', () => {
  it('makes one object per row, keyed in the order of the values', () => {
    const read = rowReader<{ id: string; rank: number }>(['id', 'rank']);
    expect(read(['a', 1])).toEqual({ id: 'a', rank: 1 });
  });

  it('refuses a row of another length: a column added to the select without its key', () => {
    expect(() => rowReader(['id', 'rank'])(['a', 1, 'extra'])).toThrow('a row of 3 values, not 2');
  });

  it.each(['__proto__', 'not-an-identifier', 'a; b'])('refuses the key %s', (key) => {
    expect(() => rowReader(['id', key])).toThrow(`not a row key: ${key}`);
  });
});

describe('preparedRows', () => {
  it('takes the columns drizzle would not decode and SQL expressions', () => {
    const selection = { id: restaurants.id, cuisines: restaurants.cuisines, open: restaurants.openMinutes, d: sql`1` };
    expect(() => preparedRows('ok', selection, () => sql`select 1`)).not.toThrow();
  });

  it('refuses, at start, a column whose value drizzle decodes (a timestamp, a jsonb)', () => {
    expect(() => preparedRows('with_time', { createdAt: restaurants.createdAt }, () => sql`select 1`)).toThrow(
      "with_time: createdAt (PgTimestamp) needs drizzle's decoder",
    );
    expect(() => preparedRows('with_json', { hours: restaurants.openingHours }, () => sql`select 1`)).toThrow(
      'needs drizzle',
    );
  });
});
