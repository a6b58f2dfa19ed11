import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLIENT, createActiveAccount } from './support/outbox.ts';
import { repoRoot } from './support/server-process.ts';
import { useServer } from './support/server.ts';

const run = promisify(execFile);
const server = useServer();

/** `npm run admin:grant -- email` runs this (scripts/cli.mjs builds it first). */
async function adminGrant(email: string, dataDir: string) {
  try {
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, 'apps/server/dist/cli.js'), 'admin:grant', email],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      },
    );
    return { code: 0, output: stdout };
  } catch (err) {
    const failed = err as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('npm run admin:grant', () => {
  it('makes an existing account an admin on the embedded database, and says plainly when there is none', async () => {
    const email = 'e2e-first-admin@example.com';
    const password = 'quiet harbor lamp 58';
    await createActiveAccount(server.url, email, password);
    // The embedded database serves one process at a time: the server stops first.
    await server.stop();
    expect(await adminGrant('nobody@example.com', server.dataDir)).toMatchObject({
      code: 1,
      output: expect.stringContaining('sign up first'),
    });
    expect(await adminGrant(email, server.dataDir)).toEqual({ code: 0, output: `${email} is now an admin.\n` });
    expect((await adminGrant(email, server.dataDir)).output).toContain('was already an admin');
    await server.restart();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, email, password }),
    });
    const session = (await login.json()) as { accessToken: string; userInfo: { roles: string[] } };
    expect(session.userInfo.roles).toEqual(['USER', 'ADMIN']);
    const users = await fetch(`${server.url}/api/admin/users`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(users.status).toBe(200);
  });
});
