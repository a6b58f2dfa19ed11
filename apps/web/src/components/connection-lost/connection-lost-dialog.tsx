import { useState } from 'react';
import { Modal } from '../modal/modal.tsx';
import { useCommonText } from '../modal/use-common-text.ts';

export interface ConnectionLostDialogProps {
  open: boolean;
  /** A check is running. */
  checking: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Shown while the app is offline (spec section 2): Retry checks again, Close dismisses.
 * Offline is exactly when the locale files may be missing, so every text has its English.
 */
export function ConnectionLostDialog({ open, checking, onRetry, onClose }: ConnectionLostDialogProps) {
  const text = useCommonText();
  return (
    <Modal open={open} onClose={onClose} title={text('connectionLost.title', 'Connection lost')}>
      <ConnectionLostBody checking={checking} onRetry={onRetry} onClose={onClose} />
    </Modal>
  );
}

/** Mounted only while open, so "still offline" starts fresh each time the dialog opens. */
function ConnectionLostBody({ checking, onRetry, onClose }: Omit<ConnectionLostDialogProps, 'open'>) {
  const text = useCommonText();
  const [retried, setRetried] = useState(false);
  let status = '';
  if (checking) status = text('connectionLost.checking', 'Checking your connection…');
  else if (retried)
    status = text('connectionLost.stillOffline', "Still offline. We'll keep checking in the background.");
  const retry = () => {
    // aria-disabled rather than disabled: a disabled button would drop the focus out of the dialog.
    if (checking) return;
    setRetried(true);
    onRetry();
  };
  return (
    <>
      <p>
        {text(
          'connectionLost.message',
          "We can't reach PlayEats right now. Check your internet connection, then try again.",
        )}
      </p>
      <p role="status" className="muted">
        {status}
      </p>
      <div className="modal__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {text('actions.close', 'Close')}
        </button>
        <button type="button" className="btn btn-primary" aria-disabled={checking} onClick={retry}>
          {text('actions.retry', 'Retry')}
        </button>
      </div>
    </>
  );
}
