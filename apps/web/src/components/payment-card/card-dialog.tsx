import { useTranslation } from 'react-i18next';
import type { PaymentCardDto } from '@playeats/contracts/payments';
import { paymentsAdapter as defaultAdapter } from '../../lib/payments/index.ts';
import type { PaymentsAdapter } from '../../lib/payments/payments-adapter.ts';
import { Modal } from '../modal/modal.tsx';
import { CardForm } from './card-form.tsx';
import { ElementCardForm } from './element-card-form.tsx';
import { usePaymentCardChange } from './use-payment-card-change.ts';

export interface CardDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (card: PaymentCardDto) => void;
  offerDefault?: boolean;
  adapter?: PaymentsAdapter;
  /** The user part of the query keys (the session's selectQueryUserKey). */
  userKey: string;
}

/**
 * Adds a card in a dialog, in the app's fields (local provider) or the provider's card
 * element (Stripe.js); it stays open with the card kept if the card is refused.
 */
export function CardDialog({
  open,
  onClose,
  onSaved,
  offerDefault = true,
  adapter = defaultAdapter,
  userKey,
}: CardDialogProps) {
  const { t } = useTranslation('ordering');
  const change = usePaymentCardChange(userKey, adapter);
  const save = (tokenize: () => Promise<string>, makeDefault: boolean) =>
    change.mutate(
      { kind: 'add', tokenize, makeDefault },
      {
        onSuccess: (saved) => {
          if (saved) onSaved?.(saved);
          onClose();
        },
      },
    );
  return (
    <Modal open={open} onClose={onClose} title={t('cardForm.title')} wide>
      {adapter.entry === 'fields' ? (
        <CardForm
          saving={change.isPending}
          testMode={adapter.testMode}
          offerDefault={offerDefault}
          onCancel={onClose}
          onSubmit={(card, makeDefault) => save(() => adapter.tokenizeCard(card), makeDefault)}
        />
      ) : (
        <ElementCardForm
          adapter={adapter}
          saving={change.isPending}
          offerDefault={offerDefault}
          onCancel={onClose}
          onSubmit={(paymentMethodId, makeDefault) => save(() => Promise.resolve(paymentMethodId), makeDefault)}
        />
      )}
    </Modal>
  );
}
