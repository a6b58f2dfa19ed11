import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCardFields, formatCardNumber, type CardFieldsCheck } from './card-input.ts';
import type { CardInput } from '../../lib/payments/payments-adapter.ts';
import { FormField } from '../form/form-field.tsx';

export interface CardFormProps {
  saving?: boolean;
  /** Shows a test card to try (local provider, Stripe test mode). */
  testMode?: boolean;
  offerDefault?: boolean;
  onSubmit: (card: CardInput, makeDefault: boolean) => void;
  onCancel: () => void;
  /** The date the expiry is compared with; injectable for tests. */
  now?: () => Date;
}

const FIELD_ORDER = ['number', 'expiry', 'cvc'] as const;

/**
 * A payment card: number, expiry and security code, with the browser's card autofill.
 * The number's checksum and the expiry (a card that has expired included) are checked
 * here; the provider and the bank decide the rest.
 */
export function CardForm({
  saving = false,
  testMode = false,
  offerDefault = false,
  onSubmit,
  onCancel,
  now = () => new Date(),
}: CardFormProps) {
  const { t } = useTranslation('ordering');
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<CardFieldsCheck['problems']>({});
  const [makeDefault, setMakeDefault] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCardFields(fields, now());
    setProblems(check.problems);
    const first = FIELD_ORDER.find((name) => check.problems[name]);
    if (first || !check.card) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first ?? 'number'}"]`)?.focus();
      return;
    }
    onSubmit(check.card, makeDefault);
  };

  const error = (name: (typeof FIELD_ORDER)[number]) => {
    const problem = problems[name];
    return problem ? t(`cardForm.errors.${problem}`) : null;
  };

  return (
    <form ref={formRef} className="ordering-form" onSubmit={submit} noValidate>
      {testMode && <p className="ordering-notice">{t('cardForm.testMode')}</p>}
      <FormField label={t('cardForm.number')} error={error('number')}>
        {(ids) => (
          <input
            {...ids}
            name="number"
            className="ordering-input"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            maxLength={23}
            value={fields.number}
            onChange={(e) => setFields((f) => ({ ...f, number: formatCardNumber(e.target.value) }))}
          />
        )}
      </FormField>
      <div className="ordering-field-row">
        <FormField label={t('cardForm.expiry')} hint={t('cardForm.expiryHint')} error={error('expiry')}>
          {(ids) => (
            <input
              {...ids}
              name="expiry"
              className="ordering-input"
              inputMode="numeric"
              autoComplete="cc-exp"
              required
              maxLength={9}
              value={fields.expiry}
              onChange={(e) => setFields((f) => ({ ...f, expiry: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label={t('cardForm.cvc')} hint={t('cardForm.cvcHint')} error={error('cvc')}>
          {(ids) => (
            <input
              {...ids}
              name="cvc"
              className="ordering-input"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              maxLength={4}
              value={fields.cvc}
              onChange={(e) => setFields((f) => ({ ...f, cvc: e.target.value.replace(/\D/g, '') }))}
            />
          )}
        </FormField>
      </div>
      <CardFormFooter
        offerDefault={offerDefault}
        makeDefault={makeDefault}
        onMakeDefault={setMakeDefault}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The end of both card forms (the app's fields, the provider's element): default, privacy, buttons. */
export function CardFormFooter({
  offerDefault,
  makeDefault,
  onMakeDefault,
  saving,
  onCancel,
}: {
  offerDefault: boolean;
  makeDefault: boolean;
  onMakeDefault: (value: boolean) => void;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ordering');
  return (
    <>
      {offerDefault && (
        <label className="ordering-checkbox">
          <input type="checkbox" checked={makeDefault} onChange={(e) => onMakeDefault(e.target.checked)} />
          {t('cardForm.makeDefault')}
        </label>
      )}
      <p className="muted ordering-small">{t('cardForm.privacy')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('actions.saving') : t('cardForm.save')}
        </button>
      </div>
    </>
  );
}
