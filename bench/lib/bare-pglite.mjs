// The bare limit for start-up: PGlite opening an existing data folder, with the server's
// extensions, and answering `select 1`, with nothing else (no server, no migrations check,
// no framework). Run as a child process by the startup benchmark: argv[2] is the server's
// DATA_DIR; prints "ready" once the answer is in, then closes.
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const db = new PGlite(`${process.argv[2]}/pglite`, { extensions: { cube, earthdistance, pg_trgm } });
await db.query('select 1');
process.stdout.write('ready\n');
await db.close();
