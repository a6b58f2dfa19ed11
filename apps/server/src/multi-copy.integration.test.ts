import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from './db/schema/users.ts';
import { createPasswordHasher } from './modules/auth/password-hasher.ts';
import { databaseUrlWith } from '../test/db-template.ts';
import { credit } from '../test/rewards-helpers.ts';
import { prepareServerDatabase, type ServerDatabase } from '../test/server-database.ts';
import { buildServerBundle, freePort, runServer, waitHealthy, type RunningServer } from '../test/server-process.ts';
import { waitUntil } from '../test/wait-until.ts';

// Several server copies against one PostgreSQL, behind a real load balancer (HAProxy from
// Debian's packages, started here), behave as one (issue 16): a session opened on one copy
// renews on another, the QR hand-off crosses copies, rate limits are shared, the jobs run
// on exactly one copy and move when it dies, and a rolling restart under load fails no
// request, and a backup restored into a fresh database serves the same balances. PGlite
// is one server by construction: this runs on the PostgreSQL pass of CI.

const HAPROXY = '/usr/sbin/haproxy';
const PASSWORD = 'several copies passphrase 7';
const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' };
/** How long a stopping copy keeps serving while it says it is not ready (SHUTDOWN_DRAIN_MS). */
const DRAIN_MS = 3_000;

describe.runIf(inject('dbTemplate').kind === 'postgres')('several server copies behind a load balancer', () => {
  let target: ServerDatabase;
  const ports: number[] = [];
  const copies: RunningServer[] = [];
  let balancer: ChildProcess;
  let balancerPort: number;
  let statsPort: number;
  let workDir: string;
  const email = 'copies@example.com';

  const start = async (index: number) => {
    const server = runServer({
      ...target.env,
      PORT: String(ports[index]),
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      ORDER_SIMULATOR: 'false',
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    await waitHealthy(ports[index]!, server, 60_000);
    copies[index] = server;
    return server;
  };

  const call = async (
    port: number,
    method: string,
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  /** Waits until HAProxy's own checks see copy `index` as `state` (UP or DOWN). */
  const balancerSees = async (index: number, state: 'UP' | 'DOWN') => {
    let row: string | undefined;
    await waitUntil(
      async () => {
        const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
        row = csv.split('\n').find((line) => line.startsWith(`copies,copy${index},`));
        return row?.split(',')[17]?.startsWith(state) ?? false;
      },
      { timeoutMs: 20_000, intervalMs: 100, failure: () => `HAProxy never saw copy${index} ${state}: ${row}` },
    );
  };
  const health = async (port: number) => (await call(port, 'GET', '/api/health')).body.jobs;

  beforeAll(async () => {
    expect(fs.existsSync(HAPROXY), 'HAProxy (apt-get install haproxy) runs the load balancer').toBe(true);
    await buildServerBundle();
    target = await prepareServerDatabase('copies');
    const handle = await target.open();
    await handle.db.insert(users).values({
      email,
      passwordHash: await createPasswordHasher(10).hash(PASSWORD),
      country: 'CANADA',
      status: 'active',
      emailVerifiedAt: new Date(),
      referralCode: 'COPIES1',
    });
    await handle.close();
    ports.push(await freePort(), await freePort());
    balancerPort = await freePort();
    statsPort = await freePort();
    // One copy first: it migrates and makes the signing secret the other then reads.
    await start(0);
    await start(1);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-haproxy-'));
    const config = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(
      config,
      [
        'global',
        '  maxconn 512',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  retries 3',
        '  option redispatch 1',
        // A copy that is closing answers 503 to what reaches it late: try another copy.
        '  retry-on conn-failure empty-response 503',
        'frontend stats',
        `  bind 127.0.0.1:${statsPort}`,
        '  stats enable',
        '  stats uri /stats',
        'frontend playeats',
        `  bind 127.0.0.1:${balancerPort}`,
        '  default_backend copies',
        'backend copies',
        '  balance roundrobin',
        '  option httpchk GET /api/health',
        '  timeout check 2s',
        '  default-server inter 200ms fall 2 rise 1',
        ...ports.map((port, i) => `  server copy${i} 127.0.0.1:${port} check`),
        '',
      ].join('\n'),
    );
    balancer = spawn(HAPROXY, ['-db', '-f', config], { stdio: 'ignore' });
    await waitUntil(
      async () => (await call(balancerPort, 'GET', '/api/ping').catch(() => ({ status: 0 }))).status === 200,
      { timeoutMs: 10_000, intervalMs: 100, failure: () => 'HAProxy did not start' },
    );
  }, 180_000);

  afterAll(async () => {
    balancer?.kill('SIGKILL');
    for (const copy of copies) {
      copy?.child.kill('SIGKILL');
      await copy?.exited;
    }
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    await target?.dispose();
  });

  it('a session opened on one copy renews on the other; the QR hand-off crosses copies', async () => {
    const [a, b] = ports as [number, number];
    const login = await call(a, 'POST', '/api/auth/login', { ...CLIENT, email, password: PASSWORD });
    expect(login.status).toBe(200);
    const renewed = await call(b, 'PATCH', '/api/auth/refresh', { ...CLIENT, refreshToken: login.body.refreshToken });
    expect(renewed.status).toBe(200);
    const me = await call(a, 'GET', '/api/users/me', undefined, {
      authorization: `Bearer ${renewed.body.accessToken}`,
    });
    expect(me.body).toMatchObject({ email });

    const qr = await call(a, 'POST', '/api/auth/qr', { application: 'OW_DESKTOP_CLIENT', applicationVersion: '2.8.1' });
    expect(qr.status).toBe(201);
    const approve = await call(b, 'POST', `/api/auth/qr/${qr.body.qrToken}/approve`, undefined, {
      authorization: `Bearer ${renewed.body.accessToken}`,
    });
    expect(approve.status).toBeLessThan(300);
    const claimed = await call(a, 'POST', `/api/auth/qr/${qr.body.qrToken}/claim`, { pollSecret: qr.body.pollSecret });
    expect(claimed.body).toMatchObject({ status: 'approved' });
  });

  it('rate limits are shared: three recoveries an hour per address, wherever they land', async () => {
    const [a, b] = ports as [number, number];
    const statuses = [];
    for (const port of [a, b, a, b]) {
      statuses.push((await call(port, 'POST', '/api/auth/password-recovery', { email })).status);
    }
    expect(statuses.slice(0, 3).every((s) => s < 300)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('the jobs run on exactly one copy, and move to the other when it dies', async () => {
    const roles = await Promise.all(ports.map(health));
    expect(roles.sort()).toEqual(['leader', 'standby']);
    const leader = roles.indexOf('leader') === 0 && (await health(ports[0]!)) === 'leader' ? 0 : 1;
    const other = 1 - leader;
    copies[leader]!.child.kill('SIGKILL');
    await copies[leader]!.exited;
    await expect.poll(() => health(ports[other]!), { timeout: 20_000, interval: 250 }).toBe('leader');
    // The dead copy comes back and stands by: still one leader.
    await start(leader);
    expect(await health(ports[leader]!)).toBe('standby');
    expect(await health(ports[other]!)).toBe('leader');
  }, 120_000);

  it('a backup (pg_dump) restored into a fresh database serves the same balances', async () => {
    const source = target.env.DATABASE_URL!;
    const login = await call(ports[0]!, 'POST', '/api/auth/login', { ...CLIENT, email, password: PASSWORD });
    const bearer = { authorization: `Bearer ${login.body.accessToken}` };
    const handle = await target.open();
    try {
      await handle.db.transaction((tx) =>
        credit(tx, {
          userId: (login.body.userInfo as { id: string }).id,
          currency: 'BUCKS',
          amount: 1_234,
          reason: 'admin_adjustment',
          sourceType: 'test',
          sourceId: 'backup-test',
        }),
      );
    } finally {
      await handle.close();
    }
    const before = await call(ports[0]!, 'GET', '/api/users/me/balance', undefined, bearer);
    expect(before.body).toMatchObject({ bucks: 1_234 });

    const dump = path.join(workDir, 'playeats.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, source]);
    const restoredName = `playeats_restored_${process.pid}`;
    const adminUrl = databaseUrlWith(source, 'postgres');
    execFileSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${restoredName}`]);
    execFileSync('psql', [adminUrl, '-qc', `CREATE DATABASE ${restoredName}`]);
    const restoredUrl = databaseUrlWith(source, restoredName);
    try {
      // As docs/operations.md says: the dump's empty search_path hides earthdistance's
      // \`earth\` type from the index on ll_to_earth, so the restore runs with public on it.
      execFileSync(
        'sh',
        [
          '-c',
          `pg_restore --no-owner --file=- "$1" | sed "s/set_config('search_path', '', false)/set_config('search_path', 'public', false)/" | psql -q -v ON_ERROR_STOP=1 "$2"`,
          'restore',
          dump,
          restoredUrl,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const port = await freePort();
      const restored = runServer({
        ...target.env,
        DATABASE_URL: restoredUrl,
        PORT: String(port),
        NODE_ENV: 'development',
        SEED_DEMO_DATA: 'false',
        ORDER_SIMULATOR: 'false',
        LOG_LEVEL: 'warn',
      });
      try {
        await waitHealthy(port, restored, 60_000);
        // The same signing secret came back with the data: the session opened before the backup still works.
        const after = await call(port, 'GET', '/api/users/me/balance', undefined, bearer);
        expect(after.body).toEqual(before.body);
      } finally {
        restored.child.kill('SIGTERM');
        await restored.exited;
      }
    } finally {
      execFileSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`]);
    }
  }, 120_000);

  it('a rolling restart under load fails no request', async () => {
    let stop = false;
    let sent = 0;
    const failures: string[] = [];
    const load = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const res = await fetch(`http://127.0.0.1:${balancerPort}/api/restaurants/partners?page=1`);
          sent += 1;
          if (res.status === 200) await res.arrayBuffer();
          if (res.status !== 200)
            failures.push(
              `status ${res.status} ${res.headers.get('server') ?? ''} ${(await res.text().catch(() => '')).slice(0, 80)}`,
            );
        } catch (err) {
          failures.push(String(err));
        }
      }
    });
    for (const index of [0, 1]) {
      const copy = copies[index]!;
      copy.child.kill('SIGTERM');
      expect(await copy.exited).toBe(0);
      await start(index);
      // HAProxy sees it healthy again before the next copy goes.
      await balancerSees(index, 'UP');
    }
    stop = true;
    await Promise.all(load);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  }, 180_000);
});
