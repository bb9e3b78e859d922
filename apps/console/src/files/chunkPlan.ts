/** The bytes [start, end) of chunk `index` of a file of `size` bytes cut into chunks of `chunkSize`. */
export function chunkBounds(index: number, chunkSize: number, size: number): { start: number; end: number } {
  const start = index * chunkSize;
  return { start, end: Math.min(size, start + chunkSize) };
}

/**
 * What is left to send of an upload the server holds `received` of: the missing chunks, all but
 * one to go first (several at once), and the one to go `last`, alone, once they are all in: the
 * chunk that completes the file is the one whose answer brings the material, so it must be the
 * only one in flight then. Undefined `last`: nothing is missing.
 */
export function chunkPlan(chunkCount: number, received: readonly number[]): { first: number[]; last?: number } {
  const held = new Set(received);
  const missing = [...Array(chunkCount).keys()].filter((i) => !held.has(i));
  const last = missing.pop();
  return last === undefined ? { first: [] } : { first: missing, last };
}

/** How many bytes of the file the chunks `received` hold. */
export function bytesHeld(received: readonly number[], chunkSize: number, size: number): number {
  return received.reduce((sum, i) => {
    const { start, end } = chunkBounds(i, chunkSize, size);
    return sum + Math.max(0, end - start);
  }, 0);
}

/** Whole percent of `done` of `total`, 100 only when all is done. */
export function percentOf(done: number, total: number): number {
  if (total <= 0 || done >= total) return 100;
  return Math.min(99, Math.floor((done * 100) / total));
}
