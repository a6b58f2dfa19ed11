import type * as Msal from '@azure/msal-browser';
import type {
  AccountInfo,
  AuthenticationResult,
  Configuration,
  EventMessage,
  PublicClientApplication,
} from '@azure/msal-browser';
import { logger } from '../../../lib/logger.ts';
import { nextInteractionStatus, startupSettled, type InteractionStatus } from './interaction-status.ts';
import { assertCodeRequest, silentPrompt, warnIfNoUserHint } from './msal-guards.ts';
import { acquireTokenInOrder } from './silent-token.ts';

/**
 * Microsoft sign-in through MSAL, behind the small interface the pages use (tests inject
 * a fake, or a fake library through `load`). MSAL is imported only when a page shows the
 * Microsoft button (decision 0005).
 */
export const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com/common';

/** Spec section 9, "Sign-in library". */
export const MSAL_SYSTEM_OPTIONS = {
  redirectNavigationTimeout: 30_000,
  windowHashTimeout: 60_000,
  nativeBrokerHandshakeTimeout: 2_000,
  // The native broker comes first in the silent-token order (spec section 4).
  allowPlatformBroker: true,
} as const;

/** An ID token only: the app never calls Microsoft APIs, the server just verifies who this is. */
export const OIDC_SCOPES = ['openid', 'profile', 'email'];

/** One redirect URI to register with Microsoft; MSAL then returns to the page that started. */
export const microsoftRedirectPath = '/socialLogin';

export function microsoftConfiguration(clientId: string, redirectUri: string): Configuration {
  return {
    auth: { clientId, authority: MICROSOFT_AUTHORITY, redirectUri },
    cache: { cacheLocation: 'sessionStorage' },
    system: { ...MSAL_SYSTEM_OPTIONS },
  };
}

export interface MicrosoftSignInResult {
  idToken: string;
  /** The nonce inside the ID token (the one that was sent). */
  nonce: string | null;
  /** What the page passed as `state` (survives a redirect). */
  state: string | null;
}

export class SignInCancelledError extends Error {
  override readonly name = 'SignInCancelledError';
  readonly cancelled = true;
  constructor() {
    super('The sign-in window was closed');
  }
}

export interface MicrosoftIdentity {
  status(): InteractionStatus;
  subscribe(listener: (status: InteractionStatus) => void): () => void;
  /** Pop-up sign-in; falls back to a full-page redirect (then resolves null) when pop-ups are blocked. */
  signIn(request: { nonce: string; state?: string; loginHint?: string }): Promise<MicrosoftSignInResult | null>;
  /** The answer of a redirect sign-in that brought the user back to this page, once. */
  takeRedirectResult(): MicrosoftSignInResult | null;
  /** The Microsoft account this browser session has already signed in with (MSAL's cache), if any. */
  returningAccount(): { username: string } | null;
  /**
   * Sign-in without any window, for a fresh ID token bound to `nonce`; prompt none or
   * no-session only. For an account MSAL knows (the login hint names it), the spec's
   * silent token order (silent-token.ts); otherwise a hidden frame with the hint.
   */
  silentSignIn(request: {
    nonce: string;
    loginHint?: string;
    sid?: string;
    prompt?: string;
  }): Promise<MicrosoftSignInResult>;
}

type MsalModule = Pick<typeof Msal, 'PublicClientApplication'>;

const POPUP_BLOCKED = new Set(['popup_window_error', 'empty_window_error']);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { errorCode?: unknown }).errorCode : undefined;

const nonceOf = (result: AuthenticationResult): unknown =>
  (result.idTokenClaims as { nonce?: unknown } | undefined)?.nonce;

/**
 * A redirect sign-in comes back to the app with the authorization response in the address
 * (fragment or query), which MSAL redeems: the app's code path. The response must carry
 * exactly one of a code or a native (broker) account id (spec section 5); null when the
 * address carries no response at all.
 */
function redirectCodeRequest(location: Pick<Location, 'hash' | 'search'>) {
  for (const raw of [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(raw);
    if (!params.has('state') && !params.has('code') && !params.has('error')) continue;
    return { code: params.get('code') ?? undefined, nativeAccountId: params.get('nativeAccountId') ?? undefined };
  }
  return null;
}

function toResult(result: AuthenticationResult, sentNonce: string | null): MicrosoftSignInResult {
  const claimed = nonceOf(result);
  return {
    idToken: result.idToken,
    nonce: typeof claimed === 'string' ? claimed : sentNonce,
    state: result.state ?? null,
  };
}

export async function createMicrosoftIdentity(
  clientId: string,
  {
    load = () => import('@azure/msal-browser'),
    redirectUri = `${window.location.origin}${microsoftRedirectPath}`,
  }: { load?: () => Promise<MsalModule>; redirectUri?: string } = {},
): Promise<MicrosoftIdentity> {
  const msal = await load();
  const pca: PublicClientApplication = new msal.PublicClientApplication(microsoftConfiguration(clientId, redirectUri));
  let status: InteractionStatus = 'startup';
  const listeners = new Set<(status: InteractionStatus) => void>();
  const setStatus = (next: InteractionStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener(next);
  };
  pca.addEventCallback((message: EventMessage) => setStatus(nextInteractionStatus(status, message)));

  await pca.initialize();
  let redirectResult: MicrosoftSignInResult | null = null;
  // Read before MSAL clears the address.
  const codeRequest = redirectCodeRequest(window.location);
  try {
    const answer = await pca.handleRedirectPromise();
    if (answer?.idToken) {
      if (codeRequest) assertCodeRequest(codeRequest);
      redirectResult = toResult(answer, null);
    }
  } catch (error) {
    logger.warn('Microsoft sign-in: the redirect answer could not be read', error);
  }
  setStatus(startupSettled(status));

  const loginRequest = (nonce: string, extra: { state?: string; loginHint?: string }) => ({
    scopes: OIDC_SCOPES,
    nonce,
    prompt: 'select_account',
    redirectUri,
    ...extra,
  });

  return {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn({ nonce, ...extra }) {
      const request = loginRequest(nonce, extra);
      try {
        return toResult(await pca.loginPopup(request), nonce);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'user_cancelled') throw new SignInCancelledError();
        if (typeof code !== 'string' || !POPUP_BLOCKED.has(code)) throw error;
        // The browser blocked the pop-up: the same request as a redirect; this page unloads.
        await pca.loginRedirect(request);
        return null;
      }
    },
    takeRedirectResult() {
      const result = redirectResult;
      redirectResult = null;
      return result;
    },
    returningAccount() {
      const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
      return account?.username ? { username: account.username } : null;
    },
    async silentSignIn({ nonce, loginHint, sid, prompt }) {
      warnIfNoUserHint({ loginHint, sid });
      const request = {
        scopes: OIDC_SCOPES,
        nonce,
        redirectUri,
        prompt: silentPrompt(prompt),
        ...(loginHint ? { loginHint } : {}),
        ...(sid ? { sid } : {}),
      };
      const account: AccountInfo | null = loginHint ? pca.getAccount({ username: loginHint }) : null;
      if (!account) return toResult(await pca.ssoSilent(request), nonce);
      // A token from the cache or the refresh token carries an older nonce (or none), so
      // only the broker or the hidden frame can answer for this sign-in.
      const answer = await acquireTokenInOrder(
        pca,
        { ...request, account },
        Boolean(account.nativeAccountId),
        (result) => nonceOf(result) === nonce,
      );
      return toResult(answer, nonce);
    },
  };
}

const instances = new Map<string, Promise<MicrosoftIdentity>>();

/** One MSAL instance per client id for the page's lifetime (MSAL keeps per-instance state). */
export function getMicrosoftIdentity(clientId: string): Promise<MicrosoftIdentity> {
  let instance = instances.get(clientId);
  if (!instance) {
    instance = createMicrosoftIdentity(clientId).catch((error: unknown) => {
      instances.delete(clientId);
      throw error;
    });
    instances.set(clientId, instance);
  }
  return instance;
}
