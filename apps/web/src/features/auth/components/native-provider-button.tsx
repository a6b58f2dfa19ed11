import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemName } from '../../../lib/problem-basics.ts';
import type { OidcProvider } from '../api/oidc-sign-in.ts';
import { startNativeOidc } from '../api/start-native-oidc.ts';
import type { SystemBrowserSignIn } from '../identity/identity-context.ts';
import { signInWithSystemBrowser, type NativeCode } from '../identity/native-sign-in.ts';
import { GoogleLogo, MicrosoftLogo } from './provider-logos.tsx';

interface NativeProviderButtonProps {
  provider: OidcProvider;
  mode: 'login' | 'signup';
  systemBrowser: SystemBrowserSignIn;
  disabled?: boolean;
  onCode: (code: NativeCode) => void;
  onError: (error: unknown) => void;
}

const LABELS = {
  google: { login: 'social.google', signup: 'social.googleSignup', working: 'social.googleWorking' },
  microsoft: { login: 'social.microsoft', signup: 'social.microsoftSignup', working: 'social.microsoftWorking' },
} as const;

/**
 * "Sign in with Google / Microsoft" in the iOS and Android apps (decision 0032): the
 * provider's page in the system browser, back through the app's redirect. Closing the
 * browser or declining there is a cancellation (no message); a provider without a client
 * for this app says it is unavailable, as on the web.
 */
export function NativeProviderButton({
  provider,
  mode,
  systemBrowser,
  disabled = false,
  onCode,
  onError,
}: NativeProviderButtonProps) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // A second tap starts again (the first then ends as cancelled): the person may have come
  // back to the app without closing the browser, which reports nothing.
  const attempt = useRef(0);

  const signIn = async () => {
    const current = ++attempt.current;
    setBusy(true);
    try {
      onCode(
        await signInWithSystemBrowser(provider, systemBrowser.app, {
          start: startNativeOidc,
          authorize: (request) => systemBrowser.authorize(request),
        }),
      );
    } catch (error) {
      if (problemName(error) === 'NotFoundException') setUnavailable(true);
      else onError(error);
    } finally {
      if (attempt.current === current) setBusy(false);
    }
  };

  if (unavailable) {
    return (
      <p className="auth-provider-unavailable muted">
        {t(provider === 'google' ? 'social.googleUnavailable' : 'social.microsoftUnavailable')}
      </p>
    );
  }
  const labels = LABELS[provider];
  return (
    <button
      type="button"
      className="btn btn-secondary btn-block auth-provider-button"
      onClick={() => void signIn()}
      disabled={disabled}
      aria-busy={busy}
    >
      {provider === 'google' ? <GoogleLogo /> : <MicrosoftLogo />}
      {busy ? t(labels.working) : t(mode === 'signup' ? labels.signup : labels.login)}
    </button>
  );
}
