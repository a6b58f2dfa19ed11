import { createContext, useContext } from 'react';
import { platform } from '../../../lib/platform/index.ts';
import type { NativeApp } from '../api/start-native-oidc.ts';
import { googleIdentity, type GoogleIdentity } from './google-identity.ts';
import { getMicrosoftIdentity, type MicrosoftIdentity } from './microsoft-identity.ts';
import { nativeAppOf } from './native-sign-in.ts';

/** The apps' system browser (decision 0032): which app this is, and the authorization round trip. */
export interface SystemBrowserSignIn {
  app: NativeApp;
  authorize(request: { url: string; redirectUri: string }): Promise<string>;
}

/** The identity providers' SDKs as the pages see them; tests provide fakes. */
export interface IdentityAdapters {
  google: GoogleIdentity;
  microsoft: (clientId: string) => Promise<MicrosoftIdentity>;
  /** Set in the iOS and Android apps, where the SDKs cannot run: the buttons use the system browser. */
  systemBrowser?: SystemBrowserSignIn;
}

function systemBrowserSignIn(): SystemBrowserSignIn | undefined {
  const app = nativeAppOf(platform.clientType());
  const authorize = platform.authorizeInSystemBrowser?.bind(platform);
  return app && authorize ? { app, authorize } : undefined;
}

const systemBrowser = systemBrowserSignIn();
export const realIdentityAdapters: IdentityAdapters = {
  google: googleIdentity,
  microsoft: getMicrosoftIdentity,
  ...(systemBrowser ? { systemBrowser } : {}),
};

export const IdentityContext = createContext<IdentityAdapters>(realIdentityAdapters);

export function useIdentityAdapters(): IdentityAdapters {
  return useContext(IdentityContext);
}
