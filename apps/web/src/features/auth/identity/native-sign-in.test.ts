import { describe, expect, it, vi } from 'vitest';
import { isCancellation } from '../../../lib/problem-basics.ts';
import {
  NativeSignInError,
  nativeAppOf,
  readAuthorizationResponse,
  signInWithSystemBrowser,
  SignInDeclinedError,
} from './native-sign-in.ts';

const request = {
  authorizeUrl: 'https://idp.example/authorize',
  redirectUri: 'msauth.com.playeats.app://auth',
  state: 'state-1',
  codeVerifier: 'v'.repeat(64),
  nonce: 'n'.repeat(43),
  expiresAt: '2026-11-24T20:00:00.000Z',
};
const back = (query: string) => `${request.redirectUri}${query}`;

describe('the apps’ authorization response (RFC 6749 §4.1.2, RFC 8252)', () => {
  it('reads the code from the query, or from the fragment', () => {
    expect(readAuthorizationResponse(back('?code=c1&state=state-1'), request)).toBe('c1');
    expect(readAuthorizationResponse(back('#code=c2&state=state-1'), request)).toBe('c2');
  });

  it('refuses another request’s answer, even an error', () => {
    expect(() => readAuthorizationResponse(back('?code=c&state=other'), request)).toThrow(NativeSignInError);
    expect(() => readAuthorizationResponse(back('?error=access_denied'), request)).toThrow(NativeSignInError);
  });

  it('a refusal by the person is a cancellation; any other error or a missing code is an error', () => {
    const declined = (() => {
      try {
        readAuthorizationResponse(back('?error=access_denied&state=state-1'), request);
      } catch (error) {
        return error;
      }
    })();
    expect(declined).toBeInstanceOf(SignInDeclinedError);
    expect(isCancellation(declined)).toBe(true);
    expect(() => readAuthorizationResponse(back('?error=invalid_request&state=state-1'), request)).toThrow(
      /invalid_request/,
    );
    expect(() => readAuthorizationResponse(back('?state=state-1'), request)).toThrow(/no code/);
  });

  it('runs start, browser, check, and returns what the server redeems', async () => {
    const start = vi.fn(async () => request);
    const authorize = vi.fn(async () => back('?state=state-1&code=the-code'));
    await expect(signInWithSystemBrowser('microsoft', 'android', { start, authorize })).resolves.toEqual({
      platform: 'android',
      code: 'the-code',
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
    });
    expect(start).toHaveBeenCalledWith('microsoft', 'android');
    expect(authorize).toHaveBeenCalledWith({ url: request.authorizeUrl, redirectUri: request.redirectUri });
  });

  it('is the app only on iOS and Android', () => {
    expect(nativeAppOf('IOS_CLIENT')).toBe('ios');
    expect(nativeAppOf('ANDROID_CLIENT')).toBe('android');
    expect(nativeAppOf('WEBAPP_CLIENT')).toBeNull();
    expect(nativeAppOf('OW_DESKTOP_CLIENT')).toBeNull();
  });
});
