import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The same object at every render whose functions call this render's `handlers`: passed to rows
 * drawn with `memo`, it lets a row of a long list skip a render when nothing of its own changed.
 * Its keys are those of the first render.
 */
export function useStableHandlers<T extends { [K in keyof T]: (...args: never[]) => unknown }>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((key) => [
          key,
          (...args: never[]) => (latest.current[key as keyof T] as (...a: never[]) => unknown)(...args),
        ]),
      ) as T,
  );
  return stable;
}
