import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tokenPairSchema } from '@playeats/contracts/auth';
import { problemTypeUri } from '@playeats/contracts/problem';
import { manualClock } from '../../adapters/clock.ts';
import { users as usersTable } from '../../db/schema/users.ts';
import { repository } from '../../db/unit-of-work.ts';
import { createTestApp, servicesOf, type TestContext } from '../../../test/test-app.ts';
import { bearer, client, createActiveUser, GOOD_PASSWORD } from '../../../test/auth-helpers.ts';
import { sentWhileHeld, waitersOn } from '../../../test/lock-waits.ts';
import { waitUntil } from '../../../test/wait-until.ts';
import { createAccessTokens } from './access-token.ts';
import { authRepository, type Rotated, type Rotation } from './auth.repository.ts';
import { REFRESH_GRACE_MS, SessionsService } from './sessions.service.ts';
import { sha256 } from './token-crypto.ts';

const SECRET = 'x'.repeat(40);
type RotateAll = (rotations: readonly Rotation[]) => Promise<(Rotated | null)[]>;

describe('sessions: access JWTs and rotating refresh tokens', () => {
  let ctx: TestContext;
  const clock = manualClock();
  beforeAll(async () => {
    ctx = await createTestApp({ env: { JWT_SECRET: SECRET }, clock });
  });
  afterAll(() => ctx.close());

  const refresh = (refreshToken: string, application = 'WEBAPP_CLIENT') =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/refresh',
      payload: { application, applicationVersion: '2.8.1', refreshToken },
    });
  /** The service on the app's database, as the app builds it; `rotate` wraps its rotation statement. */
  const sessionsService = (rotate?: (rotateAll: RotateAll) => RotateAll) => {
    const users = servicesOf(ctx, clock).accounts.users;
    const repo = repository((on) => authRepository(on, (id) => users.activeRolesSql(id)), ctx.database.db);
    return new SessionsService({
      auth: rotate ? Object.assign(repo, { rotateRefreshTokens: rotate(repo.rotateRefreshTokens) }) : repo,
      users,
      accessTokens: createAccessTokens(() => SECRET, 900, clock),
      clock,
      refreshTtlDays: 30,
      successorKey: () => 'test-successor-key',
    });
  };
  const me = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });

  it('PATCH /api/auth/refresh rotates: a new pair each time, exactly as spec section 7', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'rotate@example.com');
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const pair = tokenPairSchema.parse(res.json());
    expect(Object.keys(res.json() as object).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('presenting a used refresh token revokes the whole family', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'stolen@example.com');
    const first = tokenPairSchema.parse((await refresh(session.refreshToken)).json());
    const second = tokenPairSchema.parse((await refresh(first.refreshToken)).json());
    // The thief replays the original token...
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['content-type']).toContain('application/problem+json');
    // ...and the legitimate holder's current token is dead too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('two refreshes racing with one token (two tabs): both get the same successor, the session lives on', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'race@example.com');
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => tokenPairSchema.parse(r.json()));
    expect(a!.refreshToken).toBe(b!.refreshToken);
    expect((await me(b!.accessToken)).statusCode).toBe(200);
    const next = await refresh(a!.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('many sessions refreshing at once are written together, each as it would be alone', async () => {
    // The service on the app's database, its statements counted. Calls made in one
    // synchronous run: the first rotation leaves alone, the others wait for it and share
    // the next statement (decision 0038).
    const batches: number[] = [];
    const service = sessionsService((rotateAll) => (rotations) => {
      batches.push(rotations.length);
      return rotateAll(rotations);
    });
    const sessions = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createActiveUser(ctx.app, ctx.database.db, `together${i}@example.com`)),
    );
    const closed = await createActiveUser(ctx.app, ctx.database.db, 'together-closed@example.com');
    await ctx.database.db.update(usersTable).set({ status: 'deleted' }).where(eq(usersTable.id, closed.userInfo.id));
    const appOf = (i: number) => (i % 2 ? 'OW_DESKTOP_CLIENT' : 'WEBAPP_CLIENT');
    const rotate = (token: string, application = 'WEBAPP_CLIENT') =>
      service.refresh(token, { application, applicationVersion: '2.8.1' });
    const results = await Promise.allSettled([
      ...sessions.map((s, i) => rotate(s.refreshToken, appOf(i))),
      rotate(closed.refreshToken),
      rotate('no-such-token-at-all-0123456789'),
      // The same token again in the same run (two tabs): it waits for the next statement,
      // finds the token just used, and gets the same successor, not a replay.
      rotate(sessions[1]!.refreshToken, appOf(1)),
    ]);
    // The first alone; the other sessions, the closed account and the unknown token; the repeat.
    expect(batches).toEqual([1, sessions.length - 1 + 2, 1]);
    const pairs = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    expect(results.map((r) => r.status)).toEqual([
      ...sessions.map(() => 'fulfilled'),
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(pairs.at(-1)!.refreshToken).toBe(pairs[1]!.refreshToken);
    expect(new Set(pairs.slice(0, sessions.length).map((p) => p!.refreshToken)).size).toBe(sessions.length);
    for (const [i, session] of sessions.entries()) {
      const claims = JSON.parse(Buffer.from(pairs[i]!.accessToken.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
        app: string;
      };
      expect(claims).toMatchObject({ sub: session.userInfo.id, app: appOf(i) });
      expect((await me(pairs[i]!.accessToken)).statusCode).toBe(200);
      // Each successor is live, and used once.
      expect((await rotate(pairs[i]!.refreshToken)).refreshToken).not.toBe(pairs[i]!.refreshToken);
    }
  });

  it(`a repeat within ${REFRESH_GRACE_MS} ms gets the same successor; a later one revokes the family`, async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'grace@example.com');
    const first = tokenPairSchema.parse((await refresh(session.refreshToken)).json());
    clock.advance(REFRESH_GRACE_MS);
    const repeat = await refresh(session.refreshToken);
    expect(repeat.statusCode).toBe(200);
    expect(tokenPairSchema.parse(repeat.json()).refreshToken).toBe(first.refreshToken);
    clock.advance(1);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('a repeat within the grace window after logout is refused: the family is gone', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'grace-logout@example.com');
    const first = tokenPairSchema.parse((await refresh(session.refreshToken)).json());
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: first.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('a repeat within the grace window after the successor was itself used is a replay', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'grace-used@example.com');
    const first = tokenPairSchema.parse((await refresh(session.refreshToken)).json());
    const second = tokenPairSchema.parse((await refresh(first.refreshToken)).json());
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('a family ends 30 days after the sign-in, whatever the rotations', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'month@example.com');
    let token = session.refreshToken;
    for (let week = 1; week <= 4; week++) {
      clock.advance(7 * 24 * 3600_000);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = tokenPairSchema.parse(res.json()).refreshToken;
    }
    clock.advance(2 * 24 * 3600_000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes the family server-side', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'bye@example.com');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await ctx.database.db.execute<{ n: number }>(query)).rows[0]!.n);
  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'a logout while a rotation of its family is in flight revokes the successor that rotation writes',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'inflight@example.com');
      const db = ctx.database.db;
      const presented = sha256(session.refreshToken);
      const successor = `successor-of-${session.refreshToken}`;
      // A rotation in flight, as the rotation statement leaves it before its commit: the
      // presented token used (its row locked), its successor written, nothing committed.
      let logout: Promise<{ statusCode: number }> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`update refresh_tokens set used_at = now() where token_hash = ${presented}`);
        await tx.execute(sql`
          insert into refresh_tokens (family_id, user_id, token_hash, application, application_version, expires_at)
          select family_id, user_id, ${sha256(successor)}, application, application_version, expires_at
          from refresh_tokens where token_hash = ${presented}`);
        // The logout's revocation waits for this transaction's row lock; then it commits.
        ({ answer: logout } = await sentWhileHeld({ tx, db }, 'the logout', () =>
          ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } }),
        ));
      });
      expect((await logout!).statusCode).toBe(204);
      // The successor, committed after the revocation's first statement began, is revoked too.
      expect((await refresh(successor)).statusCode).toBe(401);
      const live = await count(sql`select count(*)::int as n from refresh_tokens
        where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = ${presented})`);
      expect(live).toBe(0);
    },
  );

  const liveFamilies = (userId: string) =>
    count(sql`select count(distinct family_id)::int as n from refresh_tokens
      where user_id = ${userId} and revoked_at is null`);

  it('a sign-in whose account had its sessions ended since it was read opens nothing (409)', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'ended-meanwhile@example.com');
    const service = sessionsService();
    const users = servicesOf(ctx, clock).accounts.users;
    const read = (await users.find(session.userInfo.id))!;
    // Every session ends (a new password, a lock, sign out everywhere) after the sign-in read
    // the account and before it opens its session.
    await ctx.database.db.transaction((tx) => service.revokeAll(tx, read.id));
    await expect(ctx.database.db.transaction((tx) => service.open(tx, read, client))).rejects.toMatchObject({
      status: 409,
      problemName: 'AccountChangedException',
    });
    expect(await liveFamilies(read.id)).toBe(0);
    // The account as it is now signs in.
    const fresh = (await users.find(read.id))!;
    const opened = await ctx.database.db.transaction((tx) => service.open(tx, fresh, client));
    expect((await refresh(opened.refreshToken)).statusCode).toBe(200);
    expect(await liveFamilies(read.id)).toBe(1);
  });

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'a sign-in in flight while the password changes fails, and leaves no session the change did not end',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'login-inflight@example.com');
      const userId = session.userInfo.id;
      const db = ctx.database.db;
      const service = sessionsService();
      const users = servicesOf(ctx, clock).accounts.users;
      let login: Promise<{ statusCode: number; json: () => unknown }> | undefined;
      // A password change in flight, as account-security's changePassword leaves it before its
      // commit; the sign-in with the old password checks it against the committed row meanwhile.
      await db.transaction(async (tx) => {
        await users.update(userId, { passwordHash: 'replaced' }, tx);
        await service.revokeAll(tx, userId);
        ({ answer: login } = await sentWhileHeld({ tx, db: ctx.database.db }, 'the sign-in', () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { ...client, email: 'login-inflight@example.com', password: GOOD_PASSWORD },
          }),
        ));
      });
      const answer = await login!;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ type: problemTypeUri('AccountChangedException') });
      expect(await liveFamilies(userId)).toBe(0);
    },
  );

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'an account read for update (an admin changing it) does not hold up the refresh of its sessions',
    async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'read-for-update@example.com');
      const users = servicesOf(ctx, clock).accounts.users;
      await ctx.database.db.transaction(async (tx) => {
        await users.find(session.userInfo.id, tx, { forUpdate: true });
        const waiting = await waitersOn(tx, ctx.database.db);
        let answered = false;
        const answer = refresh(session.refreshToken).finally(() => (answered = true));
        let waited = false;
        // The rotation's foreign-key check on the user must not wait for this transaction.
        await waitUntil(async () => answered || (waited = (await waiting()) > 0), {
          timeoutMs: 10_000,
          intervalMs: 5,
          failure: () => 'the refresh neither answered nor waited',
        });
        expect(waited).toBe(false);
        expect((await answer).statusCode).toBe(200);
      });
    },
  );

  it('unknown refresh tokens and bad payloads are refused', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'PATCH', url: '/api/auth/refresh', payload: { refreshToken: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { invalidParams: { name: string }[] }).invalidParams.map((p) => p.name)).toEqual(
      expect.arrayContaining(['body.application', 'body.applicationVersion']),
    );
  });

  describe('access tokens', () => {
    let userId: string;
    let accessToken: string;
    beforeAll(async () => {
      const session = await createActiveUser(ctx.app, ctx.database.db, 'jwt@example.com');
      userId = session.userInfo.id;
      accessToken = session.accessToken;
    });
    const claims = () => ({ roles: ['USER', 'ADMIN'], app: 'WEBAPP_CLIENT' });
    const now = () => Math.floor(clock.now().getTime() / 1000);

    it('a genuine one works; none at all is 401', async () => {
      expect((await me(accessToken)).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    });

    it('expires after 15 minutes', async () => {
      clock.advance(15 * 60_000 + 1000);
      expect((await me(accessToken)).statusCode).toBe(401);
    });

    it.each([
      [
        'alg none',
        async () =>
          new UnsecuredJWT(claims())
            .setSubject(userId)
            .setIssuer('playeats')
            .setAudience('playeats-api')
            .setIssuedAt(now())
            .setExpirationTime(now() + 600)
            .encode(),
      ],
      [
        'another key',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(userId)
            .setIssuer('playeats')
            .setAudience('playeats-api')
            .setIssuedAt(now())
            .setExpirationTime(now() + 600)
            .sign(new TextEncoder().encode('y'.repeat(40))),
      ],
      [
        'another audience',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(userId)
            .setIssuer('playeats')
            .setAudience('someone-else')
            .setIssuedAt(now())
            .setExpirationTime(now() + 600)
            .sign(new TextEncoder().encode(SECRET)),
      ],
      [
        'already expired',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(userId)
            .setIssuer('playeats')
            .setAudience('playeats-api')
            .setIssuedAt(now() - 1200)
            .setExpirationTime(now() - 60)
            .sign(new TextEncoder().encode(SECRET)),
      ],
    ])('a forged one (%s) is refused', async (_name, forge) => {
      const res = await me(await forge());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: expect.stringMatching(/UnauthorizedException$/) });
    });

    it('a token signed with the real key by the test (the control) is accepted', async () => {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer('playeats')
        .setAudience('playeats-api')
        .setIssuedAt(now())
        .setExpirationTime(now() + 600)
        .sign(new TextEncoder().encode(SECRET));
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer({ accessToken: token }) }))
          .statusCode,
      ).toBe(200);
    });
  });

  it('the client type of a refresh follows the caller', async () => {
    const session = await createActiveUser(ctx.app, ctx.database.db, 'overlay@example.com');
    const res = await refresh(session.refreshToken, 'OW_DESKTOP_CLIENT');
    expect(res.statusCode).toBe(200);
    const payload = JSON.parse(
      Buffer.from(tokenPairSchema.parse(res.json()).accessToken.split('.')[1]!, 'base64url').toString(),
    ) as { app: string };
    expect(payload.app).toBe('OW_DESKTOP_CLIENT');
    void client;
  });
});
