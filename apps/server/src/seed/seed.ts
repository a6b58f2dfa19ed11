import type { Database } from '../db/client.ts';
import { restaurantsDemoSeeder } from './restaurants/demo-seeder.ts';
import { appMetaRepository } from '../db/app-meta.ts';
import { rewardsDemoSeeder } from './rewards.seed.ts';

import type { DemoSeeder } from './demo-seeder.ts';

export type { DemoSeeder };

export const demoSeeders: DemoSeeder[] = [rewardsDemoSeeder, restaurantsDemoSeeder];

const SEED_KEY = 'demo_seed';

/**
 * Seeds demo data on the first start only: every seeder and the marker commit in one
 * transaction, so a start interrupted mid-seed leaves nothing and seeds again next time.
 */
export async function seedDemoData(db: Database, seeders: readonly DemoSeeder[] = demoSeeders): Promise<boolean> {
  // The usual start: the marker is there (it is never taken away), so nothing is locked or written.
  if ((await appMetaRepository(db).get(SEED_KEY)) !== undefined) return false;
  return db.transaction(async (tx) => {
    const meta = appMetaRepository(tx);
    if ((await meta.lock(SEED_KEY)) !== undefined) return false;
    for (const seeder of seeders) await seeder.run(tx);
    await meta.put(SEED_KEY, { seeders: seeders.map((s) => s.name), at: new Date().toISOString() });
    return true;
  });
}
