import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error -- oidc-provider ships no type declarations; the narrow interface below covers what this harness uses.
import UntypedProvider from 'oidc-provider';

/**
 * A real OAuth2 authorization server (panva's oidc-provider, as the Google and Microsoft
 * sign-in tests use) shaped like Discord for the account linking tests: the authorization
 * code grant with PKCE required, a confidential client (client_secret_basic), an
 * `identify` scope whose user endpoint answers Discord's fields (id, username,
 * global_name). The browser's part (sign in, then Authorize or Cancel) is played by
 * `consent`, over HTTP, through the provider's own interaction pages.
 */

interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
const Provider = UntypedProvider as ProviderConstructor;

export interface DiscordAccount {
  /** Discord's id (a snowflake); the provider's subject. */
  id: string;
  username: string;
  globalName?: string;
}

type Payload = Record<string, unknown>;

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
    async findByUserCode() {
      return undefined;
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

export async function startDiscordLikeProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const accounts = new Map<string, DiscordAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Signing keys of its own (ID tokens are not used here, but the provider wants keys).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'discord-like' };
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('devInteractions')) warn(...args);
  };
  let provider: OidcProvider;
  try {
    provider = new Provider(origin, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      adapter: memoryAdapter(),
      jwks: { keys: [jwk] },
      // PKCE for every client, as Discord checks a code_challenge whenever one was sent.
      pkce: { required: () => true },
      scopes: ['openid', 'identify'],
      claims: { openid: ['sub'], identify: ['id', 'username', 'global_name'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 600, AccessToken: 3600, IdToken: 3600 },
      features: { devInteractions: { enabled: true } },
      findAccount: (_ctx: unknown, sub: string) => {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({ sub, id: account.id, username: account.username, global_name: account.globalName ?? null }),
        };
      },
    });
  } finally {
    console.warn = warn;
  }
  server.on('request', provider.callback());

  /**
   * What a browser does at the consent page: follows the provider's redirects, signs in as
   * `account`, then Authorizes (or Cancels). Returns where the provider sends it back.
   */
  async function consent(
    authorizeUrl: string,
    account: DiscordAccount,
    decision: 'authorize' | 'cancel' = 'authorize',
  ) {
    accounts.set(account.id, account);
    const cookies = new Map<string, string>();
    let url = new URL(authorizeUrl);
    let init: RequestInit = {};
    for (let step = 0; step < 12; step += 1) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (next.href.startsWith(options.redirectUri)) return next;
        url = next;
        continue;
      }
      const html = await response.text();
      if (decision === 'cancel') {
        const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
        if (!abort) throw new Error(`no cancel link on the provider's page: ${html.slice(0, 300)}`);
        url = new URL(abort.replaceAll('&amp;', '&'), url);
        continue;
      }
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !prompt || !action) {
        throw new Error(`unexpected provider answer ${response.status}: ${html.slice(0, 300)}`);
      }
      url = new URL(action.replaceAll('&amp;', '&'), url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          prompt === 'login' ? { prompt, login: account.id, password: 'any' } : { prompt },
        ).toString(),
      };
    }
    throw new Error('authorization did not finish');
  }

  return {
    origin,
    /** The settings that point the app's Discord adapter here. */
    env: {
      DISCORD_CLIENT_ID: options.clientId,
      DISCORD_CLIENT_SECRET: options.clientSecret,
      DISCORD_AUTHORIZE_URL: `${origin}/auth`,
      DISCORD_TOKEN_URL: `${origin}/token`,
      DISCORD_USER_URL: `${origin}/me`,
      // The provider's user endpoint wants openid besides Discord's identify.
      DISCORD_SCOPES: 'openid identify',
    },
    consent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
