import { useEffect, useState } from 'react';

/** How long a search typed letter by letter waits for the next letter before it asks the server. */
export const TYPING_PAUSE_MS = 300;

/**
 * `value` once it has stayed the same for `ms`: a search box's words go to the server when the
 * user pauses, not at every letter.
 */
export function useSettled<T>(value: T, ms = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
