import { CacheLookupPolicy } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import {
  acquireTokenInOrder,
  CACHE_LOOKUP_POLICY,
  refreshTokenNeedsFrame,
  silentTokenSteps,
  STEP_POLICY,
  type CacheLookupPolicyValue,
} from './silent-token.ts';

const msalError = (errorCode: string, subError = '') => Object.assign(new Error(errorCode), { errorCode, subError });

function fakeClient(outcomes: Partial<Record<CacheLookupPolicyValue, () => Promise<string>>>) {
  const calls: CacheLookupPolicyValue[] = [];
  return {
    calls,
    acquireTokenSilent: vi.fn(async (request: { scopes: string[]; cacheLookupPolicy: CacheLookupPolicyValue }) => {
      calls.push(request.cacheLookupPolicy);
      const outcome = outcomes[request.cacheLookupPolicy];
      if (!outcome) throw msalError('unexpected');
      return outcome();
    }),
  };
}

const request = { scopes: ['openid'] };

describe('silent token order (spec section 4)', () => {
  it('uses the installed MSAL’s CacheLookupPolicy values', () => {
    expect(CACHE_LOOKUP_POLICY).toEqual(CacheLookupPolicy);
  });

  it('is the native broker alone when available, else cache, refresh token, hidden frame', () => {
    expect(silentTokenSteps(true)).toEqual(['native-broker']);
    expect(silentTokenSteps(false)).toEqual(['cache', 'refresh-token', 'hidden-frame']);
    expect(STEP_POLICY).toEqual({
      'native-broker': CacheLookupPolicy.Default,
      cache: CacheLookupPolicy.AccessToken,
      'refresh-token': CacheLookupPolicy.RefreshToken,
      'hidden-frame': CacheLookupPolicy.Skip,
    });
  });

  it('hands the request to the broker when the account came from it', async () => {
    const client = fakeClient({ [CacheLookupPolicy.Default]: async () => 'broker' });
    await expect(acquireTokenInOrder(client, request, true)).resolves.toBe('broker');
    expect(client.calls).toEqual([CacheLookupPolicy.Default]);
  });

  it('stops at the cache when it has a token', async () => {
    const client = fakeClient({ [CacheLookupPolicy.AccessToken]: async () => 'cached' });
    await expect(acquireTokenInOrder(client, request, false)).resolves.toBe('cached');
    expect(client.calls).toEqual([CacheLookupPolicy.AccessToken]);
  });

  it('redeems the refresh token when the cache has nothing', async () => {
    const client = fakeClient({
      [CacheLookupPolicy.AccessToken]: () => Promise.reject(msalError('no_tokens_found')),
      [CacheLookupPolicy.RefreshToken]: async () => 'refreshed',
    });
    await expect(acquireTokenInOrder(client, request, false)).resolves.toBe('refreshed');
    expect(client.calls).toEqual([CacheLookupPolicy.AccessToken, CacheLookupPolicy.RefreshToken]);
  });

  it('falls back to a hidden frame only when the refresh token is expired or invalid', async () => {
    const expired = fakeClient({
      [CacheLookupPolicy.AccessToken]: () => Promise.reject(msalError('no_tokens_found')),
      [CacheLookupPolicy.RefreshToken]: () => Promise.reject(msalError('refresh_token_expired')),
      [CacheLookupPolicy.Skip]: async () => 'frame',
    });
    await expect(acquireTokenInOrder(expired, request, false)).resolves.toBe('frame');
    expect(expired.calls).toEqual([
      CacheLookupPolicy.AccessToken,
      CacheLookupPolicy.RefreshToken,
      CacheLookupPolicy.Skip,
    ]);

    const consent = fakeClient({
      [CacheLookupPolicy.AccessToken]: () => Promise.reject(msalError('no_tokens_found')),
      [CacheLookupPolicy.RefreshToken]: () => Promise.reject(msalError('interaction_required', 'consent_required')),
    });
    await expect(acquireTokenInOrder(consent, request, false)).rejects.toThrow('interaction_required');
    expect(consent.calls).not.toContain(CacheLookupPolicy.Skip);
  });

  it('knows which refresh-token errors a frame can cure', () => {
    expect(refreshTokenNeedsFrame(msalError('invalid_grant'))).toBe(true);
    expect(refreshTokenNeedsFrame(msalError('interaction_required', 'bad_token'))).toBe(true);
    expect(refreshTokenNeedsFrame(msalError('interaction_required', 'consent_required'))).toBe(false);
    expect(refreshTokenNeedsFrame(new Error('offline'))).toBe(false);
    expect(refreshTokenNeedsFrame(null)).toBe(false);
  });
});
