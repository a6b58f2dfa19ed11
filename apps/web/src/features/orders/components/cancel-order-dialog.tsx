import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';

export interface CancelOrderDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string | undefined) => void;
}

/** "Cancel this order?" with an optional reason for the restaurant. */
export function CancelOrderDialog({ open, busy, onClose, onConfirm }: CancelOrderDialogProps) {
  const { t } = useTranslation('ordering');
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      title={t('tracking.cancelTitle')}
      confirmLabel={t('tracking.cancelConfirm')}
      busy={busy}
      onClose={onClose}
      onConfirm={() => onConfirm(reason.trim() || undefined)}
    >
      <p>{t('tracking.cancelMessage')}</p>
      <div className="ordering-field">
        <label htmlFor={id}>
          {t('tracking.cancelReason')} <span className="muted">{t('address.optional')}</span>
        </label>
        <textarea
          id={id}
          className="ordering-input"
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
