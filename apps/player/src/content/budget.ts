/** A stored file as the eviction sees it. */
export interface StoredFile {
  md5: string;
  size: number;
  /** When a manifest last named it (or it was stored): the oldest goes first. */
  usedAt: number;
}

/** What the player allows itself of the origin's quota: room is left for the page's own files. */
export function budgetOf(estimate: { quota?: number; usage?: number }): { budget: number; used: number } {
  const quota = estimate.quota ?? 0;
  return { budget: Math.floor(quota * 0.8), used: estimate.usage ?? 0 };
}

/**
 * The files to delete so that `need` more bytes fit: only files no manifest entry names (`keep`),
 * oldest first, no more than needed. Undefined when even deleting all of them leaves too little
 * room (the delivery then fails with `noSpace`).
 */
export function chooseEvictions(
  stored: readonly StoredFile[],
  keep: ReadonlySet<string>,
  need: number,
  free: number,
): string[] | undefined {
  if (need <= free) return [];
  const candidates = stored.filter((f) => !keep.has(f.md5)).sort((a, b) => a.usedAt - b.usedAt);
  const chosen: string[] = [];
  let room = free;
  for (const f of candidates) {
    if (room >= need) break;
    chosen.push(f.md5);
    room += f.size;
  }
  return room >= need ? chosen : undefined;
}
