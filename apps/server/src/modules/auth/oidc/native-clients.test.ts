import { describe, expect, it } from 'vitest';
import { nativeClients, nativeRedirectUri, reversedClientId } from './native-clients.ts';

const apps = { ANDROID_APP_PACKAGE: 'com.playeats.app', IOS_BUNDLE_ID: 'com.playeats.ios' };
const endpoints = {
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  MICROSOFT_AUTHORIZE_URL: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  MICROSOFT_TOKEN_URL: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
};

describe('the apps’ clients and redirect URIs (decision 0032)', () => {
  it('uses each provider’s documented private-use scheme', () => {
    expect(reversedClientId('123-abc.apps.googleusercontent.com')).toBe('com.googleusercontent.apps.123-abc');
    const ios = '123-abc.apps.googleusercontent.com';
    expect(nativeRedirectUri('google', 'ios', apps, ios)).toBe(
      'com.googleusercontent.apps.123-abc:/oauth2redirect/google',
    );
    expect(nativeRedirectUri('google', 'android', apps, 'x')).toBe('com.playeats.app:/oauth2redirect/google');
    expect(nativeRedirectUri('microsoft', 'ios', apps, 'x')).toBe('msauth.com.playeats.ios://auth');
    expect(nativeRedirectUri('microsoft', 'android', apps, 'x')).toBe('msauth.com.playeats.app://auth');
  });

  it('has a client only where an id is configured', () => {
    const clients = nativeClients({
      ...apps,
      ...endpoints,
      GOOGLE_IOS_CLIENT_ID: '123-abc.apps.googleusercontent.com',
      GOOGLE_ANDROID_CLIENT_ID: null,
      MICROSOFT_NATIVE_CLIENT_ID: 'ms-app',
    });
    expect(Object.keys(clients.google)).toEqual(['ios']);
    expect(clients.google.ios).toMatchObject({ tokenUrl: endpoints.GOOGLE_TOKEN_URL });
    expect(clients.microsoft.android).toEqual({
      clientId: 'ms-app',
      redirectUri: 'msauth.com.playeats.app://auth',
      authorizeUrl: endpoints.MICROSOFT_AUTHORIZE_URL,
      tokenUrl: endpoints.MICROSOFT_TOKEN_URL,
    });
  });
});
