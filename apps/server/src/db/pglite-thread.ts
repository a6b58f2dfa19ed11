import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite on a worker thread (db/pglite-worker.mjs), behind the part of PGlite's client that
 * drizzle and the server use: query, exec, transaction, listen, dumpDataDir, close.
 *
 * Why (decision 0038): PGlite is PostgreSQL compiled to WebAssembly, and it runs on the
 * thread that calls it. On the main thread its opening (~300 ms of CPU) came before the
 * server's own start-up work (evaluating its modules, registering its routes), one after
 * the other; on its own thread the two run side by side. And a long statement (a search on
 * a million restaurants, an import) no longer holds the event loop: other requests are
 * answered meanwhile.
 *
 * What crosses the thread is cloned: parameters, rows, blobs (COPY), dumps. Functions do
 * not cross: a query's `parsers` are applied here to the text PGlite returns for their
 * types, and errors come back as their fields (code, detail, constraint…), so the rules
 * that read an error's SQLSTATE (lib/db-errors.ts) see what PGlite threw.
 */
export interface PgliteThread {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Whether a transaction is open (PGlite's own method; the local payments read it). */
  isInTransaction(): boolean;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

export type PgliteSource =
  /** A data folder; with `dump`, a new one restored from that tarball. */
  | { dataDir: string; dump?: Blob }
  /** An in-memory database loaded from a dumpDataDir() tarball (tests share one prepared dump). */
  | { dump: Blob };

interface Reply {
  id?: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
  ready?: boolean;
  notify?: number;
  payload?: string;
}

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The worker's file: beside this module in src/, and copied beside the bundle in dist/. */
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

function errorOf(fields: NonNullable<Reply['error']>): Error {
  const { message, stack, ...rest } = fields;
  return Object.assign(new Error(message), rest, stack === undefined ? {} : { stack });
}

/** What the worker is told of a query's options; the rest is done on this side. */
function optionsToSend(options: QueryOptions | undefined) {
  if (options === undefined) return undefined;
  const { rowMode, parsers, blob, paramTypes, serializers, onNotice } = options;
  if (serializers !== undefined || onNotice !== undefined) {
    throw new TypeError('pglite thread: serializers and onNotice are functions, which cannot cross the thread');
  }
  return { rowMode, blob, paramTypes, rawTypes: parsers === undefined ? undefined : Object.keys(parsers).map(Number) };
}

/**
 * Applies a query's parsers to the columns of their types, as PGlite would have: by index
 * in array mode; by name in object mode, where a name given twice holds its last column.
 */
function parse<T>(result: Results<T>, parsers: Parsers | undefined, rowMode: QueryOptions['rowMode']): Results<T> {
  if (parsers === undefined) return result;
  const byIndex = rowMode === 'array';
  const last = new Map(result.fields.map(({ name }, index) => [name, index]));
  const columns = result.fields.flatMap(({ name, dataTypeID }, index) => {
    const parser = parsers[dataTypeID];
    return parser && (byIndex || last.get(name) === index) ? [{ at: byIndex ? index : name, dataTypeID, parser }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { at, dataTypeID, parser } of columns) {
      const value = row[at];
      if (value !== null && value !== undefined) {
        row[at] = (parser as (text: string, typeId: number) => unknown)(value as string, dataTypeID);
      }
    }
  }
  return result;
}

/** Where src/boot.ts leaves the thread it started (boot and the server are two bundles). */
const EARLY = Symbol.for('playeats.pglite-thread.early');
type Early = { dataDir: string; thread: PgliteThread };
const early = globalThis as { [EARLY]?: Early };

/**
 * Starts opening an existing data folder before the server's bundle is even compiled
 * (src/boot.ts): the next openPgliteThread on that folder takes it over. Not a new folder:
 * a configuration the server then refuses must not leave half an initdb behind.
 */
export function openPgliteThreadEarly(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    early[EARLY] = { dataDir, thread: openPgliteThread({ dataDir }) };
}

/** Starts opening PGlite on its thread: a data folder (created if missing), or a dump in memory. */
export function openPgliteThread(source: PgliteSource): PgliteThread {
  const dataDir = 'dataDir' in source ? source.dataDir : undefined;
  const started = early[EARLY];
  if (started !== undefined) {
    early[EARLY] = undefined;
    if (source.dump === undefined && dataDir === started.dataDir) return started.thread;
    started.thread.close().catch(() => undefined);
  }
  if (dataDir !== undefined) fs.mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(workerFile, { workerData: source });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  const notified = new Map<number, (payload: string) => void>();
  let nextId = 1;
  /** Set by the first close: the thread is closed from then on. */
  let closing: Promise<void> | undefined;
  /** Set once the thread is gone: every call after it fails with this. */
  let failure: Error | undefined;

  let ready!: { resolve(): void; reject(err: Error): void };
  const waitReady = new Promise<void>((resolve, reject) => {
    ready = { resolve, reject };
  });
  // A failed open also fails every call: the caller that awaits waitReady sees it once.
  waitReady.catch(() => undefined);

  let opened = false;
  /** The thread keeps the process alive only while it opens or answers a call, as a socket would. */
  const holdWhileBusy = () => {
    if (opened && pending.size === 0) worker.unref();
    else worker.ref();
  };
  const fail = (err: Error) => {
    failure ??= err;
    ready.reject(err);
    for (const call of pending.values()) call.reject(err);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    if (reply.notify !== undefined) {
      notified.get(reply.notify)?.(reply.payload!);
    } else if (reply.id === undefined) {
      opened = true;
      if (reply.ready) ready.resolve();
      else ready.reject(errorOf(reply.error!));
    } else {
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error) call?.reject(errorOf(reply.error));
      else call?.resolve(reply.result);
    }
    holdWhileBusy();
  });
  worker.on('error', fail);
  worker.on('messageerror', fail);
  worker.on('exit', (code) => {
    if (closing === undefined || pending.size > 0) fail(new Error(`pglite thread: exited (code ${code})`));
  });

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      holdWhileBusy();
      try {
        worker.postMessage({ id, ...message });
      } catch (err) {
        // A value that cannot be cloned (a function, a symbol): this call only.
        pending.delete(id);
        holdWhileBusy();
        reject(err as Error);
      }
    });
  };
  const query = async <T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) =>
    parse(
      await call<Results<T>>({ op: 'query', sql, params: params ?? [], options: optionsToSend(options), tx }),
      options?.parsers,
      options?.rowMode,
    );
  const exec = async (sql: string, options: QueryOptions | undefined, tx?: number) =>
    (await call<Results[]>({ op: 'exec', sql, options: optionsToSend(options), tx })).map((result) =>
      parse(result, options?.parsers, options?.rowMode),
    );

  let nextTx = 1;
  let openTransactions = 0;
  let nextListener = 1;
  return {
    waitReady,
    get closed() {
      return closing !== undefined;
    },
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql, options) => exec(sql, options),
    isInTransaction: () => openTransactions > 0,
    async transaction(callback) {
      const id = nextTx++;
      await call({ op: 'begin', tx: id });
      openTransactions += 1;
      let ended = false;
      const tx = {
        query: (sql: string, params?: unknown[], options?: QueryOptions) => query(sql, params, options, id),
        exec: (sql: string, options?: QueryOptions) => exec(sql, options, id),
        rollback: async () => {
          await call({ op: 'rollback', tx: id });
          ended = true;
        },
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      try {
        let result;
        try {
          result = await callback(tx);
        } catch (err) {
          // The callback's error is the one to report; a rollback that fails too (the thread
          // gone) leaves nothing committed either.
          await call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
          throw err;
        }
        await call({ op: 'end', tx: id, commit: true });
        return result;
      } finally {
        openTransactions -= 1;
      }
    },
    async listen(channel, callback) {
      const listener = nextListener++;
      notified.set(listener, callback);
      try {
        await call({ op: 'listen', channel, listener });
      } catch (err) {
        notified.delete(listener);
        throw err;
      }
      return async () => {
        notified.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    dumpDataDir: (compression) => call<Blob>({ op: 'dump', compression }),
    close() {
      // Every caller waits for the same closing (the data folder is flushed when it resolves).
      closing ??= (async () => {
        try {
          await call({ op: 'close' });
        } finally {
          failure ??= new Error('pglite thread: the database is closed');
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
