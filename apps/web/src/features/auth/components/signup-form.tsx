import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@playeats/domain/country';
import { currentLanguage } from '../../../lib/i18n.ts';
import { clearPendingCode, readPendingCode } from '../../../lib/pending-codes.ts';
import { useSignup } from '../api/signup.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { signupDetails, signupDetailsChecks } from '../signup-details.ts';
import { emailError, newPasswordError, passwordStrength } from '../validation.ts';
import { CodesFields, type CodesValue } from './codes-fields.tsx';
import { CountryField } from './country-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TermsField } from './terms-field.tsx';
import { EmailField } from './email-field.tsx';

/** The e-mail, password, country, terms and codes of a new account; 202 sends the activation e-mail. */
export function SignupForm({ onAccepted }: { onAccepted: (email: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const form = useRef<HTMLFormElement>(null);
  const { errors, fail, check, onEdit } = useFormErrors(form);
  const signup = useSignup();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState<CountryCode | ''>('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [codes, setCodes] = useState<CodesValue>(() => ({
    promoCode: readPendingCode('promo') ?? '',
    referrerCode: readPendingCode('referrer') ?? '',
  }));
  const strength = password ? passwordStrength(password) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = check({
      email: emailError(email),
      password: newPasswordError(password),
      ...signupDetailsChecks({ country, acceptTerms, codes }),
    });
    if (!valid || !country) return;
    signup.mutate(
      { email: email.trim(), password, ...signupDetails(country, codes, currentLanguage(i18n)) },
      {
        onSuccess: () => {
          // The referral is recorded with the account; the promo code stays for the
          // after-sign-in hook, which applies it once (spec section 4).
          clearPendingCode('referrer');
          onAccepted(email.trim());
        },
        onError: fail,
      },
    );
  };

  return (
    <form ref={form} className="auth-form" noValidate onChange={onEdit} onSubmit={submit}>
      <FormAlert>{errors.alert}</FormAlert>
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
      <PasswordField
        label={t('fields.newPassword')}
        name="password"
        autoComplete="new-password"
        hint={
          <>
            {t('signup.passwordHint')}{' '}
            <span className="auth-strength" data-strength={strength ?? 'none'} aria-live="polite">
              {strength ? t(`signup.strength.${strength}`) : ''}
            </span>
          </>
        }
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        required
      />
      <CountryField value={country} onChange={setCountry} error={errors.fields.country} />
      <CodesFields value={codes} onChange={setCodes} errors={errors.fields} />
      <TermsField checked={acceptTerms} onChange={setAcceptTerms} error={errors.fields.acceptTerms} />
      <SubmitButton pending={signup.isPending} pendingLabel={t('signup.submitting')}>
        {t('signup.submit')}
      </SubmitButton>
    </form>
  );
}
