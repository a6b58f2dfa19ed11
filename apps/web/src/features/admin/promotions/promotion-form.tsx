import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorText } from '../api/admin-error.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import { fromLocalDateTime, toLocalDateTime } from '../components/local-time.ts';
import { changedValues, type FormValues } from './use-promotion-editor.ts';

/**
 * An amount as the admin types it: whole bucks, or promo dollars (sent in cents). What is
 * not a number goes as NaN (null in JSON): the server's problem names the field.
 */
export function amountFromInput(currency: string, typed: string): number {
  const n = Number(typed.trim().replace(',', '.'));
  return currency === 'PROMO_CENTS' ? Math.round(n * 100) : n;
}

/** An amount as the form shows it: bucks as they are, promo cents in dollars. */
export function amountToInput(currency: string, amount: number): string {
  return String(currency === 'PROMO_CENTS' ? amount / 100 : amount);
}

/** The fields every promotion's form has: its window (local time) and the reason for the audit log. */
export function windowValues(item?: { startsAt: string; endsAt: string }): FormValues {
  return { startsAt: toLocalDateTime(item?.startsAt), endsAt: toLocalDateTime(item?.endsAt), reason: '' };
}

/**
 * What to send: on create (`initial` null) every value, on edit those that changed; with
 * the window and the reason already in the body. `has(names…)`: whether any was given.
 */
export function bodyParts(values: FormValues, initial: FormValues | null) {
  const given = initial ? changedValues(initial, values) : values;
  const has = (...names: string[]) => names.some((n) => n in given);
  const common = {
    ...(has('startsAt') ? { startsAt: fromLocalDateTime(values.startsAt!) } : {}),
    ...(has('endsAt') ? { endsAt: fromLocalDateTime(values.endsAt!) } : {}),
    ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
  };
  return { has, common };
}

/** What a field of the form is given: its value, the server's word on it, and how it changes. */
export interface FieldProps {
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
}

/** The form's values, and each field's props (its error from the server's invalidParams, by name). */
export function useFormFields(initial: FormValues, fieldErrors: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const choose = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = (name: string): FieldProps => ({
    value: values[name] ?? '',
    error: fieldErrors[name] ?? null,
    onChange: (event) => choose(name)(event.target.value),
  });
  return { values, field, choose };
}

/** A currency and an amount in it (a promo code's value, a challenge's reward); fixed once used. */
export function AmountFields({
  names,
  label,
  form,
  disabled,
}: {
  names: { currency: string; amount: string };
  label: string;
  form: ReturnType<typeof useFormFields>;
  disabled: boolean;
}) {
  const { t } = useTranslation('admin-promotions');
  const bucks = form.values[names.currency] === 'BUCKS';
  return (
    <>
      <AdminSelect
        label={t('form.currency')}
        disabled={disabled}
        options={[
          { value: 'BUCKS', label: t('form.bucks') },
          { value: 'PROMO_CENTS', label: t('form.promoDollars') },
        ]}
        {...form.field(names.currency)}
        onChange={form.choose(names.currency)}
      />
      <AdminTextField
        label={label}
        hint={bucks ? t('form.amountBucksHint') : t('form.amountDollarsHint')}
        inputMode="decimal"
        disabled={disabled}
        {...form.field(names.amount)}
      />
    </>
  );
}

/**
 * A promo code's or a challenge's form: its fields, then the reason kept in the audit log,
 * then Save. The browser checks nothing: the server's problem details say what is wrong,
 * above the form and under each field it names.
 */
export function PromotionForm({
  label,
  submitLabel,
  busy,
  error,
  field,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  field: (name: string) => FieldProps;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-promotions');
  const { t: tAdmin } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label={label}>
      {error ? (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(error, tAdmin)}
        </p>
      ) : null}
      {children}
      <fieldset>
        <legend>{t('form.window')}</legend>
        <AdminTextField label={t('form.startsAt')} type="datetime-local" {...field('startsAt')} />
        <AdminTextField label={t('form.endsAt')} type="datetime-local" {...field('endsAt')} />
      </fieldset>
      <AdminTextField label={t('form.reason')} hint={t('form.reasonHint')} maxLength={500} {...field('reason')} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
