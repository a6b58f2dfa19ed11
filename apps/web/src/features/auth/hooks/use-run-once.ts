import { useEffect, useRef } from 'react';

/**
 * Runs `action` once per `key` after mount. For single-use tokens in links (activation,
 * e-mail verification): StrictMode runs effects twice in development, and a second call
 * would find the token already spent.
 */
export function useRunOnce(key: string, action: () => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    action();
  }, [key, action]);
}
