import { Worker } from 'node:worker_threads';

/**
 * MD5s of files computed on a thread of their own, so that hashing a large file (a 1 GiB upload
 * takes two seconds on one core) never holds up the event loop, and runs beside the requests that
 * bring the file. A running hash follows a file that arrives in pieces in any order: each piece
 * said to be complete is hashed as soon as every piece before it is, so that the file's MD5 is
 * known almost as soon as its last piece is (`digest` reads only what was not hashed yet; after a
 * restart that is the whole file).
 */
export interface FileMd5 {
  /** Bytes `offset` to `offset + length` of `file` are written and will not change: hash them in their turn. */
  complete(key: string, file: string, offset: number, length: number): void;
  /** Forgets a running hash (its file is gone, or bytes already hashed are being written again). */
  forget(key: string): void;
  /** The MD5 of the first `size` bytes of `file`, going on from the running hash `key` has. */
  digest(key: string, file: string, size: number): Promise<string>;
  /** Stops the thread (the server is stopping); running hashes are lost. */
  close(): Promise<void>;
}

/** The thread's code (plain JavaScript: it runs as is, from the sources in tests as from the build). */
const WORKER = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const buf = Buffer.allocUnsafe(4 * 1024 * 1024);
const running = new Map(); // key -> { file, hash, at, pending: Map<offset, length> }

function hashRange(r, offset, length) {
  const fd = fs.openSync(r.file, 'r');
  try {
    for (let done = 0; done < length; ) {
      const n = fs.readSync(fd, buf, 0, Math.min(buf.length, length - done), offset + done);
      if (n === 0) throw new Error('the file is shorter than ' + (offset + length) + ' bytes');
      r.hash.update(buf.subarray(0, n));
      done += n;
    }
  } finally {
    fs.closeSync(fd);
  }
  r.at = offset + length;
}

function stateOf(key, file) {
  let r = running.get(key);
  if (!r || r.file !== file) {
    r = { file, hash: createHash('md5'), at: 0, pending: new Map() };
    running.set(key, r);
  }
  return r;
}

parentPort.on('message', (m) => {
  try {
    if (m.op === 'complete') {
      const r = stateOf(m.key, m.file);
      if (m.offset < r.at) return running.delete(m.key);
      r.pending.set(m.offset, m.length);
      for (let l = r.pending.get(r.at); l !== undefined; l = r.pending.get(r.at)) {
        r.pending.delete(r.at);
        hashRange(r, r.at, l);
      }
    } else if (m.op === 'forget') {
      running.delete(m.key);
    } else if (m.op === 'digest') {
      let r = stateOf(m.key, m.file);
      if (r.at > m.size) r = { file: m.file, hash: createHash('md5'), at: 0, pending: new Map() };
      running.delete(m.key);
      hashRange(r, r.at, m.size - r.at);
      parentPort.postMessage({ id: m.id, md5: r.hash.digest('hex') });
    }
  } catch (err) {
    running.delete(m.key);
    if (m.id !== undefined) parentPort.postMessage({ id: m.id, error: String(err && err.message || err) });
  }
});
`;

export function fileMd5(): FileMd5 {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (md5: string) => void; reject: (err: Error) => void }>();

  const thread = () => {
    if (worker) return worker;
    const w = new Worker(WORKER, { eval: true });
    w.on('message', (m: { id: number; md5?: string; error?: string }) => {
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.md5!);
    });
    const fail = (err: Error) => {
      if (worker === w) worker = undefined;
      for (const p of waiting.values()) p.reject(err);
      waiting.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`the hashing thread stopped (${code})`)));
    // Idle, the thread keeps no process alive; a digest asked for holds it (see digest).
    w.unref();
    worker = w;
    return w;
  };

  return {
    complete(key, file, offset, length) {
      thread().postMessage({ op: 'complete', key, file, offset, length });
    },
    forget(key) {
      worker?.postMessage({ op: 'forget', key });
    },
    digest(key, file, size) {
      const w = thread();
      const id = nextId++;
      w.ref();
      return new Promise<string>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ op: 'digest', id, key, file, size });
      }).finally(() => {
        if (waiting.size === 0) w.unref();
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
