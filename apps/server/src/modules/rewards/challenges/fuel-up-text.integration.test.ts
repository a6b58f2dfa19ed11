import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { challenges } from '../../../db/schema/challenges.ts';
import { createTestDatabase } from '../../../../test/test-app.ts';

const MIGRATION = new URL('../../../../drizzle/0017_fuel_up_text.sql', import.meta.url);
const OLD = {
  en: 'Order 3 meals with your bucks or promo dollars.',
  fr: 'Commandez 3 repas avec vos bucks ou dollars promotionnels.',
};
const CUSTOM = { en: 'Order twice with your bucks.', fr: 'Commandez deux fois avec vos bucks.' };

/**
 * place_orders counts every order placed and not cancelled (challenges.integration.test.ts);
 * a database seeded before the text said so keeps the old promise until migration 0017.
 */
describe('migration 0017: the Fuel up challenge says what it counts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const insert = (description: { en: string; fr: string }) =>
    database.db
      .insert(challenges)
      .values({
        kind: 'place_orders',
        title: { en: 'Fuel up', fr: 'Faites le plein' },
        description,
        target: 3,
        rewardCurrency: 'PROMO_CENTS',
        rewardAmount: 300,
        startsAt: new Date('2026-11-01T00:00:00Z'),
        endsAt: new Date('2026-12-01T00:00:00Z'),
      })
      .returning({ id: challenges.id })
      .then((rows) => rows[0]!.id);
  const descriptionOf = async (id: string) =>
    (await database.db.select().from(challenges).where(eq(challenges.id, id)))[0]!.description;

  it('rewrites the old seeded text and leaves an admin’s own text alone', async () => {
    const seeded = await insert(OLD);
    const admins = await insert(CUSTOM);
    await database.db.execute(sql.raw(fs.readFileSync(MIGRATION, 'utf8')));
    expect(await descriptionOf(seeded)).toEqual({
      en: 'Order 3 meals through PlayEats.',
      fr: 'Commandez 3 repas avec PlayEats.',
    });
    expect(await descriptionOf(admins)).toEqual(CUSTOM);
  });
});
