import { useTranslation } from 'react-i18next';
import type { PaymentCardDto } from '@playeats/contracts/payments';
import { Modal } from '../../../components/modal/modal.tsx';
import { usePaymentCardChange } from '../api/payment-card-mutations.ts';
import { paymentsAdapter as defaultAdapter } from '../payments/index.ts';
import type { PaymentsAdapter } from '../payments/payments-adapter.ts';
import { CardForm } from './card-form.tsx';

export interface CardDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (card: PaymentCardDto) => void;
  offerDefault?: boolean;
  adapter?: PaymentsAdapter;
}

/** Adds a card in a dialog; it stays open with the fields kept if the card is refused. */
export function CardDialog({ open, onClose, onSaved, offerDefault = true, adapter = defaultAdapter }: CardDialogProps) {
  const { t } = useTranslation('ordering');
  const change = usePaymentCardChange(adapter);
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
