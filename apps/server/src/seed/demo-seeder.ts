import type { Database } from '../db/client.ts';

/** A demo data set; each module with demo data adds one to `demoSeeders` (seed.ts). */
export interface DemoSeeder {
  name: string;
  run(tx: Database): Promise<void>;
}
