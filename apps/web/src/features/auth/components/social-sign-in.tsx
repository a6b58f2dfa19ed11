import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '@playeats/contracts/auth';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { selectEnv } from '../auth-slice.ts';
import { oidcCodeSignIn } from '../api/oidc-code-sign-in.ts';
import { oidcSignIn, type OidcProvider, type SocialSignupDetails } from '../api/oidc-sign-in.ts';
import { useIdentityAdapters } from '../identity/identity-context.ts';
import type { NativeCode } from '../identity/native-sign-in.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { expectedErrors } from '../sign-in-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { MicrosoftSignInButton } from './microsoft-sign-in-button.tsx';
import { NativeProviderButton } from './native-provider-button.tsx';

interface SocialSignInProps {
  mode: 'login' | 'signup';
  /** Sign-up mode: country, terms and codes, asked before the provider runs. */
  details?: SocialSignupDetails | null;
  onSession: (session: SessionDto) => void;
  /** The identity is new and no details were sent (422): ask for them, then run the provider again. */
  onSignupRequired?: () => void;
}

/** Sign-up details ride along a Microsoft redirect in MSAL's `state`. */
function detailsFromState(state: string | null): SocialSignupDetails | null {
  if (!state) return null;
  try {
    const parsed = JSON.parse(state) as { details?: SocialSignupDetails };
    return parsed.details?.acceptTerms === true ? parsed.details : null;
  } catch {
    return null;
  }
}

/** The client ids come from the environment settings; a provider without one is not shown. */
export function useSocialProviders() {
  const env = useAppSelector(selectEnv);
  return { googleClientId: env?.googleClientId ?? null, microsoftClientId: env?.microsoftClientId ?? null };
}

/**
 * Google and Microsoft buttons, and what happens with the ID token they give. In the iOS
 * and Android apps the providers' web SDKs cannot run: the buttons open the system browser
 * and hand the server the code it brings back (decision 0032).
 */
export function SocialSignIn({ mode, details = null, onSession, onSignupRequired }: SocialSignInProps) {
  const { t, i18n } = useTranslation('auth');
  const { showError } = useErrorDialog();
  const { googleClientId, microsoftClientId } = useSocialProviders();
  const { systemBrowser } = useIdentityAdapters();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!googleClientId && !microsoftClientId) return null;

  const fail = (error: unknown) => {
    const expected = expectedErrors(error, t, i18n.language);
    if (expected?.alert) setAlert(expected.alert);
    else showError(error);
  };

  const complete = async (
    signIn: (signupDetails: SocialSignupDetails | null) => Promise<SessionDto>,
    carried?: SocialSignupDetails | null,
  ) => {
    setAlert(null);
    setPending(true);
    try {
      onSession(await signIn(carried ?? (mode === 'signup' ? details : null)));
    } catch (error) {
      if (problemName(error) === 'SignupDetailsRequiredException' && onSignupRequired) onSignupRequired();
      else fail(error);
    } finally {
      setPending(false);
    }
  };

  const submit = async (
    provider: OidcProvider,
    idToken: string,
    nonce: string | null,
    carried?: SocialSignupDetails | null,
  ) => {
    if (!nonce) return fail(new Error('ID token without nonce'));
    await complete((signupDetails) => oidcSignIn({ provider, idToken, nonce, details: signupDetails }), carried);
  };
  const submitCode = (provider: OidcProvider, code: NativeCode) =>
    complete((signupDetails) => oidcCodeSignIn({ provider, ...code, details: signupDetails }));

  const ready = mode === 'login' || details !== null;
  const nativeButton = (provider: OidcProvider) =>
    systemBrowser && (
      <NativeProviderButton
        provider={provider}
        mode={mode}
        systemBrowser={systemBrowser}
        disabled={!ready || pending}
        onCode={(code) => void submitCode(provider, code)}
        onError={fail}
      />
    );
  return (
    <div className="auth-social" aria-busy={pending}>
      <FormAlert>{alert}</FormAlert>
      <div className="auth-provider-list">
        {googleClientId && systemBrowser && nativeButton('google')}
        {googleClientId && !systemBrowser && ready && (
          <GoogleSignInButton
            clientId={googleClientId}
            text={mode === 'signup' ? 'signup_with' : 'signin_with'}
            onIdToken={(idToken, nonce) => void submit('google', idToken, nonce)}
          />
        )}
        {microsoftClientId && systemBrowser && nativeButton('microsoft')}
        {microsoftClientId && !systemBrowser && (
          <MicrosoftSignInButton
            clientId={microsoftClientId}
            disabled={!ready || pending}
            {...(details ? { state: JSON.stringify({ details }) } : {})}
            onResult={(result) =>
              void submit('microsoft', result.idToken, result.nonce, detailsFromState(result.state))
            }
            onError={fail}
          />
        )}
      </div>
      {pending && (
        <p role="status" className="muted">
          {t('social.signingIn')}
        </p>
      )}
    </div>
  );
}
