import type { HashMessage, HashRequest } from './hashWorker';

/** A file's MD5, lower-case hex. */
export interface FileHashes {
  md5: string;
}

/**
 * Hashes a file in a Web Worker of its own (see hashWorker.ts), reporting how many bytes are done;
 * `signal` stops the worker.
 */
export function hashFile(
  file: Blob,
  chunkSize: number,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<FileHashes> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hashWorker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    const end = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (e: MessageEvent<HashMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done, m.total);
      else if (m.type === 'done') {
        end();
        resolve({ md5: m.md5 });
      } else {
        end();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      end();
      reject(new Error(e.message || 'The file could not be read'));
    };
    worker.postMessage({ file, chunkSize } satisfies HashRequest);
  });
}
