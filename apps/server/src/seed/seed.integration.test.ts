import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { seedDemoData, type DemoSeeder } from './seed.ts';
import { createTestDatabase } from '../../test/test-app.ts';

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table seed_probe (n int)`);
  });
  afterAll(() => database.close());

  const probe = (fail = false): DemoSeeder => ({
    name: 'probe',
    run: async (tx) => {
      await tx.execute(sql`insert into seed_probe values (1)`);
      if (fail) throw new Error('seed failed half-way');
    },
  });
  const count = async () =>
    Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from seed_probe`)).rows[0]?.n);

  it('a failing seed leaves nothing behind and can run again', async () => {
    await expect(seedDemoData(database.db, [probe(true)])).rejects.toThrow('seed failed half-way');
    expect(await count()).toBe(0);
  });

  it('runs on the first start only', async () => {
    expect(await seedDemoData(database.db, [probe()])).toBe(true);
    expect(await seedDemoData(database.db, [probe()])).toBe(false);
    expect(await count()).toBe(1);
  });

  it('the extensions the discovery module needs are installed', async () => {
    const rows = (
      await database.db.execute<{ extname: string }>(sql`select extname from pg_extension order by extname`)
    ).rows;
    expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm']));
    const d = await database.db.execute<{ km: number }>(
      sql`select earth_distance(ll_to_earth(45.5017, -73.5673), ll_to_earth(43.6532, -79.3832)) / 1000 as km`,
    );
    // earthdistance's sphere is 6378.168 km (earth()), haversine's 6371 km: 504.3 vs 504.8.
    expect(Number(d.rows[0]?.km)).toBeGreaterThan(503);
    expect(Number(d.rows[0]?.km)).toBeLessThan(506);
  });
});
