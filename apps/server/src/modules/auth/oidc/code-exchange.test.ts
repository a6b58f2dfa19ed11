import { describe, expect, it, vi } from 'vitest';
import { HttpProblem } from '../../../lib/problem.ts';
import { redeemAuthorizationCode } from './code-exchange.ts';

const client = {
  clientId: 'app-client',
  redirectUri: 'msauth.com.playeats.app://auth',
  authorizeUrl: 'https://idp.test/authorize',
  tokenUrl: 'https://idp.test/token',
};
const redemption = { code: 'the-code', codeVerifier: 'v'.repeat(64) };
const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('redeeming an app’s authorization code (public client, PKCE)', () => {
  it('posts the code, verifier, redirect URI and client id, without a secret, and returns the ID token', async () => {
    const fetchImpl = answer(200, { id_token: 'header.payload.signature', access_token: 'a' });
    await expect(redeemAuthorizationCode('microsoft', client, redemption, fetchImpl)).resolves.toBe(
      'header.payload.signature',
    );
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(client.tokenUrl);
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: client.redirectUri,
      client_id: 'app-client',
      code_verifier: redemption.codeVerifier,
    });
    expect(init!.headers).not.toHaveProperty('authorization');
  });

  it('turns a refused grant into the invalid sign-in problem', async () => {
    const problem = await problemOf(
      redeemAuthorizationCode('google', client, redemption, answer(400, { error: 'invalid_grant' })),
    );
    expect(problem).toMatchObject({ status: 401, problemName: 'InvalidIdTokenException' });
    expect(problem.detail).toBe('Google did not accept this sign-in. Try again.');
  });

  it('reports an unreachable or broken provider as unavailable, not as a bad sign-in', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    for (const fetchImpl of [offline, answer(502, { error: 'bad gateway' }), answer(200, { access_token: 'a' })]) {
      const problem = await problemOf(redeemAuthorizationCode('microsoft', client, redemption, fetchImpl));
      expect(problem).toMatchObject({ status: 503, problemName: 'ServiceUnavailableException' });
    }
    const notJson = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 }));
    expect((await problemOf(redeemAuthorizationCode('google', client, redemption, notJson))).status).toBe(503);
  });
});
