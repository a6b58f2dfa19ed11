import type { Config } from '../../../config.ts';
import type { IdentityProviderName } from './id-token-verifier.ts';

export type NativePlatform = 'ios' | 'android';

/** A provider's public client for one app: where the system browser goes and where it comes back. */
export interface NativeClient {
  clientId: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
}

export type NativeClientConfig = Pick<
  Config,
  | 'GOOGLE_IOS_CLIENT_ID'
  | 'GOOGLE_ANDROID_CLIENT_ID'
  | 'GOOGLE_AUTHORIZE_URL'
  | 'GOOGLE_TOKEN_URL'
  | 'MICROSOFT_NATIVE_CLIENT_ID'
  | 'MICROSOFT_AUTHORIZE_URL'
  | 'MICROSOFT_TOKEN_URL'
  | 'ANDROID_APP_PACKAGE'
  | 'IOS_BUNDLE_ID'
>;

/** Google's iOS redirect scheme: the client id in reverse (123-abc.apps.googleusercontent.com → com.googleusercontent.apps.123-abc). */
export function reversedClientId(clientId: string): string {
  return clientId.split('.').reverse().join('.');
}

/**
 * The redirect URIs, as each provider documents them for apps (RFC 8252 private-use
 * schemes, decision 0032): Google's iOS client answers only its reversed client id, its
 * Android client only the package name (a single slash after the scheme, RFC 8252 §7.1);
 * Microsoft's "Mobile and desktop" platform takes msauth.<bundle id>://auth, the form its
 * iOS registration generates, used on Android with the package name too.
 */
export function nativeRedirectUri(
  provider: IdentityProviderName,
  platform: NativePlatform,
  config: Pick<NativeClientConfig, 'ANDROID_APP_PACKAGE' | 'IOS_BUNDLE_ID'>,
  clientId: string,
): string {
  const appId = platform === 'ios' ? config.IOS_BUNDLE_ID : config.ANDROID_APP_PACKAGE;
  if (provider === 'microsoft') return `msauth.${appId}://auth`;
  return platform === 'ios'
    ? `${reversedClientId(clientId)}:/oauth2redirect/google`
    : `${appId}:/oauth2redirect/google`;
}

export type NativeClients = Record<IdentityProviderName, Partial<Record<NativePlatform, NativeClient>>>;

/** The configured native clients; a provider or platform without a client id has none. */
export function nativeClients(config: NativeClientConfig): NativeClients {
  const client = (
    provider: IdentityProviderName,
    platform: NativePlatform,
    clientId: string | null,
  ): Partial<Record<NativePlatform, NativeClient>> => {
    if (!clientId) return {};
    const endpoints =
      provider === 'google'
        ? { authorizeUrl: config.GOOGLE_AUTHORIZE_URL, tokenUrl: config.GOOGLE_TOKEN_URL }
        : { authorizeUrl: config.MICROSOFT_AUTHORIZE_URL, tokenUrl: config.MICROSOFT_TOKEN_URL };
    return {
      [platform]: { clientId, redirectUri: nativeRedirectUri(provider, platform, config, clientId), ...endpoints },
    };
  };
  return {
    google: {
      ...client('google', 'ios', config.GOOGLE_IOS_CLIENT_ID),
      ...client('google', 'android', config.GOOGLE_ANDROID_CLIENT_ID),
    },
    microsoft: {
      ...client('microsoft', 'ios', config.MICROSOFT_NATIVE_CLIENT_ID),
      ...client('microsoft', 'android', config.MICROSOFT_NATIVE_CLIENT_ID),
    },
  };
}
