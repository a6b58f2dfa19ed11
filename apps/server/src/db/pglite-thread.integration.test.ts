import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sqlStateOf } from '../lib/db-errors.ts';
import { openPgliteThread, openPgliteThreadEarly, type PgliteThread } from './pglite-thread.ts';

const template = inject('dbTemplate');
const TIMESTAMPTZ = 1184;

// PGlite on its thread answers as PGlite does in one thread: these are the parts drizzle and
// the server rely on (the rest of the suite runs every module through it).
describe.skipIf(template.kind !== 'pglite')('PGlite on its own thread', () => {
  const dump = () => new Blob([fs.readFileSync(template.kind === 'pglite' ? template.dumpFile : '/nonexistent')]);
  let db: PgliteThread;
  beforeAll(async () => {
    db = openPgliteThread({ dump: dump() });
    await db.waitReady;
    await db.exec('create table thread_t (id int primary key, note text)');
  });
  afterAll(() => db.close());

  it("applies a query's parsers to the text of their types, in both row modes, and leaves the others to PGlite", async () => {
    const at = '2026-11-25 08:00:00+00';
    const parsers = { [TIMESTAMPTZ]: (text: string) => `parsed ${text}` };
    const byName = await db.query<{ t: string; n: number }>(
      `select $1::timestamptz as t, 2::int as n, null::timestamptz as z`,
      [at],
      { parsers },
    );
    expect(byName.rows).toEqual([{ t: `parsed ${at}`, n: 2, z: null }]);
    const byIndex = await db.query<unknown[]>(`select 1::int as n, $1::timestamptz as t`, [at], {
      rowMode: 'array',
      parsers,
    });
    expect(byIndex.rows).toEqual([[1, `parsed ${at}`]]);
    // A name given twice holds its last column, parsed once, with its type.
    const seen: number[] = [];
    const twice = await db.query(
      `select $1::timestamptz as x, 5 as x, $1::timestamptz as y, $1::timestamptz as y`,
      [at],
      {
        parsers: { [TIMESTAMPTZ]: (text: string, typeId?: number) => (seen.push(typeId!), `parsed ${text}`) },
      },
    );
    expect(twice.rows).toEqual([{ x: 5, y: `parsed ${at}` }]);
    expect(seen).toEqual([TIMESTAMPTZ]);
    // Without parsers, PGlite's own: a timestamptz is a Date.
    expect((await db.query<{ t: Date }>(`select $1::timestamptz as t`, [at])).rows[0]!.t).toEqual(new Date(at));
  });

  it("keeps an error's SQLSTATE, constraint and detail across the thread", async () => {
    await db.query('insert into thread_t (id, note) values (1, $1)', ['first']);
    const err = await db.query('insert into thread_t (id, note) values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(sqlStateOf(err)).toBe('23505');
    expect(err).toMatchObject({ constraint: 'thread_t_pkey', detail: 'Key (id)=(1) already exists.' });
  });

  it('commits a transaction, rolls back one whose callback throws, and runs a statement from outside after it', async () => {
    const order: string[] = [];
    await db.transaction(async (tx) => {
      expect(db.isInTransaction()).toBe(true);
      // Issued outside the transaction while it is open: PGlite runs it once the transaction ends.
      const outside = db.query<{ n: number }>('select count(*)::int as n from thread_t where id = 2').then((r) => {
        order.push(`outside saw ${r.rows[0]!.n}`);
      });
      await tx.query('insert into thread_t (id, note) values (2, $1)', ['committed']);
      order.push('inserted');
      void outside;
    });
    expect(db.isInTransaction()).toBe(false);
    await db.query('select 1');
    expect(order).toEqual(['inserted', 'outside saw 1']);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into thread_t (id, note) values (3, $1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('select id from thread_t where id = 3')).rows).toEqual([]);
  });

  it('delivers NOTIFYs to a listener until it unlistens, and loads COPY from a blob', async () => {
    const payloads: string[] = [];
    const unlisten = await db.listen('thread_channel', (payload) => payloads.push(payload));
    await db.query(`select pg_notify('thread_channel', 'one')`);
    await db.query('select 1');
    await unlisten();
    await db.query(`select pg_notify('thread_channel', 'two')`);
    await db.query('select 1');
    expect(payloads).toEqual(['one']);

    await db.query(`copy thread_t (id, note) from '/dev/blob'`, [], { blob: new Blob(['10\tten\n11\televen\n']) });
    expect((await db.query('select note from thread_t where id >= 10 order by id')).rows).toEqual([
      { note: 'ten' },
      { note: 'eleven' },
    ]);
  });

  it('refuses values and options that cannot cross the thread, that call only, and every call once closed', async () => {
    await expect(db.query('select 1', [], { onNotice: () => undefined })).rejects.toThrow(/cannot cross the thread/);
    await expect(db.query('select $1::text as v', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    expect((await db.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    const other = openPgliteThread({ dump: dump() });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });

  it('fails the first statement, not the process, when the database cannot be opened', async () => {
    const broken = openPgliteThread({ dump: new Blob(['not a tarball']) });
    await expect(broken.query('select 1')).rejects.toThrow();
    await broken.close();
  });

  it('hands the thread boot.ts started on a data folder to the server opening that folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-early-'));
    try {
      const folder = path.join(dir, 'pglite');
      const made = openPgliteThread({ dataDir: folder, dump: dump() });
      await made.query('select 1');
      await made.close();

      openPgliteThreadEarly(path.join(dir, 'missing'));
      const missing = openPgliteThread({ dump: dump() });
      expect(fs.existsSync(path.join(dir, 'missing'))).toBe(false); // a new folder is never started early
      await missing.close();

      openPgliteThreadEarly(folder);
      const early = (globalThis as Record<symbol, { thread: PgliteThread } | undefined>)[
        Symbol.for('playeats.pglite-thread.early')
      ]!.thread;
      const taken = openPgliteThread({ dataDir: folder });
      expect(taken).toBe(early);
      expect((await taken.query(`select to_regclass('public.app_meta') is not null as migrated`)).rows).toEqual([
        { migrated: true },
      ]);
      await taken.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
