import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ErrorDescription, ErrorEnv } from '../../lib/error-catalogue.ts';
import { isCancellation } from '../../lib/problem-basics.ts';
import { usePreloadable } from '../../lib/preloadable.ts';
import type { ModalPlatform } from '../modal/modal.tsx';
import { errorDialogModule } from './error-dialog-module.ts';
import { ErrorDialogContext, type ShowErrorOptions } from './use-error-dialog.ts';

interface QueuedError {
  id: number;
  error: unknown;
  options: ShowErrorOptions;
}

export interface ErrorDialogProviderProps {
  children?: ReactNode;
  /** auth.env.storeMaintenanceMode: ordering errors become the maintenance warning. */
  storeMaintenanceMode?: boolean;
  platform?: ModalPlatform;
}

type Describe = (error: unknown) => ErrorDescription;

const sameMessage = (a: ErrorDescription, b: ErrorDescription) =>
  a.key === b.key && a.text === b.text && JSON.stringify(a.values) === JSON.stringify(b.values);

const hasCallbacks = (q: QueuedError) => Boolean(q.options.onOkay ?? q.options.onCancel);

/** The same failure reported by several calls at once is said only once. */
function withoutRepeats(queue: QueuedError[], describe: Describe): QueuedError[] {
  const kept: { item: QueuedError; description: ErrorDescription }[] = [];
  for (const item of queue) {
    const description = describe(item.error);
    if (!hasCallbacks(item) && kept.some((k) => sameMessage(k.description, description))) continue;
    kept.push({ item, description });
  }
  return kept.length === queue.length ? queue : kept.map((k) => k.item);
}

/**
 * Holds the errors waiting to be shown and shows them one at a time. The dialog and the
 * error catalogue are a separate chunk, fetched when the browser is idle after the first
 * paint (or at the first error, whichever comes first).
 */
export function ErrorDialogProvider({ children, storeMaintenanceMode = false, platform }: ErrorDialogProviderProps) {
  const [queue, setQueue] = useState<QueuedError[]>([]);
  const nextId = useRef(0);
  const env = useMemo<ErrorEnv>(() => ({ storeMaintenanceMode }), [storeMaintenanceMode]);
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  const dialog = usePreloadable(errorDialogModule, queue.length > 0);
  const describe = useMemo<Describe | undefined>(
    () => (dialog ? (error) => dialog.describeError(error, env) : undefined),
    [dialog, env],
  );

  const showError = useCallback((error: unknown, options: ShowErrorOptions = {}) => {
    if (isCancellation(error)) return false;
    const item = { id: nextId.current++, error, options };
    const loaded = errorDialogModule.loaded();
    setQueue((current) => {
      const next = [...current, item];
      return loaded ? withoutRepeats(next, (e) => loaded.describeError(e, envRef.current)) : next;
    });
    return true;
  }, []);

  // Errors reported before the chunk arrived are compared once it is here.
  const pending = describe ? withoutRepeats(queue, describe) : queue;
  const current = pending[0];
  const finish = (choice: 'okay' | 'cancel') => {
    setQueue((q) => (describe ? withoutRepeats(q, describe) : q).filter((item) => item.id !== current?.id));
    if (choice === 'cancel') current?.options.onCancel?.();
    else current?.options.onOkay?.();
  };
  const cancellable = Boolean(current && (current.options.onCancel || current.options.cancelLabel));
  const api = useMemo(() => ({ showError }), [showError]);
  const Dialog = dialog?.ErrorDialog;

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      {current && Dialog && describe && (
        <Dialog
          key={current.id}
          description={describe(current.error)}
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
