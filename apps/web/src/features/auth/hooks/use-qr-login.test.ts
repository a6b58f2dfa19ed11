import { afterEach, describe, expect, it } from 'vitest';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { qrLoginUrl } from './use-qr-login.ts';

afterEach(() => configureHttpClient(null));

describe('qrLoginUrl', () => {
  it('is /login/{qrToken} on this origin for the web build', () => {
    expect(qrLoginUrl('abc', 'https://playeats.app')).toBe('https://playeats.app/login/abc');
  });

  it('points at the API server when the app runs from a local origin (overlay, mobile)', () => {
    configureHttpClient({
      getAccessToken: () => null,
      refreshSession: async () => undefined,
      baseUrl: 'https://api.playeats.app/',
    });
    expect(qrLoginUrl('abc', 'overwolf-extension://app-id')).toBe('https://api.playeats.app/login/abc');
  });
});
