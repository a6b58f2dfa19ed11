import { HttpProblem } from '../../../lib/problem.ts';
import type { IdentityProviderName } from './id-token-verifier.ts';
import type { NativeClient } from './native-clients.ts';

const TIMEOUT_MS = 10_000;
const DISPLAY_NAMES: Record<IdentityProviderName, string> = { google: 'Google', microsoft: 'Microsoft' };

export interface CodeRedemption {
  code: string;
  codeVerifier: string;
}

/**
 * Redeems an app's authorization code at the provider's token endpoint, as the public
 * client the app is (RFC 8252: no secret; RFC 7636: the code verifier proves it is the
 * app that asked), and returns the ID token. Nothing is trusted from the answer: the
 * caller verifies the token exactly as one from the web.
 */
export async function redeemAuthorizationCode(
  provider: IdentityProviderName,
  client: NativeClient,
  { code, codeVerifier }: CodeRedemption,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const name = DISPLAY_NAMES[provider];
  const unavailable = (cause?: unknown) =>
    Object.assign(
      new HttpProblem(
        503,
        'ServiceUnavailableException',
        'Service unavailable',
        `${name} sign-in cannot be checked right now. Try again in a moment.`,
      ),
      { cause },
    );
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: client.redirectUri,
        client_id: client.clientId,
        code_verifier: codeVerifier,
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await response.json();
  } catch (error) {
    throw unavailable(error);
  }
  const idToken = typeof body === 'object' && body !== null ? (body as { id_token?: unknown }).id_token : undefined;
  if (response.ok && typeof idToken === 'string') return idToken;
  // RFC 6749 §5.2: a refused grant (used or expired code, another verifier or redirect) is a 400.
  if (response.status >= 400 && response.status < 500) {
    throw new HttpProblem(
      401,
      'InvalidIdTokenException',
      'Invalid sign-in token',
      `${name} did not accept this sign-in. Try again.`,
    );
  }
  throw unavailable(new Error(`token endpoint answered ${response.status}`));
}
