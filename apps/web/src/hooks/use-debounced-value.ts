import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`: one request per pause in typing, not
 * one per key. With no delay, `value` itself, at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
