import { useRef, useState, type FormEvent } from 'react';
import type { GeocodeCandidateDto } from '@playeats/contracts/geocoding';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LINE_MAX,
  type AddressCountry,
  type AddressDto,
  type CreateAddressRequest,
} from '@playeats/contracts/addresses';
import type { MapTiles } from '@playeats/contracts/settings';
import { COUNTRY_CODES, displayCountry } from '@playeats/domain/country';
import { FormField } from '../form/form-field.tsx';
import {
  addressFormErrors,
  FIELD_ORDER,
  notFoundField,
  notFoundMessage,
  type FieldName,
} from './address-form-model.ts';
import { fieldsOfCandidate, placeOfCandidate, positionToSend, type KeptPlace } from './address-place.ts';
import { AddressPin } from './address-pin.tsx';
import { LocateButton } from './locate-button.tsx';
import { RegionFields } from './region-fields.tsx';
import { StreetCombobox } from './street-combobox.tsx';
import './address-form.css';

export type AddressFormValues = Omit<CreateAddressRequest, 'makeDefault'> & { makeDefault: boolean };

export interface AddressFormProps {
  /** The address being edited; a new one otherwise. */
  initial?: AddressDto;
  defaultCountry?: AddressCountry;
  /** Offers "Make this my default address" (new addresses only: the list has its own button). */
  offerDefault?: boolean;
  saving?: boolean;
  submitLabel: string;
  /** `refuse`: hand it the save's failure; a field the server could not place is shown under it. */
  onSubmit: (values: AddressFormValues, refuse: (error: unknown) => void) => void;
  onCancel: () => void;
  /** The map tiles for the pin (the settings'); absent: the pin on a plain background. */
  tiles?: MapTiles | null | undefined;
  /** The person's known location: suggestions near it come first. */
  near?: { lat: number; lng: number } | null;
}

/** Typing over these drops the kept position: the server then places the address again. */
const PLACE_FIELDS: readonly string[] = ['line1', 'city', 'region', 'postalCode'];

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * A delivery address in the United States or Canada: street (with suggestions as one
 * types, or "Use my location"), city, state or province, ZIP or postal code, a note for
 * the courier, and the pin to move to the door. The country rules are checked here as the
 * server checks them (address-form-model.ts).
 */
export function AddressForm({
  initial,
  defaultCountry = 'UNITED_STATES',
  offerDefault = false,
  saving = false,
  submitLabel,
  onSubmit,
  onCancel,
  tiles,
  near = null,
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
  const [place, setPlace] = useState<KeptPlace | null>(
    initial
      ? { position: { lat: initial.lat, lng: initial.lng }, precision: initial.precision, source: 'saved' }
      : null,
  );
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (PLACE_FIELDS.includes(name)) setPlace(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = addressFormErrors(values, country, t);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      focus(first);
      return;
    }
    const position = positionToSend(place);
    onSubmit(
      {
        label: orNull(values.label),
        line1: values.line1.trim(),
        line2: orNull(values.line2),
        city: values.city.trim(),
        region: values.region,
        postalCode: values.postalCode.trim(),
        country,
        instructions: orNull(values.instructions),
        makeDefault,
        ...(position ? { position } : {}),
      },
      refuse,
    );
  };
  const focus = (name: FieldName) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  // 422 AddressNotFoundException: the geocoder could not place the city or the postal code.
  const refuse = (error: unknown) => {
    const field = notFoundField(error);
    if (!field) return;
    setErrors({ [field]: notFoundMessage(field, country, t) });
    focus(field);
  };

  const choose = (candidate: GeocodeCandidateDto, kept: KeptPlace) => {
    setCountry(candidate.country);
    setValues((v) => fieldsOfCandidate(v, candidate));
    setPlace(kept);
    setErrors({});
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
              setPlace(null);
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
      <LocateButton
        onFound={(candidate, position) => choose(candidate, { position, precision: 'street', source: 'device' })}
      />
      <FormField label={t('address.line1')} hint={t('address.suggest.hint')} error={errors.line1}>
        {(ids) => (
          <StreetCombobox
            ids={ids}
            value={values.line1}
            context={{ country, near: place?.position ?? near }}
            onType={set('line1')}
            onPick={(candidate) => choose(candidate, placeOfCandidate(candidate))}
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
      <RegionFields
        country={country}
        region={values.region}
        postalCode={values.postalCode}
        errors={errors}
        onRegion={set('region')}
        onPostalCode={set('postalCode')}
      />
      {place && <AddressPin tiles={tiles} place={place} onMove={setPlace} />}
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
