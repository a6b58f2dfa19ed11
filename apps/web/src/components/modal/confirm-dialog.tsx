import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Keeps the dialog open with the confirm button busy. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone; Keep (focused first) and the action. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('ordering');
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={title} initialFocusRef={keepRef}>
      <div className="stack">
        {children}
        <div className="modal__actions">
          <button ref={keepRef} type="button" className="btn btn-secondary" onClick={onClose}>
            {t('confirm.keep')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
