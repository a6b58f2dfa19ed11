import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import {
  adminPromoCodePageSchema,
  adminPromoCodeSchema,
  type AdminPromoCode,
} from '@playeats/contracts/admin-promotions';
import { manualClock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { bearer, client, createActiveUser } from '../../../../test/auth-helpers.ts';
import { caller, createAdmin, expectLedgerConsistent } from '../../../../test/rewards-helpers.ts';

const DAY = 24 * 3600_000;

describe('admin promo codes', () => {
  let ctx: TestContext;
  let db: Database;
  let call: ReturnType<typeof caller>;
  let admin: SessionDto;
  const t0 = new Date('2026-11-21T12:00:00Z');
  const clock = manualClock(t0);
  const at = (ms: number) => new Date(t0.getTime() + ms).toISOString();

  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { IP_RATE_LIMIT_SCALE: '1000', ACCESS_TOKEN_TTL_SECONDS: '3600' } });
    db = ctx.database.db;
    call = caller(ctx.app);
    admin = await createAdmin(ctx.app, db, 'codes-admin@example.com');
  });
  afterAll(() => ctx.close());

  let n = 0;
  const newUser = () => createActiveUser(ctx.app, db, `code-user${++n}@example.com`);
  const problemName = (res: { json(): unknown }) => (res.json() as { type?: string }).type?.split('/').at(-1);
  const invalidNames = (res: { json(): unknown }) =>
    ((res.json() as { invalidParams?: { name: string }[] }).invalidParams ?? []).map((p) => p.name);
  const body = (code: string, extra: object = {}) => ({
    code,
    currency: 'PROMO_CENTS',
    amount: 500,
    startsAt: at(-DAY),
    endsAt: at(30 * DAY),
    ...extra,
  });
  const create = async (code: string, extra: object = {}): Promise<AdminPromoCode> => {
    const res = await call('POST', '/api/admin/promo-codes', admin, body(code, extra));
    expect(res.statusCode, res.body).toBe(201);
    return adminPromoCodeSchema.parse(res.json());
  };
  const get = async (id: string) =>
    adminPromoCodeSchema.parse((await call('GET', `/api/admin/promo-codes/${id}`, admin)).json());
  const redeem = (session: SessionDto, code: string) =>
    call('PATCH', '/api/users/promotion', session, { ...client, promotionCode: code });
  const auditOf = (id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);

  it('a normal user gets 403 on every promo-code endpoint', async () => {
    const user = await newUser();
    const code = await create('GUARDED');
    const endpoints: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/admin/promo-codes'],
      ['GET', `/api/admin/promo-codes/${code.id}`],
      ['POST', '/api/admin/promo-codes', body('MINE')],
      ['PATCH', `/api/admin/promo-codes/${code.id}`, { amount: 1 }],
      ['POST', `/api/admin/promo-codes/${code.id}/end`, {}],
    ];
    for (const [method, url, payload] of endpoints) {
      const res = await call(method, url, user, payload);
      expect([method, url, res.statusCode, problemName(res)]).toEqual([method, url, 403, 'ForbiddenException']);
    }
    expect(await get(code.id)).toMatchObject({ amount: 500, state: 'active' });
  });

  it('validation: amount above 0, a currency, a window that ends after it starts, limits that can hold', async () => {
    const cases: [object, string][] = [
      [{ amount: 0 }, 'body.amount'],
      [{ amount: -5 }, 'body.amount'],
      [{ amount: 2.5 }, 'body.amount'],
      [{ currency: 'USD' }, 'body.currency'],
      [{ startsAt: at(DAY), endsAt: at(0) }, 'body.endsAt'],
      [{ endsAt: 'next week' }, 'body.endsAt'],
      // Issue 16: a year-0000 date once answered 500.
      [{ startsAt: '0000-01-01T00:00:00Z' }, 'body.startsAt'],
      [{ endsAt: '0000-12-31T00:00:00Z' }, 'body.endsAt'],
      [{ totalLimit: 0 }, 'body.totalLimit'],
      [{ perUserLimit: 0 }, 'body.perUserLimit'],
      [{ totalLimit: 2, perUserLimit: 3 }, 'body.perUserLimit'],
    ];
    for (const [extra, param] of cases) {
      const res = await call('POST', '/api/admin/promo-codes', admin, body('INVALID', extra));
      expect([JSON.stringify(extra), res.statusCode, problemName(res)]).toEqual([
        JSON.stringify(extra),
        400,
        'ValidationException',
      ]);
      expect(invalidNames(res)).toContain(param);
    }
    await create('TAKEN');
    const taken = await call('POST', '/api/admin/promo-codes', admin, body('taken'));
    expect([taken.statusCode, problemName(taken), invalidNames(taken)]).toEqual([
      409,
      'PromoCodeTakenException',
      ['body.code'],
    ]);
    expect((await call('GET', '/api/admin/promo-codes?q=INVALID', admin)).json().items).toEqual([]);
  });

  it('creating is audited with who, what and why', async () => {
    const code = await create('AUDITED', { reason: 'Launch week', totalLimit: 100 });
    const [entry] = await auditOf(code.id);
    expect(entry).toMatchObject({
      actorUserId: admin.userInfo.id,
      actorEmail: 'codes-admin@example.com',
      action: 'promo_code.create',
      before: null,
      after: { code: 'AUDITED', amount: 500, currency: 'PROMO_CENTS', totalLimit: 100, perUserLimit: 1 },
      reason: 'Launch week',
    });
  });

  it('lists codes with their use: redemptions, distinct users, what they credited', async () => {
    const code = await create('TWICE', { currency: 'BUCKS', amount: 25, perUserLimit: 2 });
    const [ann, ben] = [await newUser(), await newUser()];
    expect((await redeem(ann, 'twice')).statusCode).toBe(200);
    expect((await redeem(ann, 'twice')).statusCode).toBe(200);
    expect((await redeem(ben, 'twice')).statusCode).toBe(200);
    const res = await call('GET', '/api/admin/promo-codes?q=TWI', admin);
    const page = adminPromoCodePageSchema.parse(res.json());
    expect(page.items).toEqual([
      expect.objectContaining({
        id: code.id,
        code: 'TWICE',
        state: 'active',
        redeemedCount: 3,
        usage: { redemptions: 3, users: 2, credited: 75 },
      }),
    ]);
    expect((await expectLedgerConsistent(db, ann.userInfo.id)).balance.bucks).toBe(50);
  });

  it('lists by state, newest first, a page at a time', async () => {
    const scheduled = await create('LATER', { startsAt: at(DAY), endsAt: at(2 * DAY) });
    const over = await create('OVER', { startsAt: at(-2 * DAY), endsAt: at(-DAY) });
    const codesIn = async (query: string) =>
      adminPromoCodePageSchema.parse((await call('GET', `/api/admin/promo-codes?${query}`, admin)).json()).items;
    expect((await codesIn('state=scheduled')).map((c) => c.id)).toEqual([scheduled.id]);
    expect((await codesIn('state=ended')).map((c) => [c.id, c.state])).toEqual([[over.id, 'ended']]);
    expect((await codesIn('state=active')).every((c) => c.state === 'active')).toBe(true);
    const all = await codesIn('limit=100');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/admin/promo-codes?limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin);
      const page = adminPromoCodePageSchema.parse(res.json());
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((c) => c.id));
    const bad = await call('GET', '/api/admin/promo-codes?cursor=nope', admin);
    expect([bad.statusCode, invalidNames(bad)]).toEqual([400, ['query.cursor']]);
  });

  it('edits: the window and the limits any time; amount and currency only until first used', async () => {
    const code = await create('EDITME', { totalLimit: 10 });
    const before = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, { amount: 700, reason: 'Typo' });
    expect(before.json()).toMatchObject({ amount: 700, currency: 'PROMO_CENTS', totalLimit: 10 });
    const user = await newUser();
    expect((await redeem(user, 'EDITME')).json()).toMatchObject({ amount: 700 });
    const frozen = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, {
      amount: 900,
      currency: 'BUCKS',
      endsAt: at(60 * DAY),
    });
    expect([frozen.statusCode, problemName(frozen), invalidNames(frozen)]).toEqual([
      409,
      'PromotionInUseException',
      ['body.amount', 'body.currency'],
    ]);
    expect((await get(code.id)).endsAt).toBe(at(30 * DAY)); // nothing of a refused edit is kept
    const same = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, { amount: 700 });
    expect(same.statusCode).toBe(200);
    const limits = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, {
      totalLimit: null,
      perUserLimit: 3,
      endsAt: at(60 * DAY),
    });
    expect(limits.json()).toMatchObject({ totalLimit: null, perUserLimit: 3, endsAt: at(60 * DAY) });
    const belowUses = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, {
      totalLimit: 1,
      perUserLimit: 1,
    });
    expect(belowUses.statusCode).toBe(200);
    const backwards = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, { startsAt: at(61 * DAY) });
    expect([backwards.statusCode, invalidNames(backwards)]).toEqual([400, ['body.endsAt']]);
    expect((await call('PATCH', `/api/admin/promo-codes/${randomUUID()}`, admin, { amount: 1 })).statusCode).toBe(404);
    const entries = await auditOf(code.id);
    expect(entries.map((e) => e.action)).toEqual([
      'promo_code.create',
      'promo_code.update',
      'promo_code.update',
      'promo_code.update',
      'promo_code.update',
    ]);
    expect(entries[1]).toMatchObject({ before: { amount: 500 }, after: { amount: 700 }, reason: 'Typo' });
  });

  it('an overall limit below the uses so far is refused', async () => {
    const code = await create('CROWD', { perUserLimit: 1 });
    for (let i = 0; i < 2; i++) expect((await redeem(await newUser(), 'CROWD')).statusCode).toBe(200);
    const res = await call('PATCH', `/api/admin/promo-codes/${code.id}`, admin, { totalLimit: 1 });
    expect([res.statusCode, invalidNames(res)]).toEqual([400, ['body.totalLimit']]);
    expect(res.json().detail).toContain('at least the 2 uses so far');
  });

  it('ending: now, never deleted; the redeem rules refuse it from then on; twice is refused', async () => {
    const code = await create('ENDME');
    const early = await newUser();
    expect((await redeem(early, 'ENDME')).statusCode).toBe(200);
    onTestFinished(() => clock.set(t0));
    clock.set(new Date(t0.getTime() + 600_000));
    const ended = await call('POST', `/api/admin/promo-codes/${code.id}/end`, admin, { reason: 'Leaked on a forum' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'ended', endsAt: clock.now().toISOString(), startsAt: code.startsAt });
    const late = await redeem(await newUser(), 'ENDME');
    expect([late.statusCode, problemName(late)]).toEqual([422, 'PromoCodeExpiredException']);
    const again = await call('POST', `/api/admin/promo-codes/${code.id}/end`, admin);
    expect([again.statusCode, problemName(again)]).toEqual([409, 'PromotionEndedException']);
    expect(await get(code.id)).toMatchObject({ usage: { redemptions: 1, users: 1, credited: 500 } });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/promo-codes/${code.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(404);
    const entries = await auditOf(code.id);
    expect(entries.at(-1)).toMatchObject({ action: 'promo_code.end', reason: 'Leaked on a forum' });
  });

  it('ending a code that has not started leaves it never open', async () => {
    const code = await create('NEVER', { startsAt: at(600_000), endsAt: at(2 * DAY) });
    const res = await call('POST', `/api/admin/promo-codes/${code.id}/end`, admin);
    expect(res.json()).toMatchObject({ state: 'ended', startsAt: t0.toISOString(), endsAt: t0.toISOString() });
    onTestFinished(() => clock.set(t0));
    const user = await newUser();
    clock.set(new Date(t0.getTime() + 1200_000)); // past the start it had
    const refused = await redeem(user, 'NEVER');
    expect(problemName(refused)).toBe('PromoCodeExpiredException');
  });

  it('uses racing an end: each use is either counted and credited, or refused', async () => {
    const code = await create('RACE', { currency: 'BUCKS', amount: 10 });
    const people = await Promise.all(Array.from({ length: 4 }, () => newUser()));
    const results = await Promise.all([
      ...people.map((p) => redeem(p, 'RACE')),
      call('POST', `/api/admin/promo-codes/${code.id}/end`, admin),
    ]);
    const uses = results.slice(0, 4).filter((r) => r.statusCode === 200).length;
    for (const refused of results.slice(0, 4).filter((r) => r.statusCode !== 200)) {
      expect(problemName(refused)).toBe('PromoCodeExpiredException');
    }
    expect(results[4]!.statusCode).toBe(200);
    expect(await get(code.id)).toMatchObject({ state: 'ended', usage: { redemptions: uses, credited: uses * 10 } });
    let credited = 0;
    for (const p of people) credited += (await expectLedgerConsistent(db, p.userInfo.id)).balance.bucks;
    expect(credited).toBe(uses * 10);
  });
});
