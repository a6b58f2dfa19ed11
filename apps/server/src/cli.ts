import { ConfigError, loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { createAudit } from './modules/audit/audit.module.ts';
import { createAdminGrants } from './modules/admin/admin.module.ts';
import { createAccounts } from './modules/accounts/accounts.module.ts';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import { systemClock } from './adapters/clock.ts';
import { restaurantsImportCommand } from './cli/restaurants-import.command.ts';

/**
 * Operators' commands (`npm run <command> -- args`), run against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, as the embedded
 * database serves one process at a time). Each command is one function here.
 */
interface Command {
  usage: string;
  run(args: string[], ctx: { config: Config; database: DatabaseHandle }): Promise<number>;
}

const commands: Record<string, Command> = {
  'restaurants:import': restaurantsImportCommand,
  'admin:grant': {
    usage: 'npm run admin:grant -- someone@example.com',
    async run(args, { config, database }) {
      const [email] = args;
      if (!email || args.length !== 1) {
        console.error(`usage: ${commands['admin:grant']!.usage}`);
        return 64; // EX_USAGE
      }
      const { db } = database;
      const clock = systemClock;
      const accounts = createAccounts({ db, clock, geocoder: createGeocoder(config) });
      const grants = createAdminGrants({
        db,
        users: accounts.users,
        audit: createAudit({ db, clock }),
        adminEmails: config.ADMIN_EMAILS,
      });
      const result = await grants.grant(email, 'admin:grant');
      const messages = {
        granted: `${email} is now an admin.`,
        'already-admin': `${email} was already an admin.`,
        'no-account': `No account uses ${email}: sign up first, then run this again (or start the server with ADMIN_EMAILS=${email}, which makes it an admin when it is activated).`,
      };
      (result === 'no-account' ? console.error : console.log)(messages[result]);
      return result === 'no-account' ? 1 : 0;
    },
  },
};

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(
      `commands: ${Object.values(commands)
        .map((c) => c.usage)
        .join('\n  ')}`,
    );
    return 64;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 78;
    }
    throw err;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await command.run(args, { config, database });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
