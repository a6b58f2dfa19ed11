import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { nearbyPageSchema, restaurantDetailSchema } from '@playeats/contracts/restaurants';
import type { Database } from '../../db/client.ts';
import { seedDemoData } from '../seed.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { DEMO_PLACE_ID } from '../../modules/restaurants/demo-place.ts';
import { DEMO_POSITION } from '../../modules/restaurants/restaurants.module.ts';
import { generateDemoCatalogue } from './demo-catalogue.ts';
import { restaurantsDemoSeeder } from './demo-seeder.ts';

describe('the demo catalogue seed', () => {
  let ctx: TestContext;
  const count = async (table: string) =>
    Number(
      (await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))
        .rows[0]?.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    expect(await seedDemoData(ctx.database.db, [restaurantsDemoSeeder])).toBe(true);
  });
  afterAll(() => ctx.close());

  it('loads every restaurant of the generator, with the generator’s ids', async () => {
    const expected = generateDemoCatalogue()
      .restaurants.map((r) => r.id!)
      .sort();
    const rows = await ctx.database.db.execute<{ id: string }>(sql`select id from restaurants order by id`);
    expect(rows.rows.map((r) => r.id)).toEqual(expected);
    expect(await count('menu_items')).toBeGreaterThan(20_000);
  });

  it('loading it again changes nothing', async () => {
    const before = await Promise.all(
      ['restaurants', 'menu_items', 'menu_options', 'menu_item_option_groups'].map(count),
    );
    await ctx.database.db.transaction((tx) => restaurantsDemoSeeder.run(tx as unknown as Database));
    const after = await Promise.all(
      ['restaurants', 'menu_items', 'menu_options', 'menu_item_option_groups'].map(count),
    );
    expect(after).toEqual(before);
  });

  it('demo mode finds its place near the demo address, open, with a menu, among many others', async () => {
    const demo = (await ctx.app.inject({ method: 'GET', url: '/api/demo' })).json();
    expect(demo).toMatchObject({ placeId: DEMO_PLACE_ID, position: DEMO_POSITION, address: { city: 'Montréal' } });
    const detail = restaurantDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${DEMO_PLACE_ID}` })).json(),
    );
    expect(detail.openNow).toBe(true);
    expect(detail.menu.categories.length).toBeGreaterThanOrEqual(3);
    const nearby = nearbyPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/restaurants/nearby?lat=${DEMO_POSITION.lat}&lng=${DEMO_POSITION.lng}&pageSize=50`,
        })
      ).json(),
    );
    expect(nearby.items.slice(0, 10).map((r) => r.id)).toContain(DEMO_PLACE_ID);
    expect(nearby.hasMore).toBe(true);
  });
});
