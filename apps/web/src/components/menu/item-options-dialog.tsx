import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@playeats/contracts/common';
import type { MenuItemDto } from '@playeats/contracts/restaurants';
import { checkOptionSelection } from '@playeats/domain/menu-selection';
import { Modal } from '../modal/modal.tsx';
import { OptionGroupPicker } from './option-group-picker.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useFormatCents } from './use-format-cents.ts';

export interface ItemChoice {
  item: MenuItemDto;
  optionIds: string[];
  quantity: number;
}

export interface ItemOptionsDialogProps {
  /** The item being chosen; null keeps the dialog closed. */
  item: MenuItemDto | null;
  /** The restaurant's currency (the item's prices are in it). */
  currency: CurrencyCode;
  onClose: () => void;
  onAdd: (choice: ItemChoice) => void;
  /**
   * The confirm button's text for the chosen total (already formatted), for callers that
   * add somewhere else than a meal (the ordering menu: "Add to cart · $…"). Defaults to
   * "Add to meal · $…".
   */
  addLabel?: (price: string) => string;
}

/**
 * Options and quantity for one menu item. The groups' minimum and maximum are checked
 * with the same rule the server applies (checkOptionSelection): a group short of its
 * minimum is named, and focus goes to it, instead of sending a choice the server refuses.
 */
export function ItemOptionsDialog({ item, currency, onClose, onAdd, addLabel }: ItemOptionsDialogProps) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.name ?? ''} wide>
      {item && (
        <ItemOptionsForm
          key={item.id}
          item={item}
          currency={currency}
          onAdd={onAdd}
          onCancel={onClose}
          addLabel={addLabel}
        />
      )}
    </Modal>
  );
}

interface ItemOptionsFormProps {
  item: MenuItemDto;
  currency: CurrencyCode;
  onAdd: (choice: ItemChoice) => void;
  onCancel: () => void;
  addLabel?: (price: string) => string;
}

function ItemOptionsForm({ item, currency, onAdd, onCancel, addLabel }: ItemOptionsFormProps) {
  const { t } = useTranslation('meals');
  const formatCents = useFormatCents(currency);
  const [optionIds, setOptionIds] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const problems = checkOptionSelection(item.optionGroups, optionIds);
  const unitPrice =
    item.priceCents +
    item.optionGroups
      .flatMap((g) => g.options)
      .reduce((sum, o) => sum + (optionIds.includes(o.id) ? o.priceCents : 0), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) {
      setShowErrors(true);
      const first = problems.find((p) => p.kind === 'TOO_FEW' || p.kind === 'TOO_MANY');
      const groupId = first && 'groupId' in first ? first.groupId : undefined;
      // After the error texts render, so the screen reader reads the group with its message.
      requestAnimationFrame(() => {
        const field = formRef.current?.querySelector<HTMLFieldSetElement>(`[data-group-id="${groupId ?? ''}"]`);
        field?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      });
      return;
    }
    onAdd({ item, optionIds, quantity });
  };

  const invalidCount = showErrors ? problems.length : 0;
  const total = formatCents(unitPrice * quantity);
  return (
    <form ref={formRef} className="item-options stack" onSubmit={submit} noValidate>
      {item.description && <p className="muted">{item.description}</p>}
      <p className="item-options-price">{formatCents(item.priceCents)}</p>
      {item.optionGroups.map((group) => (
        <OptionGroupPicker
          key={group.id}
          group={group}
          currency={currency}
          selected={optionIds}
          onChange={setOptionIds}
          showErrors={showErrors}
        />
      ))}
      <QuantityStepper value={quantity} onChange={setQuantity} itemName={item.name} />
      {invalidCount > 0 && (
        <p className="menu-error" role="alert">
          {t('options.fixChoices', { count: invalidCount })}
        </p>
      )}
      <div className="item-options-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('builder.cancel')}
        </button>
        <button type="submit" className="btn btn-primary">
          {addLabel ? addLabel(total) : t('builder.addWithPrice', { price: total })}
        </button>
      </div>
    </form>
  );
}
