import { importPKCS8, SignJWT } from 'jose';

/** The fields of a Google service account key file (JSON) the token exchange reads. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  /** Google's token endpoint, as the key file names it. */
  token_uri: string;
  project_id?: string;
}

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** A token is used until this long before it expires. */
const EARLY_MS = 60_000;

/**
 * OAuth 2.0 for a service account (RFC 7523, Google's "server to server" flow): a JWT
 * signed with the account's key (RS256) is exchanged at token_uri for an access token,
 * which is kept until just before it expires.
 */
export function serviceAccountTokens(
  account: ServiceAccount,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): { token(signal?: AbortSignal): Promise<string>; forget(): void } {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  let cached: { value: string; until: number } | null = null;
  let key: ReturnType<typeof importPKCS8> | null = null;

  async function exchange(signal?: AbortSignal): Promise<{ value: string; until: number }> {
    key ??= importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await key);
    const res = await doFetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      ...(signal && { signal }),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) {
      throw new Error(`service account token refused (${res.status}${body.error ? ` ${body.error}` : ''})`);
    }
    return { value: body.access_token, until: now() + (body.expires_in ?? 3600) * 1000 - EARLY_MS };
  }

  return {
    async token(signal) {
      if (!cached || cached.until <= now()) cached = await exchange(signal);
      return cached.value;
    },
    forget() {
      cached = null;
    },
  };
}
