import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import type { Clock } from '../../../adapters/clock.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { startOidcProvider, type TestOidcProviderServer } from '../../../../test/oidc-provider.ts';
import {
  createIdTokenVerifier,
  MICROSOFT_CONSUMER_TENANT_ID,
  type IdTokenVerifierOptions,
} from './id-token-verifier.ts';

const GOOGLE_CLIENT = 'playeats-web.apps.googleusercontent.example';
const OTHER_CLIENT = 'someone-else.apps.googleusercontent.example';
const ES256_CLIENT = 'es256-client.example';
const MICROSOFT_CLIENT = '6731de76-14a6-49ae-97bc-6eba6914391e';
const ORG_TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const OTHER_TENANT = 'f8cdef31-a31e-4b4a-93e4-5f571e91255a';

const HOUR_S = 3600;
const later = (ms: number): Clock => ({ now: () => new Date(Date.now() + ms) });
const nowS = () => Math.floor(Date.now() / 1000);
const fresh = () => ({ sub: randomUUID(), nonce: randomUUID() });

/** The HttpProblem a refused verification threw. */
async function refusal(verification: Promise<unknown>): Promise<HttpProblem> {
  const outcome = await verification.then(
    () => new Error('the token was accepted'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpProblem);
  return outcome as HttpProblem;
}

async function expectInvalid(verification: Promise<unknown>, detail: RegExp) {
  const problem = await refusal(verification);
  expect(problem).toMatchObject({
    status: 401,
    problemName: 'InvalidIdTokenException',
    title: 'Invalid sign-in token',
  });
  expect(problem.detail).toMatch(detail);
}

async function startProvider() {
  return startOidcProvider({
    clients: [
      { clientId: GOOGLE_CLIENT },
      { clientId: OTHER_CLIENT },
      { clientId: ES256_CLIENT, idTokenAlg: 'ES256' },
      { clientId: MICROSOFT_CLIENT },
    ],
    tenants: [ORG_TENANT, OTHER_TENANT, MICROSOFT_CONSUMER_TENANT_ID],
  });
}

describe('ID token verification against a real OpenID provider', () => {
  let op: TestOidcProviderServer;
  const googleVerifier = (extra: Partial<IdTokenVerifierOptions> = {}) =>
    createIdTokenVerifier({
      provider: 'google',
      clientId: GOOGLE_CLIENT,
      issuer: op.issuer,
      jwksUrl: op.jwksUrl,
      ...extra,
    });
  const microsoftVerifier = (extra: Partial<IdTokenVerifierOptions> = {}) =>
    createIdTokenVerifier({
      provider: 'microsoft',
      clientId: MICROSOFT_CLIENT,
      issuer: op.tenantIssuerTemplate,
      jwksUrl: op.jwksUrl,
      ...extra,
    });

  beforeAll(async () => {
    op = await startProvider();
  });
  afterAll(() => op.close());

  describe('Google-like configuration', () => {
    it('accepts a genuine ID token and returns who signed in', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({
        clientId: GOOGLE_CLIENT,
        sub,
        email: 'Gamer.One@Example.COM',
        name: 'Gamer One',
        nonce,
      });
      expect(decodeProtectedHeader(token).alg).toBe('RS256');

      await expect(googleVerifier().verify(token, nonce)).resolves.toEqual({
        provider: 'google',
        subject: sub,
        email: 'gamer.one@example.com',
        emailVerified: true,
        name: 'Gamer One',
      });
    });

    it('reports an address Google has not verified as unverified', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({
        clientId: GOOGLE_CLIENT,
        sub,
        email: 'new@example.com',
        emailVerified: false,
        nonce,
      });
      await expect(googleVerifier().verify(token, nonce)).resolves.toMatchObject({ emailVerified: false });
    });

    it('accepts an ES256-signed token', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({ clientId: ES256_CLIENT, sub, email: 'es@example.com', nonce });
      expect(decodeProtectedHeader(token).alg).toBe('ES256');
      const verifier = googleVerifier({ clientId: ES256_CLIENT });
      await expect(verifier.verify(token, nonce)).resolves.toMatchObject({ subject: sub });
    });

    it('accepts the issuer without its scheme, as Google documents', async () => {
      const { sub, nonce } = fresh();
      const claims = op.forge.claims({ clientId: GOOGLE_CLIENT, sub, email: 'a@example.com', nonce });
      const token = await op.forge.withProviderKey({ ...claims, iss: op.issuer.replace('http://', '') });
      await expect(googleVerifier().verify(token, nonce)).resolves.toMatchObject({ subject: sub });
    });

    it('tolerates 60 seconds of clock skew, no more', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({ clientId: GOOGLE_CLIENT, sub, email: 'a@example.com', nonce });
      await expect(
        googleVerifier({ clock: later(HOUR_S * 1000 + 50_000) }).verify(token, nonce),
      ).resolves.toBeDefined();
      await expect(googleVerifier({ clock: later(-50_000) }).verify(token, nonce)).resolves.toBeDefined();
      await expectInvalid(googleVerifier({ clock: later(HOUR_S * 1000 + 70_000) }).verify(token, nonce), /expired/);
      await expectInvalid(googleVerifier({ clock: later(-70_000) }).verify(token, nonce), /not valid yet/);
    });
  });

  describe('Microsoft-like configuration ({tenantid} issuer)', () => {
    it('accepts a genuine token of an organisation tenant; the e-mail counts as verified only with xms_edov', async () => {
      const first = fresh();
      const verified = await op.issueIdToken({
        clientId: MICROSOFT_CLIENT,
        ...first,
        email: 'Ana@Contoso.example',
        tid: ORG_TENANT,
        xmsEdov: true,
      });
      await expect(microsoftVerifier().verify(verified, first.nonce)).resolves.toEqual({
        provider: 'microsoft',
        subject: first.sub,
        email: 'ana@contoso.example',
        emailVerified: true,
        tenantId: ORG_TENANT,
      });

      // Any tenant admin can set a user's mail attribute: without xms_edov it proves nothing.
      const second = fresh();
      const unverified = await op.issueIdToken({
        clientId: MICROSOFT_CLIENT,
        ...second,
        email: 'ceo@victim.example',
        tid: OTHER_TENANT,
      });
      await expect(microsoftVerifier().verify(unverified, second.nonce)).resolves.toMatchObject({
        emailVerified: false,
        tenantId: OTHER_TENANT,
      });
    });

    it('counts the e-mail of a personal Microsoft account (consumer tenant) as verified', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({
        clientId: MICROSOFT_CLIENT,
        sub,
        nonce,
        email: 'player@outlook.example',
        tid: MICROSOFT_CONSUMER_TENANT_ID,
      });
      await expect(microsoftVerifier().verify(token, nonce)).resolves.toMatchObject({
        emailVerified: true,
        tenantId: MICROSOFT_CONSUMER_TENANT_ID,
      });
    });

    it("refuses a token whose issuer is not its own tenant's", async () => {
      const { sub, nonce } = fresh();
      const claims = op.forge.claims({
        clientId: MICROSOFT_CLIENT,
        sub,
        nonce,
        email: 'a@example.com',
        tid: ORG_TENANT,
      });
      const token = await op.forge.withProviderKey({ ...claims, iss: op.tenantIssuer(OTHER_TENANT) });
      await expectInvalid(microsoftVerifier().verify(token, nonce), /not issued by Microsoft/);
    });

    it('refuses a token without a GUID tenant', async () => {
      const { sub, nonce } = fresh();
      const noTenant = await op.issueIdToken({ clientId: MICROSOFT_CLIENT, sub, nonce, email: 'a@example.com' });
      await expectInvalid(microsoftVerifier().verify(noTenant, nonce), /tenant/);

      const claims = op.forge.claims({ clientId: MICROSOFT_CLIENT, sub, nonce, email: 'a@example.com' });
      const token = await op.forge.withProviderKey({ ...claims, tid: 'common', iss: op.tenantIssuer('common') });
      await expectInvalid(microsoftVerifier().verify(token, nonce), /tenant/);
    });
  });

  describe('refusals', () => {
    const claimsFor = (nonce: string, extra: Record<string, unknown> = {}) => ({
      ...op.forge.claims({ clientId: GOOGLE_CLIENT, sub: randomUUID(), email: 'victim@example.com', nonce }),
      ...extra,
    });

    it('refuses alg "none"', async () => {
      const { nonce } = fresh();
      await expectInvalid(googleVerifier().verify(op.forge.unsigned(claimsFor(nonce)), nonce), /signature/);
    });

    it('refuses HS256 keyed with the public key', async () => {
      const { nonce } = fresh();
      const token = await op.forge.hmacWithPublicKey(claimsFor(nonce));
      await expectInvalid(googleVerifier().verify(token, nonce), /signature/);
    });

    it("refuses a token signed by another key under the provider's kid", async () => {
      const { nonce } = fresh();
      const token = await op.forge.withForeignKey(claimsFor(nonce));
      await expectInvalid(googleVerifier().verify(token, nonce), /signature/);
    });

    it('refuses a token issued for another application', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({ clientId: OTHER_CLIENT, sub, email: 'a@example.com', nonce });
      await expectInvalid(googleVerifier().verify(token, nonce), /another application/);
    });

    it('refuses an expired token', async () => {
      const { nonce } = fresh();
      const token = await op.forge.withProviderKey(
        claimsFor(nonce, { iat: nowS() - 2 * HOUR_S, exp: nowS() - HOUR_S }),
      );
      await expectInvalid(googleVerifier().verify(token, nonce), /expired/);
    });

    it('refuses a token that is not valid yet (nbf or iat in the future)', async () => {
      const { nonce } = fresh();
      const notBefore = await op.forge.withProviderKey(claimsFor(nonce, { nbf: nowS() + 600 }));
      await expectInvalid(googleVerifier().verify(notBefore, nonce), /not valid yet/);
      const issuedLater = await op.forge.withProviderKey(claimsFor(nonce, { iat: nowS() + 600, exp: nowS() + HOUR_S }));
      await expectInvalid(googleVerifier().verify(issuedLater, nonce), /not valid yet/);
    });

    it('refuses a token from another issuer, even one signed with a trusted key', async () => {
      const { nonce } = fresh();
      const forged = await op.forge.withProviderKey(claimsFor(nonce, { iss: 'https://accounts.evil.example' }));
      await expectInvalid(googleVerifier().verify(forged, nonce), /not issued by Google/);

      // A genuine token of the same keys' tenant issuer is not Google's either.
      const { sub } = fresh();
      const tenantToken = await op.issueIdToken({
        clientId: GOOGLE_CLIENT,
        sub,
        email: 'a@example.com',
        nonce,
        tid: ORG_TENANT,
      });
      await expectInvalid(googleVerifier().verify(tenantToken, nonce), /not issued by Google/);
    });

    it('refuses a token without an e-mail address', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({ clientId: GOOGLE_CLIENT, sub, nonce });
      await expectInvalid(googleVerifier().verify(token, nonce), /lacks required information/);
    });

    it('refuses a token minted for another sign-in attempt (nonce)', async () => {
      const { sub, nonce } = fresh();
      const token = await op.issueIdToken({ clientId: GOOGLE_CLIENT, sub, email: 'a@example.com', nonce });
      await expectInvalid(googleVerifier().verify(token, randomUUID()), /this sign-in attempt/);
      const withoutNonce = await op.forge.withProviderKey(claimsFor(nonce, { nonce: undefined }));
      await expectInvalid(googleVerifier().verify(withoutNonce, nonce), /this sign-in attempt/);
    });

    it('refuses garbage, and never echoes the token', async () => {
      await expectInvalid(googleVerifier().verify('not-a-jwt', 'n'), /malformed/);
      const { nonce } = fresh();
      const token = await op.forge.withForeignKey(claimsFor(nonce));
      const problem = await refusal(googleVerifier().verify(token, nonce));
      const [header, payload, signature] = token.split('.');
      for (const part of [header!, payload!, signature!, 'victim@example.com']) {
        expect(JSON.stringify({ ...problem, detail: problem.detail, message: problem.message })).not.toContain(part);
      }
    });
  });
});

describe('provider keys (JWKS)', () => {
  let op: TestOidcProviderServer;
  beforeAll(async () => {
    op = await startProvider();
  });
  afterAll(() => op.close());

  const verifier = (extra: Partial<IdTokenVerifierOptions> = {}) =>
    createIdTokenVerifier({
      provider: 'google',
      clientId: GOOGLE_CLIENT,
      issuer: op.issuer,
      jwksUrl: op.jwksUrl,
      ...extra,
    });
  const genuine = async () => {
    const { sub, nonce } = fresh();
    return { nonce, token: await op.issueIdToken({ clientId: GOOGLE_CLIENT, sub, email: 'a@example.com', nonce }) };
  };

  it('fetches the key set once and reuses it', async () => {
    const keys = verifier();
    const before = op.jwksRequests();
    for (let i = 0; i < 3; i += 1) {
      const { token, nonce } = await genuine();
      await keys.verify(token, nonce);
    }
    expect(op.jwksRequests() - before).toBe(1);
  });

  it('refetches the key set for a new kid after a rotation; old tokens still verify', async () => {
    const keys = verifier({ jwks: { cooldownMs: 0 } });
    const old = await genuine();
    await keys.verify(old.token, old.nonce);
    const before = op.jwksRequests();

    const newKid = await op.rotateKeys();
    const rotated = await genuine();
    expect(decodeProtectedHeader(rotated.token).kid).toBe(newKid);
    await expect(keys.verify(rotated.token, rotated.nonce)).resolves.toMatchObject({ provider: 'google' });
    expect(op.jwksRequests() - before).toBe(1);
    await expect(keys.verify(old.token, old.nonce)).resolves.toBeDefined();
  });

  it('does not refetch for every unknown kid within the cooldown', async () => {
    const keys = verifier();
    const { token, nonce } = await genuine();
    await keys.verify(token, nonce);
    const before = op.jwksRequests();
    const claims = op.forge.claims({ clientId: GOOGLE_CLIENT, sub: 'x', email: 'a@example.com', nonce });
    const [, payload, signature] = (await op.forge.withForeignKey(claims)).split('.');
    for (let i = 0; i < 5; i += 1) {
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: `unknown-${i}` })).toString('base64url');
      await expectInvalid(keys.verify(`${header}.${payload}.${signature}`, nonce), /signature/);
    }
    expect(op.jwksRequests() - before).toBe(0);
  });

  it('uses the injected fetch, and answers 503 (not 401) when the keys cannot be fetched', async () => {
    const { token, nonce } = await genuine();
    const fetched: string[] = [];
    const counting = verifier({
      fetchImpl: (input, init) => {
        fetched.push(String(input));
        return fetch(input, init);
      },
    });
    await counting.verify(token, nonce);
    expect(fetched).toEqual([op.jwksUrl]);

    const offline = verifier({ fetchImpl: () => Promise.reject(new TypeError('fetch failed')) });
    const problem = await refusal(offline.verify(token, nonce));
    expect(problem).toMatchObject({ status: 503, problemName: 'ServiceUnavailableException' });
  });
});
