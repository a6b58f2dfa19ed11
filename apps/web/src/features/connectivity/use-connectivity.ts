import { useCallback, useEffect, useRef, useState } from 'react';
import { CONNECTIVITY_POLL_MS } from '@playeats/domain/constants';

/** HEAD /api/ping without caching (spec section 7): an ok status means online. */
export async function pingServer(): Promise<boolean> {
  const base: unknown = import.meta.env.VITE_API_BASE_URL;
  try {
    const response = await fetch(`${typeof base === 'string' ? base : ''}/api/ping`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}

export interface ConnectivityOptions {
  /** Resolves true when the server answers; injectable for tests. */
  ping?: () => Promise<boolean>;
  intervalMs?: number;
}

export interface Connectivity {
  online: boolean;
  checking: boolean;
  /** Checks now; resolves with the result. */
  retry: () => Promise<boolean>;
  /** The user closed the connection-lost dialog; cleared when the connection comes back. */
  dismissed: boolean;
  dismiss: () => void;
}

/**
 * Connectivity as spec section 4 has it: a check every 300000 ms and on manual retry,
 * plus one whenever the browser says it went online or offline.
 */
export function useConnectivity({ ping = pingServer, intervalMs = CONNECTIVITY_POLL_MS }: ConnectivityOptions = {}) {
  const [online, setOnline] = useState(true);
  const [checking, setChecking] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const pingRef = useRef(ping);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    pingRef.current = ping;
  }, [ping]);

  const check = useCallback((): Promise<boolean> => {
    // One check at a time: a retry during a poll shares the poll's answer.
    if (inFlight.current) return inFlight.current;
    setChecking(true);
    const run = (async () => {
      let ok = false;
      try {
        ok = await pingRef.current();
      } catch {
        ok = false;
      }
      inFlight.current = null;
      if (mounted.current) {
        setOnline(ok);
        if (ok) setDismissed(false);
        setChecking(false);
      }
      return ok;
    })();
    inFlight.current = run;
    return run;
  }, []);

  useEffect(() => {
    mounted.current = true;
    const onNetworkChange = () => void check();
    const timer = setInterval(onNetworkChange, intervalMs);
    window.addEventListener('online', onNetworkChange);
    window.addEventListener('offline', onNetworkChange);
    if (navigator.onLine === false) onNetworkChange();
    return () => {
      mounted.current = false;
      clearInterval(timer);
      window.removeEventListener('online', onNetworkChange);
      window.removeEventListener('offline', onNetworkChange);
    };
  }, [check, intervalMs]);

  const dismiss = useCallback(() => setDismissed(true), []);

  return { online, checking, retry: check, dismissed, dismiss } satisfies Connectivity;
}
