import type { CountryCode } from '@playeats/domain/country';
import type { Language } from '../../lib/i18n.ts';
import type { SocialSignupDetails } from './api/oidc-sign-in.ts';
import type { CodesValue } from './components/codes-fields.tsx';
import { optionalCodeError } from './validation.ts';

/**
 * What every new account gives besides how it signs in (an e-mail and password, or a
 * Google or Microsoft identity): the country, the terms accepted, and the promo and
 * referral codes, if any.
 */
export interface SignupDetailsInput {
  country: CountryCode | '';
  acceptTerms: boolean;
  codes: CodesValue;
}

/** The checks of the details, as the form's checks take them: a key of the auth namespace, or null. */
export function signupDetailsChecks({
  country,
  acceptTerms,
  codes,
}: SignupDetailsInput): Record<string, string | null> {
  return {
    country: country ? null : 'errors.countryRequired',
    acceptTerms: acceptTerms ? null : 'errors.termsRequired',
    promoCode: optionalCodeError(codes.promoCode),
    referrerCode: optionalCodeError(codes.referrerCode),
  };
}

/** The checked details as the server takes them: in the app's language, a code only when one was typed. */
export function signupDetails(country: CountryCode, codes: CodesValue, language: Language): SocialSignupDetails {
  const promoCode = codes.promoCode.trim();
  const referrerCode = codes.referrerCode.trim();
  return {
    country,
    language,
    acceptTerms: true,
    ...(promoCode ? { promoCode } : {}),
    ...(referrerCode ? { referrerCode } : {}),
  };
}
