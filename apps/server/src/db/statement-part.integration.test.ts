import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { allApplied, allOrNothingStatement, notApplied, partsStatement, type StatementPart } from './statement-part.ts';

describe('statement parts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table part_test (id int primary key, note text)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const insert = (name: string, id: number): StatementPart => ({
    ctes: [sql`${sql.raw(name)} as (insert into part_test (id) values (${id}) on conflict do nothing returning id)`],
    applied: sql`exists (select 1 from ${sql.raw(name)})`,
  });
  const ids = async () =>
    (await database.db.execute<{ id: number }>(sql`select id from part_test order by id`)).rows.map((r) => r.id);

  it('all or nothing: every part applied writes them all; one that did not writes nothing and says so', async () => {
    const { rows } = await database.db.execute<{ applied: boolean }>(
      allOrNothingStatement([insert('a', 1), insert('b', 2)]),
    );
    expect(rows[0]?.applied).toBe(true);
    expect(await ids()).toEqual([1, 2]);

    // 3 is new but 2 is already there: its part does not apply, so 3 is not written either.
    const err = await database.db.execute(allOrNothingStatement([insert('a', 3), insert('b', 2)])).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(notApplied(err)).toBe(true);
    expect(notApplied(new Error('other'))).toBe(false);
    expect(await ids()).toEqual([1, 2]);
  });

  it('partsStatement reports each part and leaves the rest to the caller’s transaction', async () => {
    const { rows } = await database.db.execute<Record<string, unknown>>(
      partsStatement([insert('a', 4), insert('b', 1)]),
    );
    expect(rows[0]).toMatchObject({ applied_0: true, applied_1: false });
    expect(allApplied(rows[0], 2)).toBe(false);
    expect(allApplied(rows[0], 1)).toBe(true);
    expect(await ids()).toEqual([1, 2, 4]);
  });
});
