import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SessionDto } from '@playeats/contracts/auth';
import type { AdminCreatorApplicationDto } from '@playeats/contracts/admin-creators';
import type { CreatorApplicationDto } from '@playeats/contracts/creators';
import { client, GOOD_PASSWORD, latestOutboxLink, tokenOf } from './auth-helpers.ts';
import type { Database } from '../src/db/client.ts';
import { caller } from './rewards-helpers.ts';

/** An application that meets every rule (defaults: 100 followers, 5 average viewers, 18+). */
export const goodApplication = {
  platform: 'twitch',
  channelUrl: 'https://www.twitch.tv/good_streamer',
  followers: 1200,
  averageViewers: 40,
  country: 'CANADA',
  dateOfBirth: '1995-04-12',
  acceptTerms: true,
} as const;

/** The exception name of a problem answer. */
export const problemName = (res: { json(): unknown }) => (res.json() as { type?: string }).type?.split('/').at(-1);

/** Applies and has an admin approve: the creator's code. */
export async function makeCreator(app: FastifyInstance, streamer: SessionDto, admin: SessionDto): Promise<string> {
  const call = caller(app);
  const applied = await call('POST', '/api/users/me/creator/applications', streamer, {
    ...goodApplication,
    channelUrl: `https://www.twitch.tv/s_${streamer.userInfo.id.slice(0, 8)}`,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json<CreatorApplicationDto>().id;
  const approved = await call('POST', `/api/admin/creator-applications/${id}/approve`, admin, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<AdminCreatorApplicationDto>().creatorCode!;
}

/** Sign-up through /signupWithCode/{code} (the code goes with the form), then the activation link. */
export async function signUpWithCode(app: FastifyInstance, db: Database, email: string, promoCode: string) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: GOOD_PASSWORD, country: 'CANADA', acceptTerms: true, promoCode },
  });
  expect(signup.statusCode, signup.body).toBe(202);
  const activated = await app.inject({
    method: 'POST',
    url: '/api/auth/activate',
    payload: { ...client, token: tokenOf(await latestOutboxLink(db, email)) },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return activated.json<SessionDto>();
}
