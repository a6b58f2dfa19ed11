import { useTranslation } from 'react-i18next';
import { regionCodes, type AddressCountry } from '@playeats/contracts/addresses';
import { FormField } from '../form/form-field.tsx';
import type { FieldName } from './address-form-model.ts';

export interface RegionFieldsProps {
  country: AddressCountry;
  region: string;
  postalCode: string;
  errors: Partial<Record<FieldName, string>>;
  onRegion: (value: string) => void;
  onPostalCode: (value: string) => void;
}

/** The state or province (from the country's list) and the ZIP or postal code, side by side. */
export function RegionFields({ country, region, postalCode, errors, onRegion, onPostalCode }: RegionFieldsProps) {
  const { t } = useTranslation('ordering');
  const canada = country === 'CANADA';
  return (
    <div className="ordering-field-row">
      <FormField label={t(canada ? 'address.province' : 'address.state')} error={errors.region}>
        {(ids) => (
          <select
            {...ids}
            name="region"
            className="ordering-input"
            autoComplete="address-level1"
            required
            value={region}
            onChange={(e) => onRegion(e.target.value)}
          >
            <option value="">{t('address.choose')}</option>
            {regionCodes(country).map((code) => (
              <option key={code} value={code}>
                {t(`regions.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t(canada ? 'address.postalCode' : 'address.zip')}
        hint={t(canada ? 'address.postalCodeHint' : 'address.zipHint')}
        error={errors.postalCode}
      >
        {(ids) => (
          <input
            {...ids}
            name="postalCode"
            className="ordering-input"
            autoComplete="postal-code"
            required
            maxLength={12}
            value={postalCode}
            onChange={(e) => onPostalCode(e.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
