import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { describeError, type ErrorDescription } from '../../lib/error-catalogue.ts';
import type { ModalPlatform } from '../modal/modal.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { ErrorDialogContext, type ShowErrorOptions } from './use-error-dialog.ts';

interface QueuedError {
  id: number;
  description: ErrorDescription;
  options: ShowErrorOptions;
}

export interface ErrorDialogProviderProps {
  children?: ReactNode;
  /** auth.env.storeMaintenanceMode: ordering errors become the maintenance warning. */
  storeMaintenanceMode?: boolean;
  platform?: ModalPlatform;
}

const sameMessage = (a: ErrorDescription, b: ErrorDescription) =>
  a.key === b.key && a.text === b.text && JSON.stringify(a.values) === JSON.stringify(b.values);

/** Holds the errors waiting to be shown and shows them one at a time. */
export function ErrorDialogProvider({ children, storeMaintenanceMode = false, platform }: ErrorDialogProviderProps) {
  const [queue, setQueue] = useState<QueuedError[]>([]);
  const nextId = useRef(0);
  const env = useMemo(() => ({ storeMaintenanceMode }), [storeMaintenanceMode]);

  const showError = useCallback(
    (error: unknown, options: ShowErrorOptions = {}) => {
      const description = describeError(error, env);
      if (description.cancelled) return false;
      const hasCallbacks = Boolean(options.onOkay ?? options.onCancel);
      setQueue((current) =>
        // The same failure reported by several calls at once is said only once.
        !hasCallbacks && current.some((q) => sameMessage(q.description, description))
          ? current
          : [...current, { id: nextId.current++, description, options }],
      );
      return true;
    },
    [env],
  );

  const current = queue[0];
  const finish = (choice: 'okay' | 'cancel') => {
    setQueue((q) => q.slice(1));
    if (choice === 'cancel') current?.options.onCancel?.();
    else current?.options.onOkay?.();
  };
  const cancellable = Boolean(current && (current.options.onCancel || current.options.cancelLabel));
  const api = useMemo(() => ({ showError }), [showError]);

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      {current && (
        <ErrorDialog
          key={current.id}
          description={current.description}
          env={env}
          onOkay={() => finish('okay')}
          onCancel={cancellable ? () => finish('cancel') : undefined}
          cancelLabel={current.options.cancelLabel}
          platform={platform}
        />
      )}
    </ErrorDialogContext.Provider>
  );
}
