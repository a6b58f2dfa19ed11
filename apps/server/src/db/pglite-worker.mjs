// PGlite on a thread of its own (db/pglite-thread.ts is the other side). Plain JavaScript:
// Node runs it as it is, from src/ in the tests and from dist/ beside the server's bundle.
//
// Each message from the main thread is { id, op, ... }; each answer is { id, result } or
// { id, error }, sent when the operation is done. Operations start in the order they come:
// PGlite runs its statements one at a time in the order they are called, and a statement
// outside a transaction waits, inside PGlite, for an open transaction to end, as it does in
// one thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create (drizzle/): every PGlite of the project opens with them. */
const extensions = { cube, earthdistance, pg_trgm };

const db = new PGlite({ dataDir: workerData.dataDir, loadDataDir: workerData.dump, extensions });

/** Open transactions by the main thread's id: PGlite's tx and what ends its callback. */
const transactions = new Map();
/** LISTENs by the main thread's id: PGlite's unlisten. */
const listeners = new Map();
const ROLLED_BACK = Symbol('rolled back');
const identity = (value) => value;

/**
 * An error crosses the thread as its fields (code, detail, constraint…): structured cloning
 * keeps only an Error's message. Functions (PGlite's query options) stay behind.
 */
function errorFields(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = { message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'queryOptions' && typeof value !== 'function') fields[key] = value;
  }
  fields.name = err.name;
  return fields;
}

/** Columns of the types in `rawTypes` come back as PostgreSQL's text: the main thread parses them. */
function queryOptions({ rowMode, rawTypes, blob, paramTypes } = {}) {
  const options = {};
  if (rowMode) options.rowMode = rowMode;
  if (blob) options.blob = blob;
  if (paramTypes) options.paramTypes = paramTypes;
  if (rawTypes) options.parsers = Object.fromEntries(rawTypes.map((type) => [type, identity]));
  return options;
}

function on(message) {
  if (message.tx === undefined) return db;
  const entry = transactions.get(message.tx);
  if (entry === undefined) throw new Error('pglite thread: the transaction has ended');
  return entry.tx;
}

function begin(id) {
  return new Promise((entered, failed) => {
    const entry = {};
    entry.done = db.transaction(
      (tx) =>
        new Promise((commit, abort) => {
          Object.assign(entry, { tx, commit, abort });
          transactions.set(id, entry);
          entered();
        }),
    );
    // BEGIN failed: the caller never entered (once entered, `end` reports the outcome).
    entry.done.catch(failed);
  });
}

/** Ends the transaction's callback: PGlite then commits (or rolls back) and the answer says how it went. */
async function end(id, commit) {
  const entry = transactions.get(id);
  transactions.delete(id);
  if (commit) entry.commit();
  else entry.abort(ROLLED_BACK);
  try {
    await entry.done;
  } catch (err) {
    if (err !== ROLLED_BACK) throw err;
  }
}

const operations = {
  query: (m) => on(m).query(m.sql, m.params, queryOptions(m.options)),
  exec: (m) => on(m).exec(m.sql, queryOptions(m.options)),
  begin: (m) => begin(m.tx),
  end: (m) => end(m.tx, m.commit),
  rollback: (m) => on(m).rollback(),
  listen: async (m) => {
    listeners.set(
      m.listener,
      await db.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.listener, payload })),
    );
  },
  unlisten: async (m) => {
    const unlisten = listeners.get(m.listener);
    listeners.delete(m.listener);
    if (unlisten && !db.closed) await unlisten();
  },
  dump: (m) => db.dumpDataDir(m.compression),
  close: async () => {
    if (db.ready && !db.closed) await db.close();
  },
};

function answer(id, reply) {
  try {
    parentPort.postMessage({ id, ...reply });
  } catch (err) {
    // A value that cannot cross (structured cloning refused it).
    parentPort.postMessage({ id, error: { ...errorFields(err), message: `pglite thread: ${err.message}` } });
  }
}

/** Settles once PGlite is open or failed to open: every operation starts after it, in order. */
let openFailure;
const opened = db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => {
    openFailure = err;
    parentPort.postMessage({ ready: false, error: errorFields(err) });
  },
);
// A message that cannot be read has lost its id, so its caller would wait forever: the thread
// ends instead, which fails every pending call on the main thread.
parentPort.on('messageerror', () => process.exit(1));
parentPort.on('message', (message) => {
  // Every operation awaits the same promise, so they reach PGlite in the order they came;
  // closing a database that failed to open succeeds.
  opened
    .then(() => {
      if (openFailure !== undefined && message.op !== 'close') throw openFailure;
      return operations[message.op](message);
    })
    .then(
      (result) => answer(message.id, { result }),
      (err) => answer(message.id, { error: errorFields(err) }),
    );
});
