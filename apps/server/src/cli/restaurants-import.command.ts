import fs from 'node:fs';
import path from 'node:path';
import { systemClock } from '../adapters/clock.ts';
import { createGeocoder } from '../adapters/geocoder/create-geocoder.ts';
import { createStorage } from '../adapters/storage/create-storage.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { HttpProblem } from '../lib/problem.ts';
import { systemActor } from '../modules/admin/admin-grants.service.ts';
import { createAudit } from '../modules/audit/audit.module.ts';
import { createRateLimitsModule } from '../modules/rate-limits/rate-limits.module.ts';
import { createCatalogue } from '../modules/restaurants/restaurants.module.ts';

const USAGE = 'npm run restaurants:import -- partners.csv|partners.json [--dry-run]';

/**
 * `npm run restaurants:import -- file.csv`: the admin API's import, from a file on this
 * machine (same checks, same all-or-nothing transaction, recorded in the audit log as the
 * system). Prints the counts, or every refused row and exits 1.
 */
export const restaurantsImportCommand = {
  usage: USAGE,
  async run(args: string[], { config, database }: { config: Config; database: DatabaseHandle }): Promise<number> {
    const files = args.filter((a) => !a.startsWith('--'));
    const unknown = args.filter((a) => a.startsWith('--') && a !== '--dry-run');
    const format = ({ '.csv': 'csv', '.json': 'json' } as const)[path.extname(files[0] ?? '').toLowerCase()];
    if (files.length !== 1 || unknown.length > 0 || !format) {
      console.error(`usage: ${USAGE}`);
      return 64; // EX_USAGE
    }
    const file = path.resolve(files[0]!);
    if (!fs.existsSync(file)) {
      console.error(`${file}: no such file`);
      return 66; // EX_NOINPUT
    }
    const { db } = database;
    const clock = systemClock;
    const catalogue = createCatalogue({
      db,
      clock,
      geocoder: createGeocoder(config), // the configured one: imports are located as the app would
      limiter: createRateLimitsModule({ db, clock, ipScale: config.IP_RATE_LIMIT_SCALE }),
      audit: createAudit({ db, clock }),
      storage: createStorage(config),
      importMaxBytes: config.RESTAURANT_IMPORT_MAX_BYTES,
    });
    const dryRun = args.includes('--dry-run');
    try {
      const result = await catalogue.imports.import(
        systemActor('restaurants:import'),
        { format, bytes: fs.createReadStream(file, { highWaterMark: 256 * 1024 }) },
        { dryRun },
      );
      const { created, updated } = result.restaurants;
      console.log(
        `${dryRun ? 'Dry run (nothing written): ' : ''}${result.rows} rows read: ${created} restaurants created, ${updated} updated, ${result.menuItems} menu items.`,
      );
      return 0;
    } catch (err) {
      if (!(err instanceof HttpProblem) || err.problemName !== 'ImportRejectedException') throw err;
      const { rejected, rejectedCount } = err.extensions as {
        rejected: { row: number; field: string; reason: string }[];
        rejectedCount: number;
      };
      console.error(`${rejectedCount} problem(s) in ${path.basename(file)}: nothing was imported.`);
      for (const r of rejected) console.error(`  row ${r.row}, ${r.field}: ${r.reason}`);
      if (rejectedCount > rejected.length) console.error(`  … and ${rejectedCount - rejected.length} more`);
      return 1;
    }
  },
};
