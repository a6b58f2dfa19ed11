import type { Config } from '../../config.ts';

/** The Discord account behind an authorization (Discord's user object, the fields we keep). */
export interface DiscordUser {
  id: string;
  username: string;
  globalName: string | null;
}

/**
 * Why an authorization did not give an account: `refused` when Discord turned the code
 * down (used, expired, another verifier or redirect), `unavailable` when Discord could not
 * be reached or answered nonsense.
 */
export class DiscordError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'DiscordError';
  }
}

/**
 * Discord's OAuth2 authorization-code flow with PKCE, as the creators module uses it: the
 * consent page's address, then the code (with its verifier) exchanged for the account.
 * Never called inside a database transaction.
 */
export interface DiscordOAuth {
  /** Where to send the browser: Discord's consent page for this state and challenge (S256). */
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** The account that authorized `code`; throws DiscordError. */
  identify(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<DiscordUser>;
}

type DiscordConfig = Pick<
  Config,
  | 'DISCORD_CLIENT_ID'
  | 'DISCORD_CLIENT_SECRET'
  | 'DISCORD_AUTHORIZE_URL'
  | 'DISCORD_TOKEN_URL'
  | 'DISCORD_USER_URL'
  | 'DISCORD_SCOPES'
>;

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new DiscordError('unavailable', `Discord did not answer: ${(err as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (body === null || typeof body !== 'object') {
    throw new DiscordError('unavailable', `Discord answered ${response.status} without JSON`);
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

/** Discord's API (or any OAuth2 server shaped like it: the tests' local provider). */
export function createHttpDiscord(config: DiscordConfig): DiscordOAuth {
  const clientId = config.DISCORD_CLIENT_ID!;
  const basic = Buffer.from(`${clientId}:${config.DISCORD_CLIENT_SECRET ?? ''}`).toString('base64');
  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.DISCORD_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        scope: config.DISCORD_SCOPES,
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'consent',
      }).toString();
      return url.href;
    },
    async identify({ code, codeVerifier, redirectUri }) {
      const token = await call(config.DISCORD_TOKEN_URL, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }).toString(),
      });
      if (token.status >= 400 && token.status < 500) {
        throw new DiscordError('refused', `Discord refused the code: ${String(token.body.error ?? token.status)}`);
      }
      const accessToken = token.body.access_token;
      if (token.status !== 200 || typeof accessToken !== 'string') {
        throw new DiscordError('unavailable', `Discord's token endpoint answered ${token.status}`);
      }
      const user = await call(config.DISCORD_USER_URL, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      const { id, username, global_name: globalName } = user.body;
      if (user.status !== 200 || typeof id !== 'string' || typeof username !== 'string') {
        throw new DiscordError('unavailable', `Discord's user endpoint answered ${user.status}`);
      }
      return { id, username, globalName: typeof globalName === 'string' ? globalName : null };
    },
  };
}
