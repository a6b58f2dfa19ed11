import { useTranslation } from 'react-i18next';
import type { PaymentCardDto } from '@playeats/contracts/payments';
import { paymentsAdapter as defaultAdapter } from '../../lib/payments/index.ts';
import type { PaymentsAdapter } from '../../lib/payments/payments-adapter.ts';
import { Modal } from '../modal/modal.tsx';
import { CardForm } from './card-form.tsx';
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

/** Adds a card in a dialog; it stays open with the fields kept if the card is refused. */
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
  return (
    <Modal open={open} onClose={onClose} title={t('cardForm.title')} wide>
      <CardForm
        saving={change.isPending}
        testMode={adapter.testMode}
        offerDefault={offerDefault}
        onCancel={onClose}
        onSubmit={(card, makeDefault) =>
          change.mutate(
            { kind: 'add', card, makeDefault },
            {
              onSuccess: (saved) => {
                if (saved) onSaved?.(saved);
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
