import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMd5 } from './file-md5.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-md5-'));
const md5s = fileMd5();
afterAll(async () => {
  await md5s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const md5Of = (b: Buffer) => createHash('md5').update(b).digest('hex');
const PIECE = 1000;

/** A file of `n` pieces, all written; answers its bytes. */
function fileOf(name: string, n: number): { file: string; bytes: Buffer } {
  const bytes = randomBytes(PIECE * n - 123);
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}
const lengthOf = (bytes: Buffer, i: number) => Math.min(PIECE, bytes.length - i * PIECE);

describe('file MD5s on a thread of their own', () => {
  it('follow pieces said complete in any order', async () => {
    const { file, bytes } = fileOf('a', 7);
    for (const i of [3, 0, 1, 6, 2, 5, 4]) md5s.complete('a', file, i * PIECE, lengthOf(bytes, i));
    expect(await md5s.digest('a', file, bytes.length)).toBe(md5Of(bytes));
  });

  it('read what was never said complete (a restart), and what follows a forgotten hash', async () => {
    const { file, bytes } = fileOf('b', 5);
    expect(await md5s.digest('b', file, bytes.length)).toBe(md5Of(bytes));
    md5s.complete('b2', file, 0, PIECE);
    md5s.forget('b2');
    md5s.complete('b2', file, PIECE, PIECE);
    expect(await md5s.digest('b2', file, bytes.length)).toBe(md5Of(bytes));
  });

  it('start over when a piece hashed already is said complete again with other bytes', async () => {
    const { file, bytes } = fileOf('c', 4);
    for (let i = 0; i < 4; i++) md5s.complete('c', file, i * PIECE, lengthOf(bytes, i));
    // Written again, differently: the running hash cannot hold, the digest reads the file as it is now.
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(PIECE, 7), 0, PIECE, PIECE);
    fs.closeSync(fd);
    md5s.complete('c', file, PIECE, PIECE);
    expect(await md5s.digest('c', file, bytes.length)).toBe(md5Of(fs.readFileSync(file)));
  });

  it('fail the digest of a file shorter than said, and go on with others', async () => {
    const { file, bytes } = fileOf('d', 2);
    await expect(md5s.digest('d', file, bytes.length + 10)).rejects.toThrow(/shorter/);
    expect(await md5s.digest('d', file, bytes.length)).toBe(md5Of(bytes));
  });
});
