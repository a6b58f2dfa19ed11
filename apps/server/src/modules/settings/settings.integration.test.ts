import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { buildApp } from '../../app.ts';
import { createActiveUser, bearer } from '../../../test/auth-helpers.ts';
import { createAdmin } from '../../../test/rewards-helpers.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { createTestApp, testConfig, type TestContext } from '../../../test/test-app.ts';

describe('live settings', () => {
  let ctx: TestContext;
  let admin: SessionDto;
  let user: SessionDto;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { DOUBLE_BUCKS_DATES: '2026-12-25', BUCKS_DAILY_CAP: '400' } });
    admin = await createAdmin(ctx.app, ctx.database.db, 'settings-admin@example.com');
    user = await createActiveUser(ctx.app, ctx.database.db, 'settings-user@example.com');
  });
  afterAll(() => ctx.close());

  const publicSettings = async (app: FastifyInstance = ctx.app) =>
    (await app.inject({ method: 'GET', url: '/api/settings' })).json<Record<string, unknown>>();
  const patch = (session: SessionDto, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: bearer(session), payload });
  const auditOf = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?action=settings.update', headers: bearer(admin) })
    ).json<{ items: { before: unknown; after: unknown; reason: string | null; actorEmail: string }[] }>().items;

  it('starts from the environment and shows each value beside it', async () => {
    expect(await publicSettings()).toMatchObject({ doubleBucksDates: ['2026-12-25'], bucksDailyCap: 400 });
    const view = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      values: { doubleBucksDates: ['2026-12-25'], storeMaintenanceMode: false },
      defaults: { doubleBucksDates: ['2026-12-25'] },
      changes: [],
    });
  });

  it('an admin changes settings without a restart: audited with before, after and why', async () => {
    const res = await patch(admin, {
      changes: { doubleBucksDates: ['2026-12-31', '2026-12-24', '2026-12-31'], storeMaintenanceMode: true },
      reason: 'holiday promotion',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      values: { doubleBucksDates: ['2026-12-24', '2026-12-31'], storeMaintenanceMode: true },
      defaults: { doubleBucksDates: ['2026-12-25'], storeMaintenanceMode: false },
    });
    expect(await publicSettings()).toMatchObject({
      doubleBucksDates: ['2026-12-24', '2026-12-31'],
      storeMaintenanceMode: true,
    });
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      actorEmail: 'settings-admin@example.com',
      before: { doubleBucksDates: ['2026-12-25'], storeMaintenanceMode: false },
      after: { doubleBucksDates: ['2026-12-24', '2026-12-31'], storeMaintenanceMode: true },
      reason: 'holiday promotion',
    });
  });

  it('a save that changes nothing writes nothing', async () => {
    const before = (await auditOf()).length;
    const res = await patch(admin, { changes: { storeMaintenanceMode: true } });
    expect(res.statusCode).toBe(200);
    expect((await auditOf()).length).toBe(before);
  });

  it('refuses bad values with the field named, and non-admins', async () => {
    const bad = await patch(admin, { changes: { doubleBucksDates: ['25/12/2026'], bucksDailyCap: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(bad.json())).toContain('doubleBucksDates');
    expect((await patch(user, { changes: { storeMaintenanceMode: false } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', payload: {} })).statusCode).toBe(401);
  });

  it('another server copy on the same database hears the change, and open clients are told', async () => {
    const copy = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    try {
      const url = `${await copy.listen({ port: 0, host: '127.0.0.1' })}/api/events`;
      // The copy read the stored settings when it started.
      expect(await publicSettings(copy)).toMatchObject({ storeMaintenanceMode: true });
      const stream = await openEventStream(url, user.accessToken);
      expect((await stream.next())?.type).toBe('ready');
      expect((await patch(admin, { changes: { storeMaintenanceMode: false } })).statusCode).toBe(200);
      const announced = await stream.next();
      expect(announced).toMatchObject({ type: 'settings', data: { version: expect.any(Number) } });
      // The announcement's version is the one GET /api/settings answers once the copy reloaded.
      await vi.waitFor(async () =>
        expect((await publicSettings(copy)).version).toBe((announced!.data as { version: number }).version),
      );
      await vi.waitFor(async () => expect(await publicSettings(copy)).toMatchObject({ storeMaintenanceMode: false }));
      stream.close();
    } finally {
      await copy.close();
    }
  });

  it('the audit log refuses to be edited', async () => {
    await expect(ctx.database.db.execute(sql`update audit_log set reason = null`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/audit_log is append-only/) },
    });
  });
});
