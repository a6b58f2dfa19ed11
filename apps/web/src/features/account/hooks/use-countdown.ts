import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline. Each tick is timed for the moment the shown
 * number changes, measured on the clock rather than counted, because background tabs
 * slow timers down; so "0" arrives at the deadline, not up to a second after it.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const untilNextChange = (remainingMs: number) => remainingMs % 1000 || 1000;
    const tick = () => {
      const remainingMs = deadline - Date.now();
      const left = Math.max(0, Math.ceil(remainingMs / 1000));
      setSecondsLeft(left);
      if (left > 0) timer = setTimeout(tick, untilNextChange(remainingMs));
    };
    timer = setTimeout(tick, untilNextChange(deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, start };
}
