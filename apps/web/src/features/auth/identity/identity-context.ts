import { createContext, useContext } from 'react';
import { googleIdentity, type GoogleIdentity } from './google-identity.ts';
import { getMicrosoftIdentity, type MicrosoftIdentity } from './microsoft-identity.ts';

/** The identity providers' SDKs as the pages see them; tests provide fakes. */
export interface IdentityAdapters {
  google: GoogleIdentity;
  microsoft: (clientId: string) => Promise<MicrosoftIdentity>;
}

export const realIdentityAdapters: IdentityAdapters = { google: googleIdentity, microsoft: getMicrosoftIdentity };

export const IdentityContext = createContext<IdentityAdapters>(realIdentityAdapters);

export function useIdentityAdapters(): IdentityAdapters {
  return useContext(IdentityContext);
}
