import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

export interface CodesValue {
  promoCode: string;
  referrerCode: string;
}

interface CodesFieldsProps {
  value: CodesValue;
  onChange: (value: CodesValue) => void;
  errors: Record<string, string>;
}

/** Optional promo and referral codes, prefilled from a shared link (lib/pending-codes.ts). */
export function CodesFields({ value, onChange, errors }: CodesFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('fields.codesLegend')}</legend>
      <TextField
        label={t('fields.promoCode')}
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value.promoCode}
        onChange={(event) => onChange({ ...value, promoCode: event.target.value })}
        error={errors.promoCode}
      />
      <TextField
        label={t('fields.referrerCode')}
        name="referrerCode"
        autoComplete="off"
        spellCheck={false}
        value={value.referrerCode}
        onChange={(event) => onChange({ ...value, referrerCode: event.target.value })}
        error={errors.referrerCode}
      />
    </fieldset>
  );
}
