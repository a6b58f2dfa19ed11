import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import { listOutbox } from '../src/adapters/outbox.ts';
import type { Database } from '../src/db/client.ts';

export const client = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' } as const;
export const GOOD_PASSWORD = 'correct horse battery staple';

/** The token at the end of the newest link the outbox holds for a recipient. */
export async function latestOutboxLink(db: Database, recipient: string): Promise<string> {
  const [message] = await listOutbox(db, { recipient, channel: 'email', limit: 1 });
  const link = (message?.metadata as { link?: string } | undefined)?.link;
  if (!link) throw new Error(`no e-mail with a link for ${recipient}`);
  return link;
}

export async function latestSmsCode(db: Database, phone: string): Promise<string> {
  const [message] = await listOutbox(db, { recipient: phone, channel: 'sms', limit: 1 });
  const code = (message?.metadata as { code?: string } | undefined)?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
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
  expect(activation.statusCode).toBe(200);
  return activation.json() as SessionDto;
}

export const bearer = (session: { accessToken: string }) => ({ authorization: `Bearer ${session.accessToken}` });

/** A user with a confirmed phone number, through the phone-change flow. */
export async function givePhone(app: FastifyInstance, db: Database, session: SessionDto, phone: string) {
  const request = await app.inject({
    method: 'POST',
    url: '/api/users/me/phone',
    headers: bearer(session),
    payload: { phone },
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
