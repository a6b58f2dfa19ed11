import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { restaurantsDemoSeeder } from './restaurants/demo-seeder.ts';
import { appMeta } from '../db/schema/meta.ts';
import { rewardsDemoSeeder } from './rewards.seed.ts';

/** A demo data set; each module with demo data adds one to `demoSeeders`. */
export interface DemoSeeder {
  name: string;
  run(tx: Database): Promise<void>;
}

export const demoSeeders: DemoSeeder[] = [rewardsDemoSeeder, restaurantsDemoSeeder];

const SEED_KEY = 'demo_seed';

/**
 * Seeds demo data on the first start only: every seeder and the marker commit in one
 * transaction, so a start interrupted mid-seed leaves nothing and seeds again next time.
 */
export async function seedDemoData(db: Database, seeders: readonly DemoSeeder[] = demoSeeders): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).for('update');
    if (done.length > 0) return false;
    for (const seeder of seeders) await seeder.run(tx as unknown as Database);
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: { seeders: seeders.map((s) => s.name), at: new Date().toISOString() } })
      .onConflictDoNothing();
    return true;
  });
}
