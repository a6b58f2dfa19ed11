import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import { MEAL_NAME_MAX } from '@playeats/contracts/meals';
import { draftTotalCents, type DraftLine } from './meal-draft.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useFormatCents } from './use-format-cents.ts';

export interface MealDraftPanelProps {
  lines: readonly DraftLine[];
  /** The restaurant's currency (the lines' prices are in it). */
  currency: CurrencyCode;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  onSave: (name: string) => void;
  initialName?: string;
  saving?: boolean;
  saveLabel: string;
  /** A line under the save button: the outcome of the last save. */
  status?: ReactNode;
}

/** The meal so far: its lines with quantities, the total, a name, and the save button. */
export function MealDraftPanel({
  lines,
  currency,
  onQuantityChange,
  onRemove,
  onSave,
  initialName = '',
  saving = false,
  saveLabel,
  status,
}: MealDraftPanelProps) {
  const { t } = useTranslation('meals');
  const formatCents = useFormatCents(currency);
  const id = useId();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<'name' | 'items' | null>(null);
  const headingId = `${id}-heading`;
  const nameId = `${id}-name`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) {
      setProblem('items');
      return;
    }
    if (name.trim() === '') {
      setProblem('name');
      document.getElementById(nameId)?.focus();
      return;
    }
    setProblem(null);
    onSave(name.trim());
  };

  return (
    <section className="meal-draft card" aria-labelledby={headingId}>
      <h2 id={headingId} className="meal-draft-title">
        {t('builder.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="muted">{t('builder.empty')}</p>
      ) : (
        <ul className="meal-draft-lines">
          {lines.map((line) => (
            <li key={line.key} className="meal-draft-line">
              <div className="meal-draft-line-text">
                <span className="meal-draft-line-name">{line.name}</span>
                {line.options.length > 0 && (
                  <span className="muted meal-draft-line-options">{line.options.map((o) => o.name).join(', ')}</span>
                )}
                <span className="meal-draft-line-price">{formatCents(line.unitPriceCents * line.quantity)}</span>
              </div>
              <div className="meal-draft-line-actions">
                <QuantityStepper
                  compact
                  value={line.quantity}
                  itemName={line.name}
                  onChange={(quantity) => onQuantityChange(line.key, quantity)}
                />
                <button
                  type="button"
                  className="btn btn-ghost meal-draft-remove"
                  aria-label={t('builder.removeNamed', { name: line.name })}
                  onClick={() => onRemove(line.key)}
                >
                  {t('builder.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="meal-draft-total">
        <span>{t('builder.total')}</span> <strong>{formatCents(draftTotalCents(lines))}</strong>
      </p>
      <form className="meal-draft-form" onSubmit={submit} noValidate>
        <label htmlFor={nameId}>{t('builder.nameLabel')}</label>
        <input
          id={nameId}
          className="menu-input"
          type="text"
          value={name}
          maxLength={MEAL_NAME_MAX}
          required
          aria-invalid={problem === 'name' || undefined}
          aria-describedby={problem ? errorId : undefined}
          placeholder={t('builder.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
        {problem && (
          <p id={errorId} className="menu-error" role="alert">
            {problem === 'name' ? t('builder.nameRequired') : t('builder.itemsRequired')}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('builder.saving') : saveLabel}
        </button>
      </form>
      {status}
    </section>
  );
}
