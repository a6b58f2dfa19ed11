import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY } from './meal-draft.ts';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What is counted, for the buttons' names: "One more Poutine". */
  itemName: string;
  /** Hides the visible "Quantity" label (it is still read out) where space is short. */
  compact?: boolean;
}

/**
 * A number field between 1 and 99 with − and + buttons big enough for a thumb ("Remove
 * one Poutine", "Add one Poutine"); a press of either is announced with the new value.
 */
export function QuantityStepper({ value, onChange, itemName, compact = false }: QuantityStepperProps) {
  const { t } = useTranslation('meals');
  const id = useId();
  // Only after a press: the value read out at every render would be noise.
  const [stepped, setStepped] = useState(false);
  const set = (next: number) => {
    if (Number.isFinite(next)) onChange(Math.min(MAX_QUANTITY, Math.max(1, Math.round(next))));
  };
  const step = (next: number) => {
    setStepped(true);
    set(next);
  };
  return (
    <div className={compact ? 'quantity quantity--compact' : 'quantity'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'quantity-label'}>
        {compact ? t('quantity.labelOf', { name: itemName }) : t('quantity.label')}
      </label>
      <div className="quantity-controls">
        <button
          type="button"
          className="quantity-button"
          aria-label={t('quantity.decrease', { name: itemName })}
          disabled={value <= 1}
          onClick={() => step(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => set(event.target.valueAsNumber)}
        />
        <button
          type="button"
          className="quantity-button"
          aria-label={t('quantity.increase', { name: itemName })}
          disabled={value >= MAX_QUANTITY}
          onClick={() => step(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {stepped ? t('quantity.now', { name: itemName, value }) : ''}
      </span>
    </div>
  );
}
