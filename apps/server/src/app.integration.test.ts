import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser } from '../test/auth-helpers.ts';
import { createTestApp, createTestDatabase } from '../test/test-app.ts';

describe('building the app', () => {
  it('runs no statement, so server.ts migrates while the routes register: what reads the database at start runs at ready', async () => {
    const database = await createTestDatabase();
    // A database that never ran a migration: any statement on a table while the app builds
    // fails (the signing secret, the idempotency keys of a previous run, a job's first turn).
    await database.db.execute(sql.raw('drop schema drizzle cascade'));
    await database.db.execute(sql.raw('drop schema public cascade'));
    await database.db.execute(sql.raw('create schema public'));
    const ctx = await createTestApp({ database, beforeReady: () => database.migrate() });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The secret read at ready signs and checks sessions.
      const session = await createActiveUser(ctx.app, database.db, 'built-first@example.com');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
      expect(me.statusCode, me.body).toBe(200);
    } finally {
      await ctx.close();
      await database.close();
    }
  });
});
