import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, displayCountry, type CountryCode } from '@playeats/domain/country';

interface CountryFieldProps {
  value: CountryCode | '';
  onChange: (value: CountryCode | '') => void;
  error?: string | null;
}

/** United States or Canada, the two countries PlayEats serves; no default, the person says which. */
export function CountryField({ value, onChange, error }: CountryFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('fields.country')}</label>
      <select
        id={id}
        name="country"
        className="auth-input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as CountryCode | '')}
      >
        <option value="">{t('fields.countryPlaceholder')}</option>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {displayCountry(code)}
          </option>
        ))}
      </select>
      <p id={errorId} className="auth-field-error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
