import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LINE_MAX,
  addressFieldIssues,
  regionCodes,
  type AddressCountry,
  type AddressDto,
  type CreateAddressRequest,
} from '@playeats/contracts/addresses';
import { COUNTRY_CODES, displayCountry } from '@playeats/domain/country';
import { FormField } from '../form/form-field.tsx';

export type AddressFormValues = Omit<CreateAddressRequest, 'makeDefault'> & { makeDefault: boolean };

export interface AddressFormProps {
  /** The address being edited; a new one otherwise. */
  initial?: AddressDto;
  defaultCountry?: AddressCountry;
  /** Offers "Make this my default address" (new addresses only: the list has its own button). */
  offerDefault?: boolean;
  saving?: boolean;
  submitLabel: string;
  onSubmit: (values: AddressFormValues) => void;
  onCancel: () => void;
}

type FieldName = 'line1' | 'city' | 'region' | 'postalCode';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * A delivery address in the United States or Canada: street, city, state or province
 * (from the country's list), ZIP or postal code, and a note for the courier. The country
 * rules (region, postal code format) are checked here as the server checks them, so most
 * mistakes are pointed out beside the field before anything is sent.
 */
export function AddressForm({
  initial,
  defaultCountry = 'UNITED_STATES',
  offerDefault = false,
  saving = false,
  submitLabel,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const { t } = useTranslation('ordering');
  const formRef = useRef<HTMLFormElement>(null);
  const [country, setCountry] = useState<AddressCountry>(initial?.country ?? defaultCountry);
  const [values, setValues] = useState({
    label: initial?.label ?? '',
    line1: initial?.line1 ?? '',
    line2: initial?.line2 ?? '',
    city: initial?.city ?? '',
    region: initial?.region ?? '',
    postalCode: initial?.postalCode ?? '',
    instructions: initial?.instructions ?? '',
  });
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const canada = country === 'CANADA';

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.line1.trim()) found.line1 = t('address.errors.line1');
    if (!values.city.trim()) found.city = t('address.errors.city');
    if (!values.region) found.region = t(canada ? 'address.errors.province' : 'address.errors.state');
    if (!values.postalCode.trim()) found.postalCode = t(canada ? 'address.errors.postalCode' : 'address.errors.zip');
    if (found.region || found.postalCode) return found;
    for (const issue of addressFieldIssues({ country, region: values.region, postalCode: values.postalCode })) {
      if (issue.field === 'region') found.region = t(canada ? 'address.errors.province' : 'address.errors.state');
      else if (issue.reason.startsWith('not a postal code of')) found.postalCode = t('address.errors.postalCodeRegion');
      else found.postalCode = t(canada ? 'address.errors.postalCode' : 'address.errors.zip');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['line1', 'city', 'region', 'postalCode'] as const).find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({
      label: orNull(values.label),
      line1: values.line1.trim(),
      line2: orNull(values.line2),
      city: values.city.trim(),
      region: values.region,
      postalCode: values.postalCode.trim(),
      country,
      instructions: orNull(values.instructions),
      makeDefault,
    });
  };

  const optional = t('address.optional');
  return (
    <form ref={formRef} className="ordering-form" onSubmit={submit} noValidate>
      <FormField label={t('address.label')} hint={t('address.labelHint')} optional optionalText={optional}>
        {(ids) => (
          <input
            {...ids}
            name="label"
            className="ordering-input"
            maxLength={ADDRESS_LABEL_MAX}
            value={values.label}
            onChange={(e) => set('label')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('address.country')}>
        {(ids) => (
          <select
            {...ids}
            name="country"
            className="ordering-input"
            autoComplete="country"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value as AddressCountry);
              setValues((v) => ({ ...v, region: '' }));
            }}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {displayCountry(code)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('address.line1')} error={errors.line1}>
        {(ids) => (
          <input
            {...ids}
            name="line1"
            className="ordering-input"
            autoComplete="address-line1"
            required
            maxLength={ADDRESS_LINE_MAX}
            value={values.line1}
            onChange={(e) => set('line1')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('address.line2')} optional optionalText={optional}>
        {(ids) => (
          <input
            {...ids}
            name="line2"
            className="ordering-input"
            autoComplete="address-line2"
            maxLength={ADDRESS_LINE_MAX}
            value={values.line2}
            onChange={(e) => set('line2')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('address.city')} error={errors.city}>
        {(ids) => (
          <input
            {...ids}
            name="city"
            className="ordering-input"
            autoComplete="address-level2"
            required
            maxLength={ADDRESS_CITY_MAX}
            value={values.city}
            onChange={(e) => set('city')(e.target.value)}
          />
        )}
      </FormField>
      <div className="ordering-field-row">
        <FormField label={t(canada ? 'address.province' : 'address.state')} error={errors.region}>
          {(ids) => (
            <select
              {...ids}
              name="region"
              className="ordering-input"
              autoComplete="address-level1"
              required
              value={values.region}
              onChange={(e) => set('region')(e.target.value)}
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
              value={values.postalCode}
              onChange={(e) => set('postalCode')(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('address.instructions')}
        hint={t('address.instructionsHint')}
        optional
        optionalText={optional}
      >
        {(ids) => (
          <textarea
            {...ids}
            name="instructions"
            className="ordering-input"
            rows={2}
            maxLength={ADDRESS_INSTRUCTIONS_MAX}
            value={values.instructions}
            onChange={(e) => set('instructions')(e.target.value)}
          />
        )}
      </FormField>
      {offerDefault && (
        <label className="ordering-checkbox">
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
          {t('address.makeDefault')}
        </label>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('actions.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
