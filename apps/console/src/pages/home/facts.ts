import type { OperationEntry } from '@apm/contract';

/** How many distinct permissions the entries grant (`id:operation`, or the bare id of an entry without operations). */
export function permissionCount(entries: readonly OperationEntry[]): number {
  const held = new Set(entries.flatMap((e) => (e.operation.length ? e.operation.map((o) => `${e.id}:${o}`) : [e.id])));
  return held.size;
}
