import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from './checkbox-field.tsx';

interface TermsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/** "I accept the terms and the privacy policy", both readable in a new tab without losing the form. */
export function TermsField({ checked, onChange, error }: TermsFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <CheckboxField
      name="acceptTerms"
      checked={checked}
      onChange={onChange}
      error={error ?? null}
      required
      label={
        <Trans
          t={t}
          i18nKey="fields.terms"
          components={{
            terms: <Link to="/terms" target="_blank" rel="noopener" />,
            privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
            hint: <span className="visually-hidden" />,
          }}
        />
      }
    />
  );
}
