import type { ClientType } from '@playeats/domain/constants';
import type { NativeApp, NativeAuthorizationRequest } from '../api/start-native-oidc.ts';
import type { OidcProvider } from '../api/oidc-sign-in.ts';

/**
 * Google and Microsoft sign-in in the iOS and Android apps (decision 0032). Their web
 * SDKs do not run in the app's web view (Google refuses embedded views), so the app runs
 * the authorization-code flow of RFC 8252: the server builds the request (PKCE S256,
 * state, nonce), the system browser shows the provider, the provider redirects to the
 * app's private-use scheme, the app checks the state and hands the code back to the
 * server with its verifier and nonce.
 */

/** The app a client type is, or null where the page is a browser (the web SDKs work there). */
export function nativeAppOf(clientType: ClientType): NativeApp | null {
  if (clientType === 'IOS_CLIENT') return 'ios';
  if (clientType === 'ANDROID_CLIENT') return 'android';
  return null;
}

/** What the server needs to redeem the code. */
export interface NativeCode {
  platform: NativeApp;
  code: string;
  codeVerifier: string;
  nonce: string;
}

/** The person said no at the provider (access_denied): a cancellation, nothing to report. */
export class SignInDeclinedError extends Error {
  override readonly name = 'SignInDeclinedError';
  readonly cancelled = true;
  constructor() {
    super('The sign-in was declined at the provider');
  }
}

/** The redirect did not carry a usable answer: another request's state, a provider error, no code. */
export class NativeSignInError extends Error {
  override readonly name = 'NativeSignInError';
}

export interface NativeSignInDeps {
  start(provider: OidcProvider, platform: NativeApp): Promise<NativeAuthorizationRequest>;
  authorize(request: { url: string; redirectUri: string }): Promise<string>;
}

/** The authorization response's parameters: the query, or the fragment when the provider used one. */
function responseParams(link: string): URLSearchParams {
  const url = new URL(link);
  const query = new URLSearchParams(url.search);
  if (query.has('state') || query.has('code') || query.has('error')) return query;
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** The provider's answer, checked against the request it answers. */
export function readAuthorizationResponse(link: string, request: NativeAuthorizationRequest): string {
  const params = responseParams(link);
  // RFC 6749 §10.12: a response to another request (or forged) is not ours, error or code.
  if (params.get('state') !== request.state) throw new NativeSignInError('The sign-in answer is not for this request');
  const error = params.get('error');
  if (error === 'access_denied') throw new SignInDeclinedError();
  if (error) throw new NativeSignInError(`The provider refused the sign-in (${error})`);
  const code = params.get('code');
  if (!code) throw new NativeSignInError('The sign-in answer has no code');
  return code;
}

/** Runs one sign-in in the system browser; rejects with a cancellation when the person closes it or declines. */
export async function signInWithSystemBrowser(
  provider: OidcProvider,
  platform: NativeApp,
  deps: NativeSignInDeps,
): Promise<NativeCode> {
  const request = await deps.start(provider, platform);
  const link = await deps.authorize({ url: request.authorizeUrl, redirectUri: request.redirectUri });
  const code = readAuthorizationResponse(link, request);
  return { platform, code, codeVerifier: request.codeVerifier, nonce: request.nonce };
}
