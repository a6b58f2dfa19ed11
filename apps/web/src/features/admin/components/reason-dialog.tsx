import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { AdminTextField } from './admin-text-field.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  children?: ReactNode;
  busy?: boolean;
  /** A server refusal to show under the field. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Confirms an admin action that needs a reason (it goes into the audit log, and to the
 * user where the action concerns them): the action stays refused until one is written.
 */
export function ReasonDialog({
  open,
  title,
  confirmLabel,
  children,
  busy,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={close}
      onConfirm={() => {
        const trimmed = reason.trim();
        if (!trimmed) {
          setMissing(true);
          return;
        }
        onConfirm(trimmed);
      }}
    >
      {children}
      <AdminTextField
        label={t('reason.label')}
        hint={t('reason.hint')}
        value={reason}
        maxLength={500}
        required
        error={missing ? t('reason.missing') : (error ?? null)}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
    </ConfirmDialog>
  );
}
