import type * as z from 'zod/mini';
import { oidcNativeStartSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import type { OidcProvider } from './oidc-sign-in.ts';

export type NativeAuthorizationRequest = z.infer<typeof oidcNativeStartSchema>;
export type NativeApp = 'ios' | 'android';

/**
 * POST /api/auth/oidc/{provider}/native: the apps' authorization request for the system
 * browser (decision 0032), with its state, PKCE verifier and nonce; single use, 10 minutes.
 */
export function startNativeOidc(provider: OidcProvider, platform: NativeApp): Promise<NativeAuthorizationRequest> {
  return request(`/api/auth/oidc/${provider}/native`, {
    method: 'POST',
    body: { platform },
    schema: oidcNativeStartSchema,
    authenticated: false,
  });
}
