import { sessionSchema, type SessionDto } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import { clientInfo } from '../session.ts';
import type { OidcProvider, SocialSignupDetails } from './oidc-sign-in.ts';
import type { NativeApp } from './start-native-oidc.ts';

export interface OidcCodeSignInInput {
  provider: OidcProvider;
  platform: NativeApp;
  code: string;
  codeVerifier: string;
  nonce: string;
  details?: SocialSignupDetails | null;
}

/**
 * POST /api/auth/oidc/{provider}/code: the code the system browser brought back; the
 * server redeems it and verifies the ID token as the web's (422 SignupDetailsRequired too).
 */
export function oidcCodeSignIn({ provider, details, ...code }: OidcCodeSignInInput): Promise<SessionDto> {
  return request(`/api/auth/oidc/${provider}/code`, {
    method: 'POST',
    body: { ...clientInfo(), ...code, ...(details ?? {}) },
    schema: sessionSchema,
    authenticated: false,
  });
}
