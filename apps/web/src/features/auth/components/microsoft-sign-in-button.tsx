import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../../lib/logger.ts';
import { getOidcNonce, type OidcNonce } from '../api/get-oidc-nonce.ts';
import { useIdentityAdapters } from '../identity/identity-context.ts';
import type { InteractionStatus } from '../identity/interaction-status.ts';
import {
  SignInCancelledError,
  type MicrosoftIdentity,
  type MicrosoftSignInResult,
} from '../identity/microsoft-identity.ts';
import { MicrosoftLogo } from './provider-logos.tsx';

const NONCE_MARGIN_MS = 30_000;

interface MicrosoftSignInButtonProps {
  clientId: string;
  disabled?: boolean;
  /** Carried through a redirect sign-in and handed back with its result. */
  state?: string;
  onResult: (result: MicrosoftSignInResult) => void;
  onError: (error: unknown) => void;
}

/**
 * "Sign in with Microsoft": MSAL loads with the button, a returning Microsoft user is signed
 * in silently first, a nonce is fetched ahead so the pop-up opens straight from the click
 * (browsers block pop-ups opened later), and the button waits while MSAL reports an
 * interaction in progress.
 */
export function MicrosoftSignInButton({
  clientId,
  disabled = false,
  state,
  onResult,
  onError,
}: MicrosoftSignInButtonProps) {
  const { t } = useTranslation('auth');
  const { microsoft } = useIdentityAdapters();
  const [identity, setIdentity] = useState<MicrosoftIdentity | null>(null);
  const [status, setStatus] = useState<InteractionStatus>('startup');
  const [unavailable, setUnavailable] = useState(false);
  /** The Microsoft account MSAL knows in this browser session, to sign in silently; null once tried (or none). */
  const [returning, setReturning] = useState<{ username: string } | null>(null);
  const silentStarted = useRef(false);
  const nonce = useRef<OidcNonce | null>(null);

  const result = useEffectEvent((answer: MicrosoftSignInResult) => onResult(answer));
  const prefetchNonce = useCallback(() => {
    getOidcNonce().then(
      (fresh) => {
        nonce.current = fresh;
      },
      () => {
        nonce.current = null;
      },
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    microsoft(clientId).then(
      (ready) => {
        if (cancelled) return;
        setIdentity(ready);
        setStatus(ready.status());
        unsubscribe = ready.subscribe(setStatus);
        const answer = ready.takeRedirectResult();
        if (answer) result(answer);
        else setReturning(ready.returningAccount());
      },
      (error: unknown) => {
        if (cancelled) return;
        logger.warn('Microsoft sign-in is unavailable', error);
        setUnavailable(true);
      },
    );
    prefetchNonce();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [clientId, microsoft, prefetchNonce]);

  // Spec sections 4 and 5: a Microsoft user this browser session already knows (who signed
  // in here, or must sign in again because the first ID token's nonce is spent, as after
  // the social sign-up's details) gets a fresh ID token without a click, before the button.
  const silent = identity !== null && returning !== null && !disabled;
  useEffect(() => {
    if (!identity || !returning || disabled || silentStarted.current) return;
    silentStarted.current = true;
    void (async () => {
      try {
        const { nonce: fresh } = await getOidcNonce();
        result(await identity.silentSignIn({ nonce: fresh, loginHint: returning.username }));
      } catch (error) {
        logger.info('Microsoft silent sign-in did not succeed: the button is there', error);
      } finally {
        setReturning(null);
      }
    })();
  }, [identity, returning, disabled]);

  const signIn = async () => {
    if (!identity) return;
    let current = nonce.current;
    nonce.current = null;
    try {
      if (!current || Date.parse(current.expiresAt) - Date.now() < NONCE_MARGIN_MS) current = await getOidcNonce();
      const answer = await identity.signIn({ nonce: current.nonce, ...(state ? { state } : {}) });
      // null: the pop-up was blocked and the page is on its way to Microsoft.
      if (answer) onResult(answer);
    } catch (error) {
      if (!(error instanceof SignInCancelledError)) onError(error);
    } finally {
      prefetchNonce();
    }
  };

  if (unavailable) return <p className="auth-provider-unavailable muted">{t('social.microsoftUnavailable')}</p>;
  const busy = silent || (identity !== null && status !== 'none');
  return (
    <button
      type="button"
      className="btn btn-secondary btn-block auth-provider-button"
      onClick={() => void signIn()}
      disabled={disabled || identity === null || busy}
      aria-busy={busy}
    >
      <MicrosoftLogo />
      {busy ? t('social.microsoftWorking') : t('social.microsoft')}
    </button>
  );
}
