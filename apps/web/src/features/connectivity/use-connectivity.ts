import { useCallback, useEffect, useRef, useState } from 'react';
import { pingServer } from '../../lib/http-client.ts';
import {
  CONNECTIVITY_OFFLINE_RECHECK_FIRST_MS,
  CONNECTIVITY_OFFLINE_RECHECK_MAX_MS,
  CONNECTIVITY_POLL_MS,
} from '@playeats/domain/constants';

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

/** Wait before offline re-check n (0-based): 5 s, 10 s, 20 s … capped at 120000 ms (spec section 9). */
export function offlineRecheckDelay(attempt: number): number {
  return Math.min(CONNECTIVITY_OFFLINE_RECHECK_FIRST_MS * 2 ** attempt, CONNECTIVITY_OFFLINE_RECHECK_MAX_MS);
}

/**
 * Connectivity as spec section 4 has it: a check every 300000 ms and on manual retry,
 * plus one whenever the browser says it went online or offline. While offline it checks
 * again sooner, backing off from 5 s to at most 120000 ms (the spec's related parameter),
 * so the dialog closes soon after the connection is back.
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

  useEffect(() => {
    if (online) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const recheck = () => {
      timer = setTimeout(() => {
        attempt += 1;
        void check().then((ok) => {
          if (!ok && mounted.current) recheck();
        });
      }, offlineRecheckDelay(attempt));
    };
    recheck();
    return () => clearTimeout(timer);
  }, [online, check]);

  const dismiss = useCallback(() => setDismissed(true), []);

  return { online, checking, retry: check, dismissed, dismiss } satisfies Connectivity;
}
