import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import type { MenuOptionGroupDto } from '@playeats/contracts/restaurants';
import { useFormatCents } from './use-format-cents.ts';

export interface OptionGroupPickerProps {
  group: MenuOptionGroupDto;
  /** The restaurant's currency (option prices are in it). */
  currency: CurrencyCode;
  selected: readonly string[];
  onChange: (optionIds: string[]) => void;
  /** Set once the person tried to go on: a group below its minimum says so. */
  showErrors?: boolean;
}

/** The rule of a group in words: "Choose 1", "Choose 1 to 3", "Optional, up to 2". */
export function useGroupRule(group: Pick<MenuOptionGroupDto, 'minSelections' | 'maxSelections'>): string {
  const { t } = useTranslation('meals');
  const { minSelections: min, maxSelections: max } = group;
  if (min === max) return t('options.ruleExactly', { count: min });
  if (min === 0) return t('options.ruleUpTo', { count: max });
  return t('options.ruleRange', { min, max });
}

/**
 * One option group with its minimum and maximum enforced as the person chooses: a group
 * of exactly one is a radio group; otherwise check boxes, the unchosen ones disabled
 * once the maximum is reached. Too few choices is only said once `showErrors` is set,
 * so nobody is scolded before they had a chance.
 */
export function OptionGroupPicker({ group, currency, selected, onChange, showErrors = false }: OptionGroupPickerProps) {
  const { t } = useTranslation('meals');
  const formatCents = useFormatCents(currency);
  const id = useId();
  const rule = useGroupRule(group);
  const chosen = group.options.filter((o) => selected.includes(o.id)).length;
  const tooFew = showErrors && chosen < group.minSelections;
  const atMax = group.maxSelections > 1 && chosen >= group.maxSelections;
  const single = group.maxSelections === 1;
  const ruleId = `${id}-rule`;
  const messageId = `${id}-message`;

  const toggle = (optionId: string, on: boolean) => {
    const others = selected.filter((s) => !group.options.some((o) => o.id === s));
    const mine = selected.filter((s) => group.options.some((o) => o.id === s));
    if (single) onChange([...others, ...(on ? [optionId] : [])]);
    else onChange([...others, ...(on ? [...mine, optionId] : mine.filter((s) => s !== optionId))]);
  };

  const describedBy = [ruleId, tooFew || atMax ? messageId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={tooFew ? 'option-group option-group--invalid' : 'option-group'}
      aria-describedby={describedBy}
      aria-invalid={tooFew || undefined}
      data-group-id={group.id}
    >
      <legend className="option-group-legend">{group.name}</legend>
      <p id={ruleId} className="option-group-rule muted">
        {rule}
      </p>
      <ul className="option-group-options">
        {single && group.minSelections === 0 && (
          <li>
            <label className="option-choice">
              <input type="radio" name={id} checked={chosen === 0} onChange={() => toggle('', false)} />
              <span>{t('options.none')}</span>
            </label>
          </li>
        )}
        {group.options.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <li key={option.id}>
              <label className="option-choice">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={id}
                  checked={checked}
                  disabled={!checked && atMax}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span>{option.name}</span>
                {option.priceCents > 0 && (
                  <span className="option-choice-price">
                    {t('options.extra', { price: formatCents(option.priceCents) })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {tooFew ? (
        <p id={messageId} className="option-group-error">
          {t('options.tooFew', { count: group.minSelections, group: group.name })}
        </p>
      ) : atMax ? (
        <p id={messageId} className="option-group-note muted" aria-live="polite">
          {t('options.maxReached', { count: group.maxSelections })}
        </p>
      ) : null}
    </fieldset>
  );
}
