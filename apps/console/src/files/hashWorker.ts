/**
 * A Web Worker computing a file's MD5 (hash-wasm's WASM MD5), off the page's thread: the file is
 * read a chunk at a time (never whole). It reports progress after each chunk.
 */
import { createMD5 } from 'hash-wasm';

/** What the page asks: the file, and how much of it to read at a time. */
export interface HashRequest {
  file: Blob;
  chunkSize: number;
}

/** What the worker tells: how far it is, the result, or why it failed. */
export type HashMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; md5: string }
  | { type: 'failed'; message: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<HashRequest>) => void) | null;
  postMessage(m: HashMessage): void;
};

scope.onmessage = (e) => {
  const { file, chunkSize } = e.data;
  void (async () => {
    const whole = (await createMD5()).init();
    // The next chunk is read while this one is hashed: reading a Blob goes through the browser's
    // own process, and would otherwise leave the hashing idle in between.
    const read = (start: number) => file.slice(start, start + chunkSize).arrayBuffer();
    let next = file.size > 0 ? read(0) : undefined;
    for (let start = 0; start < file.size; start += chunkSize) {
      const bytes = new Uint8Array(await next!);
      next = start + chunkSize < file.size ? read(start + chunkSize) : undefined;
      whole.update(bytes);
      scope.postMessage({ type: 'progress', done: Math.min(file.size, start + chunkSize), total: file.size });
    }
    scope.postMessage({ type: 'done', md5: whole.digest('hex') });
  })().catch((err: unknown) =>
    scope.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
  );
};
