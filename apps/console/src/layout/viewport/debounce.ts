/** A function that runs `fn` once calls have stopped for `ms`; `cancel` drops a pending run. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Delays `fn` until `ms` after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
