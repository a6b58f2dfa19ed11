import { connectionLostModule } from '../../components/connection-lost/connection-lost-module.ts';
import { usePreloadable } from '../../lib/preloadable.ts';
import { useConnectivity, type ConnectivityOptions } from './use-connectivity.ts';

/**
 * Mounted once by the app: watches the connection and shows the dialog while it is lost.
 * The dialog is a separate chunk the app preloads when idle, so it is there before the
 * connection goes.
 */
export function ConnectionLostWatcher(props: ConnectivityOptions) {
  const { online, checking, retry, dismissed, dismiss } = useConnectivity(props);
  const open = !online && !dismissed;
  const Dialog = usePreloadable(connectionLostModule, open)?.ConnectionLostDialog;
  if (!Dialog) return null;
  return <Dialog open={open} checking={checking} onRetry={() => void retry()} onClose={dismiss} />;
}
