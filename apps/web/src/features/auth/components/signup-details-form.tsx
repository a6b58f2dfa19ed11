import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@playeats/domain/country';
import { currentLanguage } from '../../../lib/i18n.ts';
import { readPendingCode } from '../../../lib/pending-codes.ts';
import type { SocialSignupDetails } from '../api/oidc-sign-in.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { signupDetails, signupDetailsChecks } from '../signup-details.ts';
import { CodesFields, type CodesValue } from './codes-fields.tsx';
import { CountryField } from './country-field.tsx';
import { TermsField } from './terms-field.tsx';

/**
 * What a Google or Microsoft sign-up needs besides the ID token, asked before the
 * provider runs: an ID token's nonce is single use, so it cannot wait for these.
 */
export function SignupDetailsForm({
  initial,
  onDone,
}: {
  initial: SocialSignupDetails | null;
  onDone: (details: SocialSignupDetails) => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const form = useRef<HTMLFormElement>(null);
  const { errors, check, onEdit } = useFormErrors(form);
  const [country, setCountry] = useState<CountryCode | ''>(initial?.country ?? '');
  const [acceptTerms, setAcceptTerms] = useState(initial?.acceptTerms ?? false);
  const [codes, setCodes] = useState<CodesValue>(() => ({
    promoCode: initial?.promoCode ?? readPendingCode('promo') ?? '',
    referrerCode: initial?.referrerCode ?? readPendingCode('referrer') ?? '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = check(signupDetailsChecks({ country, acceptTerms, codes }));
    if (!valid || !country) return;
    onDone(signupDetails(country, codes, currentLanguage(i18n)));
  };

  return (
    <form ref={form} className="auth-form" noValidate onChange={onEdit} onSubmit={submit}>
      <CountryField value={country} onChange={setCountry} error={errors.fields.country} />
      <CodesFields value={codes} onChange={setCodes} errors={errors.fields} />
      <TermsField checked={acceptTerms} onChange={setAcceptTerms} error={errors.fields.acceptTerms} />
      <button type="submit" className="btn btn-primary btn-block">
        {t('socialSignup.continue')}
      </button>
    </form>
  );
}
