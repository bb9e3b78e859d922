/// <reference lib="webworker" />
import { createMD5 } from 'hash-wasm';

// Hashes the pieces of a downloaded file off the page's thread, a slice at a time (bounded memory).
const SLICE = 4 * 1024 * 1024;

interface Job {
  id: number;
  blobs: Blob[];
}

self.onmessage = async (e: MessageEvent<Job>) => {
  const { id, blobs } = e.data;
  try {
    const md5 = await createMD5();
    md5.init();
    for (const blob of blobs) {
      for (let at = 0; at < blob.size; at += SLICE) {
        md5.update(new Uint8Array(await blob.slice(at, at + SLICE).arrayBuffer()));
      }
    }
    self.postMessage({ id, md5: md5.digest('hex') });
  } catch (err) {
    self.postMessage({ id, error: String(err) });
  }
};
