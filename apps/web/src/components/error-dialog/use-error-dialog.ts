import { createContext, useContext } from 'react';

export interface ShowErrorOptions {
  /** Adds a Cancel button; also called when the dialog is dismissed (Escape, overlay, Close). */
  onCancel?: () => void;
  /** Already translated; defaults to Cancel. Giving it alone also adds the button. */
  cancelLabel?: string;
  /** Called when the user presses Okay (or dismisses a dialog without Cancel). */
  onOkay?: () => void;
}

/** Shows the generic error dialog; returns false when nothing is shown (a cancelled request). */
export type ShowError = (error: unknown, options?: ShowErrorOptions) => boolean;

export interface ErrorDialogApi {
  showError: ShowError;
}

export const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

const missingProvider: ErrorDialogApi = {
  showError(error) {
    // Wiring mistake, not a user problem: keep the error visible to developers.
    console.error('useErrorDialog: no ErrorDialogProvider above this component', error);
    return false;
  },
};

export function useErrorDialog(): ErrorDialogApi {
  return useContext(ErrorDialogContext) ?? missingProvider;
}
