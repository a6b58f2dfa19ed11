import { useEffect } from 'react';
import { useErrorDialog } from '../../components/error-dialog/use-error-dialog.ts';
import { HttpError } from '../../lib/http-client.ts';

/**
 * Failures a page explains in place with a retry button: the network (fetch rejects with
 * a TypeError) and the server being down or overloaded (5xx, 429). Anything else (a
 * refused request, an answer that breaks the contract) is a bug or a surprise, and also
 * goes to the error dialog, which names it.
 */
export function isExpectedLoadFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof HttpError && (error.status >= 500 || error.status === 429);
}

/** Shows an unexpected load failure in the error dialog, once per error. */
export function useReportUnexpected(error: unknown): void {
  const { showError } = useErrorDialog();
  useEffect(() => {
    if (error && !isExpectedLoadFailure(error)) showError(error);
  }, [error, showError]);
}
