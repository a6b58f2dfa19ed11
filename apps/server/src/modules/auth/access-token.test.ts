import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { manualClock } from '../../adapters/clock.ts';
import { createAccessTokens } from './access-token.ts';

const SECRET = 's'.repeat(40);
const START = new Date('2026-11-21T12:00:00Z');
const claims = {
  userId: 'user-1',
  roles: ['USER', 'ADMIN'],
  application: 'WEBAPP_CLIENT',
  authTime: 1_700_000_000,
  sessionId: 'family-1',
};
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const key = new TextEncoder().encode(SECRET);

function setup() {
  const clock = manualClock(START);
  return { clock, tokens: createAccessTokens(() => SECRET, 600, clock) };
}

const signed = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
  new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key);

const valid = {
  sub: 'user-1',
  iss: 'playeats',
  aud: 'playeats-api',
  iat: seconds(START),
  exp: seconds(START) + 600,
  roles: ['USER'],
};

describe('access tokens', () => {
  it('round-trips the claims, and a standard JOSE library accepts what it signs', async () => {
    const { tokens } = setup();
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt: seconds(START) + 600 });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key, {
      issuer: 'playeats',
      audience: 'playeats-api',
      currentDate: START,
    });
    expect(payload).toMatchObject({ sub: 'user-1', exp: seconds(START) + 600, app: 'WEBAPP_CLIENT', sid: 'family-1' });
  });

  it('accepts a token from a standard JOSE library signed with the key', async () => {
    const { tokens } = setup();
    // No sid (a token from before the claim): no session, which nothing live matches.
    expect(await tokens.verify(await signed(valid))).toMatchObject({
      userId: 'user-1',
      roles: ['USER'],
      sessionId: '',
    });
    expect(await tokens.verify(await signed({ ...valid, aud: ['other', 'playeats-api'] }))).not.toBeNull();
  });

  it('expires at exp, not before', async () => {
    const { tokens, clock } = setup();
    const token = await tokens.sign(claims);
    clock.set(new Date(START.getTime() + 599_000));
    expect(await tokens.verify(token)).not.toBeNull();
    clock.set(new Date(START.getTime() + 600_000));
    expect(await tokens.verify(token)).toBeNull();
  });

  it.each<[string, () => Promise<string>]>([
    ['alg none', async () => new UnsecuredJWT(valid).encode()],
    [
      'another key',
      () => new SignJWT(valid).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('k'.repeat(40))),
    ],
    ['HS512', () => signed(valid, { alg: 'HS512' })],
    ['a critical extension', () => signed(valid, { alg: 'HS256', crit: ['b64'], b64: true })],
    ['another issuer', () => signed({ ...valid, iss: 'someone' })],
    ['another audience', () => signed({ ...valid, aud: 'someone' })],
    ['no subject', () => signed({ ...valid, sub: undefined })],
    ['no expiry', () => signed({ ...valid, exp: undefined })],
    ['no issued-at', () => signed({ ...valid, iat: undefined })],
    ['a future not-before', () => signed({ ...valid, nbf: seconds(START) + 60 })],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await signed(valid)).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ ...valid, roles: ['ADMIN'] })).toString('base64url')}.${s}`;
      },
    ],
    [
      'a non-object payload',
      async () => {
        const h = Buffer.from('{"alg":"HS256"}').toString('base64url');
        const p = Buffer.from('[1]').toString('base64url');
        return `${h}.${p}.${createHmac('sha256', SECRET).update(`${h}.${p}`).digest('base64url')}`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
    ['four parts', async () => `${await signed(valid)}.x`],
    ['empty', async () => ''],
  ])('refuses %s', async (_name, forge) => {
    const { tokens } = setup();
    expect(await tokens.verify(await forge())).toBeNull();
  });

  describe('kept once verified', () => {
    it('answers a token again from what was kept, each answer its own copy', async () => {
      const { tokens } = setup();
      const token = await tokens.sign(claims);
      const first = (await tokens.verify(token))!;
      first.roles.push('INTRUDER');
      first.userId = 'someone-else';
      expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt: seconds(START) + 600 });
    });

    it('checks a kept token against the clock at every call: its not-before and its expiry', async () => {
      const { tokens, clock } = setup();
      const token = await signed({ ...valid, nbf: seconds(START) + 60 });
      clock.set(new Date(START.getTime() + 60_000));
      expect(await tokens.verify(token)).not.toBeNull(); // kept from here
      clock.set(START); // a clock set back: before its not-before again
      expect(await tokens.verify(token)).toBeNull();
      clock.set(new Date(START.getTime() + 599_000));
      expect(await tokens.verify(token)).not.toBeNull();
      clock.set(new Date(START.getTime() + 600_000));
      expect(await tokens.verify(token)).toBeNull();
    });

    it('keeps nothing of a refused token, and refuses one changed from a kept one', async () => {
      const { tokens, clock } = setup();
      const early = await signed({ ...valid, nbf: seconds(START) + 60 });
      expect(await tokens.verify(early)).toBeNull(); // too early: checked in full, not kept
      clock.set(new Date(START.getTime() + 60_000));
      expect(await tokens.verify(early)).not.toBeNull();
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).not.toBeNull();
      const [h, , sig] = token.split('.');
      const admin = Buffer.from(JSON.stringify({ ...valid, exp: seconds(START) + 900, roles: ['ADMIN'] })).toString(
        'base64url',
      );
      expect(await tokens.verify(`${h}.${admin}.${sig}`)).toBeNull();
      // Texts that base64url would decode to the same signature: not the token, not kept.
      for (const variant of [`${token}x`, `${token}=`, `${token}!`, `${token}=AAAA`, `${token}=${'A'.repeat(2_000)}`]) {
        expect(await tokens.verify(variant), variant.slice(-8)).toBeNull();
        expect(await tokens.verify(variant), variant.slice(-8)).toBeNull();
      }
      expect(await tokens.verify(token)).not.toBeNull();
    });
  });
});
