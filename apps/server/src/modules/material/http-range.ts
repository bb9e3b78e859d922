import type { ByteRange } from '../../platform/storage/blobs.js';

/**
 * The byte range an HTTP Range header asks of a file of `size` bytes (RFC 9110 14.2): a range to
 * send (206), 'unsatisfiable' (416), or undefined to send the whole file (no header, another unit,
 * several ranges, or a malformed one, which the RFC lets a server ignore).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m) return undefined;
  const [, first, last] = m as unknown as [string, string, string];
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
