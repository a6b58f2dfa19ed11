import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantProfileInput } from '@playeats/contracts/admin-restaurants';
import { WEEKDAY_VALUES } from '@playeats/contracts/restaurants';
import { useCuisines } from '../../../lib/api/cuisines.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { invalidFields } from '../../../lib/problem-basics.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import {
  fieldOfProblem,
  profileBody,
  type ProfileField,
  type ProfileValues,
  type Weekday,
  withField,
} from './profile-form-model.ts';

export interface RestaurantFormProps {
  initial: ProfileValues;
  submitLabel: string;
  busy: boolean;
  /** The last save's failure: its problem details name the fields. */
  error: unknown;
  onSubmit: (body: RestaurantProfileInput) => void;
}

/** A restaurant's profile: name, reference, cuisines, address (geocoded when no position), hours, terms. */
export function RestaurantForm({ initial, submitLabel, busy, error, onSubmit }: RestaurantFormProps) {
  const { t, i18n } = useTranslation('admin-restaurants');
  const { t: tAdmin } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const cuisines = useCuisines();
  const language = currentLanguage(i18n);

  const serverErrors: Partial<Record<ProfileField, string>> = {};
  for (const [name, reason] of Object.entries(invalidFields(error))) {
    const field = fieldOfProblem(name);
    if (field && !serverErrors[field]) serverErrors[field] = reason;
  }
  const errorOf = (field: ProfileField) => localErrors[field] ?? serverErrors[field] ?? null;
  const set = <K extends ProfileField>(field: K, value: ProfileValues[K]) =>
    setValues((v) => withField(v, field, value));
  const text = (
    field: ProfileField,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; required?: boolean } = {},
  ) => (
    <AdminTextField
      label={t(`form.${field}`)}
      value={values[field] as string}
      error={errorOf(field)}
      onChange={(event) => set(field, event.target.value as never)}
      {...extra}
    />
  );
  const setRanges = (day: Weekday, ranges: ProfileValues['hours'][Weekday]) =>
    setValues((v) => ({ ...v, hours: { ...v.hours, [day]: ranges } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = profileBody(values);
    if ('errors' in result) {
      setLocalErrors(
        Object.fromEntries(Object.entries(result.errors).map(([f, kind]) => [f, t(`form.invalid.${kind}`)])),
      );
      return;
    }
    setLocalErrors({});
    onSubmit(result.body);
  };

  return (
    <form className="admin-form restaurant-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t('form.identity')}</legend>
        {text('name', { required: true })}
        {text('externalRef', { hint: t('form.externalRefHint') })}
        <div className="admin-toggles">
          <label>
            <input type="checkbox" checked={values.isPartner} onChange={(e) => set('isPartner', e.target.checked)} />{' '}
            {t('form.isPartner')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.orderingEnabled}
              onChange={(e) => set('orderingEnabled', e.target.checked)}
            />{' '}
            {t('form.orderingEnabled')}
          </label>
        </div>
      </fieldset>

      <fieldset aria-describedby={errorOf('cuisines') ? 'restaurant-cuisines-error' : undefined}>
        <legend>{t('form.cuisines')}</legend>
        <div className="restaurant-form__cuisines">
          {(cuisines.data ?? []).map((c) => (
            <label key={c.slug}>
              <input
                type="checkbox"
                checked={values.cuisines.includes(c.slug)}
                onChange={(e) =>
                  set(
                    'cuisines',
                    e.target.checked ? [...values.cuisines, c.slug] : values.cuisines.filter((s) => s !== c.slug),
                  )
                }
              />{' '}
              {c.labels[language]}
            </label>
          ))}
        </div>
        {errorOf('cuisines') && (
          <p id="restaurant-cuisines-error" className="ordering-field-error">
            {errorOf('cuisines')}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('form.address')}</legend>
        {text('street')}
        <div className="admin-grid">
          {text('city')}
          {text('region', { hint: t('form.regionHint') })}
          {text('postalCode')}
          <AdminSelect
            label={t('form.country')}
            value={values.country}
            onChange={(value) => set('country', value as ProfileValues['country'])}
            options={[
              { value: 'CANADA', label: t('form.countries.CANADA') },
              { value: 'UNITED_STATES', label: t('form.countries.UNITED_STATES') },
            ]}
          />
        </div>
        <p className="muted">{t('form.positionHint')}</p>
        <div className="admin-grid">
          {text('lat', { inputMode: 'decimal' })}
          {text('lng', { inputMode: 'decimal' })}
          {text('timeZone', { hint: t('form.timeZoneHint') })}
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('form.hours')}</legend>
        <p className="muted">{t('form.hoursHint')}</p>
        {errorOf('hours') && <p className="ordering-field-error">{errorOf('hours')}</p>}
        <ul className="restaurant-form__hours">
          {WEEKDAY_VALUES.map((day) => (
            <li key={day}>
              <span className="restaurant-form__day">{t(`days.${day}`)}</span>
              {values.hours[day].length === 0 && <span className="muted">{t('form.closed')}</span>}
              {values.hours[day].map((range, i) => (
                <span key={i} className="restaurant-form__range">
                  <label>
                    <span className="visually-hidden">{t('form.opens', { day: t(`days.${day}`) })}</span>
                    <input
                      type="time"
                      className="ordering-input"
                      value={range.opens}
                      onChange={(e) =>
                        setRanges(
                          day,
                          values.hours[day].map((r, j) => (j === i ? { ...r, opens: e.target.value } : r)),
                        )
                      }
                    />
                  </label>
                  –
                  <label>
                    <span className="visually-hidden">{t('form.closes', { day: t(`days.${day}`) })}</span>
                    <input
                      type="time"
                      className="ordering-input"
                      value={range.closes}
                      onChange={(e) =>
                        setRanges(
                          day,
                          values.hours[day].map((r, j) => (j === i ? { ...r, closes: e.target.value } : r)),
                        )
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() =>
                      setRanges(
                        day,
                        values.hours[day].filter((_, j) => j !== i),
                      )
                    }
                  >
                    {t('form.remove')}
                    <span className="visually-hidden"> {t('form.removeRange', { day: t(`days.${day}`) })}</span>
                  </button>
                </span>
              ))}
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setRanges(day, [...values.hours[day], { opens: '11:00', closes: '22:00' }])}
              >
                {t('form.addRange', { day: t(`days.${day}`) })}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend>{t('form.terms')}</legend>
        <div className="admin-grid">
          {text('deliveryRadiusKm', { inputMode: 'decimal' })}
          {text('deliveryFee', { inputMode: 'decimal', hint: t('form.amountHint') })}
          {text('minimumOrder', { inputMode: 'decimal', hint: t('form.amountHint') })}
          {text('preparationMinutes', { inputMode: 'numeric' })}
        </div>
        {text('imageUrl', { hint: t('form.imageUrlHint') })}
      </fieldset>

      {error !== null && error !== undefined && (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(error, tAdmin)}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
