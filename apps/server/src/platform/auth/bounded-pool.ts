/**
 * Runs at most `size` tasks at once; the others wait in line, first come first served. Password
 * hashing goes through one: argon2 runs on libuv's thread pool, which file reads and DNS share,
 * so an unbounded burst of sign-ins would queue every other call's I/O behind it (and hold
 * 64 MiB per hash).
 */
export function boundedPool(size: number) {
  if (!Number.isInteger(size) || size < 1) throw new Error(`boundedPool: size must be a positive integer, not ${size}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    running--;
    const start = waiting.shift();
    if (start) {
      running++;
      start();
    }
  };

  return {
    /** Runs `task` once a place is free; answers what it answers. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        next();
      }
    },
    /** Tasks running now and tasks waiting (for tests and metrics). */
    load: () => ({ running, waiting: waiting.length }),
  };
}
export type BoundedPool = ReturnType<typeof boundedPool>;
