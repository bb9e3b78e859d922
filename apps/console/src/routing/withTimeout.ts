/** Spec 9: a page's code that has not arrived after 120 s is given up on. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded: the network failed, the file is gone (new release), or it timed out. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Settles like `promise`, or rejects with a timed-out ChunkLoadError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Page code not loaded after ${ms} ms`, true)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a page's code within the chunk timeout. Any failure becomes a ChunkLoadError, so the
 * error page can offer the retry that fixes it (a reload fetches the current release's files).
 */
export async function loadChunk<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(load(), ms);
  } catch (err) {
    if (err instanceof ChunkLoadError) throw err;
    throw new ChunkLoadError(err instanceof Error ? err.message : String(err), false);
  }
}
