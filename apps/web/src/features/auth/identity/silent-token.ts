/**
 * Silent token order (spec section 4): native broker if available; else the cache, then
 * the refresh token, then a hidden frame if the refresh token is expired or invalid.
 *
 * How it maps onto MSAL's acquireTokenSilent and its CacheLookupPolicy:
 * - native broker: when the platform broker is allowed (allowPlatformBroker) and the
 *   account came from it (it has a nativeAccountId), MSAL sends any silent request to the
 *   broker; we call it once with the Default policy and let MSAL route it.
 * - cache: CacheLookupPolicy.AccessToken (cached access/ID token only, no network);
 * - refresh token: CacheLookupPolicy.RefreshToken (redeem the cached refresh token, no
 *   iframe);
 * - hidden frame: CacheLookupPolicy.Skip (skip cache and refresh token, renew in a hidden
 *   iframe), tried only when the refresh token step failed because that token is
 *   expired, invalid or missing, exactly the errors MSAL's own Default policy renews
 *   through an iframe; any other error (e.g. consent required) is the caller's.
 * Running the steps one by one, instead of one Default call, makes the order explicit
 * and testable.
 */

/** MSAL's CacheLookupPolicy values (checked against the installed library by a test). */
export const CACHE_LOOKUP_POLICY = {
  Default: 0,
  AccessToken: 1,
  AccessTokenAndRefreshToken: 2,
  RefreshToken: 3,
  RefreshTokenAndNetwork: 4,
  Skip: 5,
} as const;
export type CacheLookupPolicyValue = (typeof CACHE_LOOKUP_POLICY)[keyof typeof CACHE_LOOKUP_POLICY];

export type SilentTokenStep = 'native-broker' | 'cache' | 'refresh-token' | 'hidden-frame';

export const STEP_POLICY: Record<SilentTokenStep, CacheLookupPolicyValue> = {
  'native-broker': CACHE_LOOKUP_POLICY.Default,
  cache: CACHE_LOOKUP_POLICY.AccessToken,
  'refresh-token': CACHE_LOOKUP_POLICY.RefreshToken,
  'hidden-frame': CACHE_LOOKUP_POLICY.Skip,
};

export function silentTokenSteps(brokerAvailable: boolean): SilentTokenStep[] {
  return brokerAvailable ? ['native-broker'] : ['cache', 'refresh-token', 'hidden-frame'];
}

interface MsalLikeError {
  errorCode?: unknown;
  subError?: unknown;
}

/** Refresh-token failures a hidden frame may cure (MSAL: invalid_grant, refresh_token_expired, no_tokens_found, bad_token). */
export function refreshTokenNeedsFrame(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errorCode, subError } = error as MsalLikeError;
  return (
    errorCode === 'invalid_grant' ||
    errorCode === 'refresh_token_expired' ||
    errorCode === 'no_tokens_found' ||
    errorCode === 'token_refresh_required' ||
    subError === 'bad_token'
  );
}

export interface SilentTokenClient<Request, Result> {
  acquireTokenSilent(request: Request & { cacheLookupPolicy: CacheLookupPolicyValue }): Promise<Result>;
}

/** A step answered, but not with what the caller needs (an ID token bound to another nonce): the next step goes on. */
class NotAcceptedError extends Error {
  override readonly name = 'NotAcceptedError';
}

/**
 * Runs the steps of silentTokenSteps in order. `accept` says whether a step's answer is
 * usable (the silent sign-in needs an ID token bound to its own nonce, which the cache
 * and a refreshed token do not carry); one that is not counts as that step failing.
 */
export async function acquireTokenInOrder<Request extends object, Result>(
  client: SilentTokenClient<Request, Result>,
  request: Request,
  brokerAvailable: boolean,
  accept: (result: Result) => boolean = () => true,
): Promise<Result> {
  const steps = silentTokenSteps(brokerAvailable);
  for (const [index, step] of steps.entries()) {
    const last = index === steps.length - 1;
    try {
      const result = await client.acquireTokenSilent({ ...request, cacheLookupPolicy: STEP_POLICY[step] });
      if (accept(result)) return result;
      if (last) throw new NotAcceptedError(`The ${step} step answered with an unusable token`);
    } catch (error) {
      if (last) throw error;
      // Nothing usable in the cache: on to the refresh token. A refresh token that failed
      // goes on to the hidden frame only when it is expired or invalid (or was not usable).
      if (step === 'refresh-token' && !(error instanceof NotAcceptedError) && !refreshTokenNeedsFrame(error)) {
        throw error;
      }
    }
  }
  throw new NotAcceptedError('No silent token step to run');
}
