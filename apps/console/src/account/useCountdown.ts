import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** A countdown in whole seconds: `start(60)` and `left` goes 60, 59 … 0. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const l = secondsLeft(until, Date.now());
      setLeft(l);
      if (l === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => setUntil(Date.now() + seconds * 1000), []);
  return { left, start };
}
