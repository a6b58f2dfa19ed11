import { ConnectionLostDialog } from '../../components/connection-lost/connection-lost-dialog.tsx';
import { useConnectivity, type ConnectivityOptions } from './use-connectivity.ts';

/** Mounted once by the app: watches the connection and shows the dialog while it is lost. */
export function ConnectionLostWatcher(props: ConnectivityOptions) {
  const { online, checking, retry, dismissed, dismiss } = useConnectivity(props);
  return (
    <ConnectionLostDialog
      open={!online && !dismissed}
      checking={checking}
      onRetry={() => void retry()}
      onClose={dismiss}
    />
  );
}
