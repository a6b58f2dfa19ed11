import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorDescription, ErrorEnv } from '../../lib/error-catalogue.ts';
import { Modal, type ModalPlatform } from '../modal/modal.tsx';
import { ErrorIllustration } from './error-illustration.tsx';
import { commonTextsReady, errorMessage, FALLBACK_TEXTS } from './error-message.ts';
import './error-dialog.css';

export interface ErrorDialogProps {
  /** The error to show; nothing is shown while null. */
  description: ErrorDescription | null;
  env: ErrorEnv;
  onOkay: () => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** Already translated; defaults to Cancel. */
  cancelLabel?: string;
  platform?: ModalPlatform;
}

/** Spec section 8: 'Sorry', the message, Okay, an optional Cancel, art for generic errors. */
export function ErrorDialog({ description, env, onOkay, onCancel, cancelLabel, platform }: ErrorDialogProps) {
  // No suspense: this dialog must still speak when the locale files failed to load.
  const { t, i18n, ready } = useTranslation('common', { useSuspense: false });
  const okayRef = useRef<HTMLButtonElement>(null);
  if (!description || description.cancelled) return null;

  const translated = commonTextsReady(i18n, ready);
  const { message, generic } = translated
    ? errorMessage(description, env, t, i18n)
    : { message: FALLBACK_TEXTS.message, generic: true };
  const title = translated ? t('errorDialog.title') : FALLBACK_TEXTS.title;
  const okay = translated ? t('actions.okay') : FALLBACK_TEXTS.okay;
  const cancel = cancelLabel ?? (translated ? t('actions.cancel') : FALLBACK_TEXTS.cancel);

  return (
    <Modal
      open
      onClose={onCancel ?? onOkay}
      title={title}
      initialFocusRef={okayRef}
      className="error-dialog"
      platform={platform}
    >
      {generic && <ErrorIllustration />}
      <p className="error-dialog__message">{message}</p>
      <div className="modal__actions">
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {cancel}
          </button>
        )}
        <button ref={okayRef} type="button" className="btn btn-primary" onClick={onOkay}>
          {okay}
        </button>
      </div>
    </Modal>
  );
}
