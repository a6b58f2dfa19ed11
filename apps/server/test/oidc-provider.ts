import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey, randomBytes, type JsonWebKey } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
// @ts-expect-error -- oidc-provider ships no type declarations (and @types/oidc-provider is not a dependency); the narrow OidcProvider interface below covers what this harness uses.
import UntypedProvider from 'oidc-provider';

/**
 * A real OpenID provider (panva's oidc-provider, the certified implementation) for tests.
 * ID tokens come out of a genuine authorization-code flow driven over HTTP through the
 * provider's development interactions, signed with its own keys and verifiable through
 * its own jwks_uri: the verifier under test sees exactly what it would see from Google
 * or Microsoft, only at 127.0.0.1.
 *
 * One server hosts a Google-like provider at the root (issuer = origin) and optionally
 * Microsoft-like tenants, each a provider mounted at `/<tid>/v2.0` (issuer
 * `${origin}/<tid>/v2.0`). Like Microsoft's "common" key set, every mount signs with the
 * same keys, so any mount's jwks_uri verifies tokens of every mount.
 */

interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
const Provider = UntypedProvider as ProviderConstructor;

export interface TestOidcClient {
  clientId: string;
  /** The ID token's signing algorithm; RS256 as Google and Microsoft use, ES256 to test the other allowed one. */
  idTokenAlg?: 'RS256' | 'ES256';
  /** A native app's public client (RFC 8252: no secret, PKCE required) with these private-use redirect URIs. */
  nativeRedirectUris?: string[];
}

export interface TestAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** Microsoft-like accounts: the tenant, and whether the e-mail domain owner is verified. */
  tid?: string;
  xmsEdov?: boolean;
}

export interface IssueIdTokenOptions extends TestAccount {
  clientId: string;
  nonce: string;
}

export interface ForgeClaimsOptions extends IssueIdTokenOptions {
  issuer?: string;
  /** Seconds since the epoch; defaults to now. */
  iat?: number;
  /** Lifetime in seconds (default one hour, as Google's and Microsoft's ID tokens). */
  lifetime?: number;
}

type Payload = Record<string, unknown>;

/**
 * Per-server storage of the provider's sessions, interactions, codes and grants. Its built-in
 * memory adapter is one process-wide LRU that warns on first use; tests want neither.
 */
function memoryAdapter() {
  const store = new Map<string, Payload>();
  return class MapAdapter {
    constructor(private readonly model: string) {}
    #key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Payload) {
      store.set(this.#key(id), payload);
    }
    async find(id: string) {
      return store.get(this.#key(id));
    }
    async findByUid(uid: string) {
      return [...store.entries()].find(([key, p]) => key.startsWith(`${this.model}:`) && p.uid === uid)?.[1];
    }
    async findByUserCode(userCode: string) {
      return [...store.entries()].find(([key, p]) => key.startsWith(`${this.model}:`) && p.userCode === userCode)?.[1];
    }
    async consume(id: string) {
      const payload = store.get(this.#key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.#key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, p] of store) if (p.grantId === grantId) store.delete(key);
    }
  };
}

const REDIRECT_URI = 'http://127.0.0.1/cb';
const clientSecret = (clientId: string) => `secret-of-${clientId}`;

async function signingKey(alg: 'RS256' | 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use: 'sig', kid: `${alg.toLowerCase()}-${randomBytes(6).toString('hex')}` };
}

function publicJwk(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = jwk;
  return pub;
}

/** The few cookies the provider sets during one flow; paths are ignored because one flow never reuses a name across paths concurrently. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(eq + 1).trim());
    }
  }
}

export async function startOidcProvider(options: { clients: TestOidcClient[]; tenants?: string[] }) {
  const accounts = new Map<string, TestAccount>();
  let keys: JWK[] = [await signingKey('RS256'), await signingKey('ES256')];
  let jwksRequests = 0;
  const adapter = memoryAdapter();

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tenantIssuer = (tid: string) => `${origin}/${tid}/v2.0`;

  function buildProvider(issuer: string): OidcProvider {
    // The dev-interactions warning is expected here: those interactions are what the flow drives.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).includes('devInteractions')) warn(...args);
    };
    try {
      return new Provider(issuer, {
        clients: options.clients.map((c) => ({
          client_id: c.clientId,
          ...(c.nativeRedirectUris
            ? { application_type: 'native', token_endpoint_auth_method: 'none', redirect_uris: c.nativeRedirectUris }
            : { client_secret: clientSecret(c.clientId), redirect_uris: [REDIRECT_URI] }),
          response_types: ['code'],
          grant_types: ['authorization_code'],
          id_token_signed_response_alg: c.idTokenAlg ?? 'RS256',
        })),
        adapter,
        jwks: { keys },
        // Explicit lifetimes (as Google's one-hour ID tokens) also keep the provider's "default ttl" notices quiet.
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600 },
        claims: {
          // tid and xms_edov ride with openid, as Microsoft puts them in every ID token it configures them for.
          openid: ['sub', 'tid', 'xms_edov'],
          email: ['email', 'email_verified'],
          profile: ['name'],
        },
        // Scope claims in the ID token from the token endpoint, as Google and Microsoft do.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: true } },
        findAccount: (_ctx: unknown, sub: string) => {
          const account = accounts.get(sub);
          if (!account) return undefined;
          return {
            accountId: sub,
            claims: () => ({
              sub,
              email: account.email,
              // Microsoft never sends email_verified; its tokens say it with xms_edov or the tenant.
              email_verified:
                account.email === undefined || account.tid !== undefined ? undefined : (account.emailVerified ?? true),
              name: account.name,
              tid: account.tid,
              xms_edov: account.xmsEdov,
            }),
          };
        },
      });
    } finally {
      console.warn = warn;
    }
  }

  // Mount prefix ('' = root) → request handler; rebuilt when keys rotate.
  let mounts: [string, ReturnType<OidcProvider['callback']>][] = [];
  function buildMounts() {
    mounts = [
      ...(options.tenants ?? []).map((tid): [string, ReturnType<OidcProvider['callback']>] => [
        `/${tid}/v2.0`,
        buildProvider(tenantIssuer(tid)).callback(),
      ]),
      ['', buildProvider(origin).callback()],
    ];
  }
  buildMounts();

  server.on('request', (req: http.IncomingMessage & { originalUrl?: string }, res: http.ServerResponse) => {
    const url = req.url ?? '/';
    const mount = mounts.find(([prefix]) => prefix === '' || url === prefix || url.startsWith(`${prefix}/`));
    if (!mount) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const [prefix, handle] = mount;
    if (prefix !== '') {
      // What express' app.use(prefix, …) does; oidc-provider derives its mount path from the difference.
      req.originalUrl = url;
      req.url = url.slice(prefix.length) || '/';
    }
    if (req.url?.split('?')[0] === '/jwks') jwksRequests += 1;
    handle(req, res);
  });

  const discovery = (await (await fetch(`${origin}/.well-known/openid-configuration`)).json()) as {
    jwks_uri: string;
  };

  async function authorize(issuer: string, clientId: string, login: string, nonce: string): Promise<string> {
    const state = randomBytes(8).toString('hex');
    const auth = new URL(`${issuer}/auth`);
    auth.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT_URI,
      nonce,
      state,
    }).toString();
    const back = await followAuthorization(auth, login);
    const code = back.searchParams.get('code');
    if (!back.href.startsWith(REDIRECT_URI) || !code || back.searchParams.get('state') !== state) {
      throw new Error(`authorization failed: ${back.searchParams.get('error_description') ?? back.href}`);
    }
    return code;
  }

  /**
   * Follows the provider's redirects and answers its login and consent pages, as a browser
   * would, until the provider sends the browser away from itself: that address (the
   * client's redirect URI with the code or the error) is the answer.
   */
  async function followAuthorization(start: URL, login: string): Promise<URL> {
    const jar = new CookieJar();
    let url = start;
    let init: RequestInit = {};
    for (let step = 0; step < 12; step += 1) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
      });
      jar.store(response);
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (next.origin !== origin) return next;
        url = next;
        continue;
      }
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !prompt || !action) {
        throw new Error(`unexpected provider answer ${response.status}: ${html.slice(0, 300)}`);
      }
      url = new URL(action.replaceAll('&amp;', '&'), url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }).toString(),
      };
    }
    throw new Error('authorization did not finish');
  }

  /**
   * A genuine ID token for this account and client, through the whole code flow. An account
   * whose tid is one of the mounted tenants signs in at that tenant's issuer, any other at the root.
   */
  async function issueIdToken(opts: IssueIdTokenOptions): Promise<string> {
    const { clientId, nonce, ...account } = opts;
    accounts.set(account.sub, account);
    const issuer = account.tid && options.tenants?.includes(account.tid) ? tenantIssuer(account.tid) : origin;
    const code = await authorize(issuer, clientId, account.sub, nonce);
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret(clientId)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }).toString(),
    });
    const body = (await response.json()) as { id_token?: string; error_description?: string };
    if (!response.ok || !body.id_token) throw new Error(`token request failed: ${body.error_description}`);
    return body.id_token;
  }

  let foreignKey: Promise<JWK> | undefined;
  const currentKey = (alg: 'RS256' | 'ES256') => keys.find((k) => k.alg === alg)!;

  /** Tokens the provider would never issue, for the verifier's refusal tests. */
  const forge = {
    /** The claims the provider puts in an ID token, to alter one at a time. */
    claims(opts: ForgeClaimsOptions): JWTPayload {
      const iat = opts.iat ?? Math.floor(Date.now() / 1000);
      return {
        iss: opts.issuer ?? (opts.tid ? tenantIssuer(opts.tid) : origin),
        aud: opts.clientId,
        sub: opts.sub,
        iat,
        exp: iat + (opts.lifetime ?? 3600),
        nonce: opts.nonce,
        email: opts.email,
        email_verified: opts.email === undefined || opts.tid !== undefined ? undefined : (opts.emailVerified ?? true),
        name: opts.name,
        tid: opts.tid,
        xms_edov: opts.xmsEdov,
      };
    },
    /** Signed with the provider's own current key: only the claims make it invalid. */
    async withProviderKey(claims: JWTPayload, alg: 'RS256' | 'ES256' = 'RS256'): Promise<string> {
      const jwk = currentKey(alg);
      return new SignJWT(claims).setProtectedHeader({ alg, kid: jwk.kid, typ: 'JWT' }).sign(await importJWK(jwk, alg));
    },
    /** Signed by a key of the attacker's, claiming the provider's kid. */
    async withForeignKey(claims: JWTPayload): Promise<string> {
      // RSA key generation is slow; one attacker key serves every forgery.
      foreignKey ??= signingKey('RS256');
      const foreign = await foreignKey;
      const kid = currentKey('RS256').kid;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(await importJWK(foreign, 'RS256'));
    },
    /** alg "none": no signature at all. */
    unsigned(claims: JWTPayload): string {
      const token = new UnsecuredJWT(claims).encode();
      const [, payload] = token.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', kid: currentKey('RS256').kid })).toString('base64url');
      return `${header}.${payload}.`;
    },
    /** The classic key-confusion attack: HS256 keyed with the provider's public RSA key. */
    async hmacWithPublicKey(claims: JWTPayload): Promise<string> {
      const jwk = currentKey('RS256');
      const pem = createPublicKey({ key: publicJwk(jwk) as JsonWebKey, format: 'jwk' }).export({
        type: 'spki',
        format: 'pem',
      });
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: jwk.kid, typ: 'JWT' })
        .sign(new TextEncoder().encode(String(pem)));
    },
  };

  return {
    origin,
    /** The Google-like issuer (the root mount). */
    issuer: origin,
    /** The provider's jwks_uri, from its discovery document. */
    jwksUrl: discovery.jwks_uri,
    /** Microsoft's issuer template for this server: `{tenantid}` stands for the token's tid. */
    tenantIssuerTemplate: `${origin}/{tenantid}/v2.0`,
    tenantIssuer,
    /** How many times a JWKS was fetched from any mount. */
    jwksRequests: () => jwksRequests,
    issueIdToken,
    /**
     * A person signing in at an authorization address a client built (as the system browser
     * an app opens): the account is this provider's from then on; answers the address the
     * provider redirected to.
     */
    async signInAt(authorizeUrl: string, account: TestAccount): Promise<URL> {
      accounts.set(account.sub, account);
      return followAuthorization(new URL(authorizeUrl), account.sub);
    },
    /**
     * Key rotation as providers do it: a new signing key first, the old ones still published
     * so tokens already issued stay verifiable. New tokens carry the new kid.
     */
    async rotateKeys(): Promise<string> {
      const fresh = await signingKey('RS256');
      keys = [fresh, ...keys];
      buildMounts();
      return fresh.kid!;
    },
    forge,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type TestOidcProviderServer = Awaited<ReturnType<typeof startOidcProvider>>;
