import type * as z from 'zod/mini';
import { oidcNonceSchema } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';

export type OidcNonce = z.infer<typeof oidcNonceSchema>;

/** GET /api/auth/oidc/nonce: single use, 10 minutes; every provider sign-in needs a fresh one. */
export function getOidcNonce(): Promise<OidcNonce> {
  return request('/api/auth/oidc/nonce', { schema: oidcNonceSchema, authenticated: false, cache: 'no-store' });
}
