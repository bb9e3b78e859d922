import { createMD5 } from 'hash-wasm';

const SLICE = 1024 * 1024;
let worker: Worker | undefined;
let workerBroken = false;
let nextId = 0;
const waiting = new Map<number, { resolve: (md5: string) => void; reject: (e: Error) => void }>();

function hashWorker(): Worker | undefined {
  if (workerBroken || typeof Worker === 'undefined') return undefined;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; md5?: string; error?: string }>) => {
      const w = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.md5) w?.resolve(e.data.md5);
      else w?.reject(new Error(e.data.error ?? 'hashing failed'));
    };
    worker.onerror = () => {
      // The worker could not start (an old browser, a blocked script): hash on the page from now on.
      workerBroken = true;
      worker = undefined;
      for (const w of waiting.values()) w.reject(new Error('hash worker failed'));
      waiting.clear();
    };
    return worker;
  } catch {
    workerBroken = true;
    return undefined;
  }
}

/** The page's own hashing, a small slice per task so the screen never stutters. */
async function md5OnPage(blobs: readonly Blob[]): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  for (const blob of blobs) {
    for (let at = 0; at < blob.size; at += SLICE) {
      md5.update(new Uint8Array(await blob.slice(at, at + SLICE).arrayBuffer()));
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  return md5.digest('hex');
}

/** The MD5 (hex) of the bytes of `blobs` one after another: in a Web Worker, else on the page in slices. */
export async function md5Of(blobs: readonly Blob[]): Promise<string> {
  const w = hashWorker();
  if (!w) return md5OnPage(blobs);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, blobs });
    });
  } catch {
    return md5OnPage(blobs);
  }
}
