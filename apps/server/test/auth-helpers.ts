import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { listOutbox } from '../src/adapters/messaging/outbox.ts';
import type { Database } from '../src/db/client.ts';

export const client = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' } as const;
export const GOOD_PASSWORD = 'correct horse battery staple';

/**
 * The newest outbox message's metadata field for a recipient. Messages are sent after
 * the answer (so timing reveals no account), hence the short wait.
 */
async function latestOutboxField(
  db: Database,
  recipient: string,
  channel: 'email' | 'sms',
  field: 'link' | 'code',
  options: { timeoutMs?: number; kind?: string } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 3000);
  for (;;) {
    const messages = await listOutbox(db, { recipient, channel, limit: 5 });
    const meta = messages
      .map((m) => m.metadata as Record<string, unknown>)
      .find((m) => typeof m[field] === 'string' && (!options.kind || m.kind === options.kind));
    if (meta) return meta[field] as string;
    if (Date.now() > deadline) throw new Error(`no ${channel} with a ${field} for ${recipient}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const latestOutboxLink = (db: Database, recipient: string, kind?: string) =>
  latestOutboxField(db, recipient, 'email', 'link', kind ? { kind } : {});

export const latestSmsCode = (db: Database, phone: string) => latestOutboxField(db, phone, 'sms', 'code');

/** True when nothing arrives for the recipient within a short wait. */
export async function noOutboxMessage(db: Database, recipient: string, channel: 'email' | 'sms'): Promise<boolean> {
  await new Promise((r) => setTimeout(r, 300));
  return (await listOutbox(db, { recipient, channel, limit: 1 })).length === 0;
}

export const tokenOf = (link: string) => decodeURIComponent(link.split('/').at(-1)!);

/** Signs up and activates through the real endpoints and the local outbox. */
export async function createActiveUser(app: FastifyInstance, db: Database, email: string, password = GOOD_PASSWORD) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, country: 'CANADA', language: 'en', acceptTerms: true },
  });
  expect(signup.statusCode).toBe(202);
  const activation = await app.inject({
    method: 'POST',
    url: '/api/auth/activate',
    payload: { ...client, token: tokenOf(await latestOutboxLink(db, email)) },
  });
  expect(activation.statusCode, activation.body).toBe(200);
  return activation.json() as SessionDto;
}

/** A password sign-in of an active account: its session. */
export async function signIn(app: FastifyInstance, email: string, password = GOOD_PASSWORD): Promise<SessionDto> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...client, email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SessionDto>();
}

export const bearer = (session: { accessToken: string }) => ({ authorization: `Bearer ${session.accessToken}` });

/** A user with a confirmed phone number, through the phone-change flow. */
export async function givePhone(app: FastifyInstance, db: Database, session: SessionDto, phone: string) {
  const request = await app.inject({
    method: 'POST',
    url: '/api/users/me/phone',
    headers: bearer(session),
    payload: { phone, password: GOOD_PASSWORD },
  });
  expect(request.statusCode).toBe(202);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/users/me/phone/confirm',
    headers: bearer(session),
    payload: { phone, code: await latestSmsCode(db, '+1' + phone.replace(/\D/g, '').slice(-10)) },
  });
  expect(confirm.statusCode).toBe(200);
  return confirm.json() as SessionDto['userInfo'];
}
