import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../../lib/logger.ts';
import { getOidcNonce } from '../api/get-oidc-nonce.ts';
import { useIdentityAdapters } from '../identity/identity-context.ts';

/** Renew the nonce this long before it expires, so a click never sends a dead one. */
const NONCE_MARGIN_MS = 30_000;

interface GoogleSignInButtonProps {
  clientId: string;
  text: 'signin_with' | 'signup_with';
  onIdToken: (idToken: string, nonce: string) => void;
}

/**
 * Google's own button (Identity Services renders it). Google takes the nonce when the
 * button is set up, so each round fetches a fresh one; a round ends when the nonce is
 * spent (a credential came back) or about to expire.
 */
export function GoogleSignInButton({ clientId, text, onIdToken }: GoogleSignInButtonProps) {
  const { t, i18n } = useTranslation('auth');
  const { google } = useIdentityAdapters();
  const container = useRef<HTMLDivElement>(null);
  const [round, setRound] = useState(0);
  const [failedRound, setFailedRound] = useState<number | null>(null);
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';

  const credential = useEffectEvent((idToken: string, nonce: string) => {
    setRound((r) => r + 1);
    onIdToken(idToken, nonce);
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    let renew: ReturnType<typeof setTimeout> | undefined;
    getOidcNonce()
      .then(async ({ nonce, expiresAt }) => {
        if (cancelled) return;
        const removeButton = await google.renderButton({
          clientId,
          nonce,
          container: element,
          locale: language,
          text,
          onCredential: (idToken) => credential(idToken, nonce),
        });
        if (cancelled) return removeButton();
        remove = removeButton;
        const lifetime = Math.max(NONCE_MARGIN_MS, Date.parse(expiresAt) - Date.now() - NONCE_MARGIN_MS);
        renew = setTimeout(() => setRound((r) => r + 1), lifetime);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        logger.warn('Google sign-in is unavailable', error);
        setFailedRound(round);
      });
    return () => {
      cancelled = true;
      clearTimeout(renew);
      remove?.();
    };
  }, [clientId, google, language, round, text]);

  return (
    <div className="auth-provider auth-google">
      <div ref={container} className="auth-google-button" hidden={failedRound === round} />
      {failedRound === round && (
        <p className="auth-provider-unavailable muted">
          {t('social.googleUnavailable')}{' '}
          <button type="button" className="auth-link-button" onClick={() => setRound((r) => r + 1)}>
            {t('social.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
