import type { AppDispatch } from '../../app/store.ts';
import type { Session } from './auth-slice.ts';

export interface SignedInContext {
  session: Session;
  dispatch: AppDispatch;
}

/**
 * The one place that runs after every sign-in, whichever way it happened: password,
 * SMS code, QR code, Google, Microsoft or an activation link.
 *
 * HOOK POINT for the rewards issue (spec section 4): "if a promoCode is stored and the
 * user is signed in, the promotion is applied once and the user info is reloaded". The
 * stored code is readPendingCode('promo') from lib/pending-codes.ts; apply it with
 * PATCH /api/users/promotion, dispatch userInfoReloaded, then clearPendingCode('promo').
 * It runs after the login action, so the HTTP client already holds the new tokens.
 * Keep it fire-and-forget: a sign-in never waits for, nor fails because of, this work.
 */
export function onSignedIn(_context: SignedInContext): void {
  // Nothing yet: see above.
}
