import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnersPageSchema, type PartnersPageDto } from '@playeats/contracts/restaurants';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { destination, restaurant } from '../../../test/restaurant-fixtures.ts';
import { restaurantsRepository } from './restaurants.repository.ts';

const MONTREAL = { lat: 45.5017, lng: -73.5673 };
/** Partners at 1, 2, ... km north; three of them share one spot (a food court) at 3 km. */
const RINGS = [
  { name: 'A at 1 km', km: 1 },
  { name: 'B at 2 km', km: 2 },
  { name: 'Food court: Crêpes', km: 3 },
  { name: 'Food court: Bao', km: 3 },
  { name: 'Food court: Arepas', km: 3 },
  { name: 'F at 4 km', km: 4 },
  { name: 'G at 6 km', km: 6 },
];

describe('GET /api/restaurants/partners nearest first: pages from the KNN walk stay stable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await restaurantsRepository(ctx.database.db).insertRestaurants([
      ...RINGS.map(({ name, km }) => restaurant({ name, position: destination(MONTREAL, 0, km), isPartner: true })),
      // Nearer than every partner, and never listed.
      restaurant({ name: 'Not a partner', position: destination(MONTREAL, 0, 0.1) }),
      restaurant({ name: 'Closed partner', position: destination(MONTREAL, 0, 0.2), isPartner: true, isActive: false }),
    ]);
  });
  afterAll(() => ctx?.close());

  const page = async (query: string): Promise<PartnersPageDto> =>
    partnersPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/restaurants/partners?lat=${MONTREAL.lat}&lng=${MONTREAL.lng}&unit=km&${query}`,
        })
      ).json(),
    );

  const expected = [
    'A at 1 km',
    'B at 2 km',
    // Ties at the same distance, by name.
    'Food court: Arepas',
    'Food court: Bao',
    'Food court: Crêpes',
    'F at 4 km',
    'G at 6 km',
  ];

  it.each([1, 2, 3, 4, 7])('pages of %i list every partner once, nearest first, ties by name', async (size) => {
    const names: string[] = [];
    for (let n = 1; n <= Math.ceil(expected.length / size); n += 1) {
      const { items, total } = await page(`pageSize=${size}&page=${n}`);
      expect(total).toBe(expected.length);
      names.push(...items.map((r) => r.name));
    }
    expect(names).toEqual(expected);
  });

  it('a page past the end is empty; the last page holds the rest', async () => {
    expect((await page('pageSize=5&page=3')).items).toEqual([]);
    expect((await page('pageSize=5&page=2')).items.map((r) => r.name)).toEqual(['F at 4 km', 'G at 6 km']);
  });

  it('with a search, the walk counts only the partners that match', async () => {
    const { items, total } = await page('q=food court&pageSize=2&page=2');
    expect(total).toBe(3);
    expect(items.map((r) => r.name)).toEqual(['Food court: Crêpes']);
    expect(items[0]!.distance).toBeCloseTo(3, 1);
  });
});
