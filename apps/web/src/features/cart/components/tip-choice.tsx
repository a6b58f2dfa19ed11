import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { parseTipAmount, TIP_PERCENTS, tipCents, type TipChoice as Choice } from '../tip.ts';

export interface TipChoiceProps {
  value: Choice;
  onChange: (choice: Choice) => void;
  subtotalCents: number;
  currency: string;
}

/** The courier's tip: none, 10 %, 15 % or 20 % of the food (the amount shown beside each), or another amount. */
export function TipChoice({ value, onChange, subtotalCents, currency }: TipChoiceProps) {
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  const id = useId();
  const customId = `${id}-custom`;
  const customInvalid = value.kind === 'custom' && value.text.trim() !== '' && parseTipAmount(value.text) === null;
  const radio = (choice: Choice, key: string, label: string) => {
    const checked =
      value.kind === choice.kind &&
      (choice.kind !== 'percent' || (value.kind === 'percent' && value.percent === choice.percent));
    return (
      <label key={key} className={checked ? 'ordering-choice ordering-choice--checked' : 'ordering-choice'}>
        <input type="radio" name={`${id}-tip`} checked={checked} onChange={() => onChange(choice)} />
        <span>{label}</span>
      </label>
    );
  };
  return (
    <fieldset className="checkout-fieldset">
      <legend>
        <h2 className="checkout-legend">{t('checkout.tip.title')}</h2>
      </legend>
      <p className="muted">{t('checkout.tip.intro')}</p>
      <div className="ordering-choice-row">
        {radio({ kind: 'none' }, 'none', t('checkout.tip.none'))}
        {TIP_PERCENTS.map((percent) =>
          radio(
            { kind: 'percent', percent },
            String(percent),
            t('checkout.tip.percent', {
              percent,
              amount: money(tipCents({ kind: 'percent', percent }, subtotalCents), currency),
            }),
          ),
        )}
        {radio({ kind: 'custom', text: value.kind === 'custom' ? value.text : '' }, 'custom', t('checkout.tip.other'))}
      </div>
      {value.kind === 'custom' && (
        <div className="ordering-field">
          <label htmlFor={customId}>{t('checkout.tip.amount', { currency })}</label>
          <input
            id={customId}
            className="ordering-input ordering-input--short"
            inputMode="decimal"
            value={value.text}
            aria-invalid={customInvalid || undefined}
            aria-describedby={customInvalid ? `${customId}-error` : undefined}
            onChange={(e) => onChange({ kind: 'custom', text: e.target.value })}
          />
          {customInvalid && (
            <p id={`${customId}-error`} className="ordering-field-error">
              {t('checkout.tip.invalid')}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
