import { sessionSchema, type SessionDto } from '@playeats/contracts/auth';
import { request } from '../../../lib/http-client.ts';
import { clientInfo } from '../session.ts';

export type OidcProvider = 'google' | 'microsoft';

/** What creating an account needs; sent only from the social sign-up step. */
export interface SocialSignupDetails {
  country: 'UNITED_STATES' | 'CANADA';
  language: 'en' | 'fr';
  acceptTerms: true;
  promoCode?: string;
  referrerCode?: string;
}

export interface OidcSignInInput {
  provider: OidcProvider;
  idToken: string;
  nonce: string;
  details?: SocialSignupDetails | null;
}

/**
 * POST /api/auth/oidc/{provider}. An unknown identity without sign-up details answers
 * 422 SignupDetailsRequiredException: the caller asks for them, then runs the provider
 * again, as the nonce inside this ID token is already spent.
 */
export function oidcSignIn({ provider, idToken, nonce, details }: OidcSignInInput): Promise<SessionDto> {
  return request(`/api/auth/oidc/${provider}`, {
    method: 'POST',
    body: { ...clientInfo(), idToken, nonce, ...(details ?? {}) },
    schema: sessionSchema,
    authenticated: false,
  });
}
