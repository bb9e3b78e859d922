import type { OfficeNode } from '@apm/contract';
import { findOffice, type LoadedChildren } from '../../components/officeTree/loadedTree';

/** Why an office is no target for moving `moving` there: itself, or where it already is. */
export function moveBlock(
  target: OfficeNode,
  moving: Pick<OfficeNode, 'id' | 'parentId'>,
): 'self' | 'current' | undefined {
  if (target.id === moving.id) return 'self';
  if (target.id === moving.parentId) return 'current';
  return undefined;
}

/**
 * Whether an office may be moved or deleted by the caller: never the root of their range (their own
 * office, or the office their data range starts at) nor the platform; the server refuses both.
 */
export function isFixed(office: Pick<OfficeNode, 'id' | 'type'>, rootIds: readonly string[]): boolean {
  return office.type === 'platform' || rootIds.includes(office.id);
}

/** The ancestors of an office, root first, as far as the loaded lists reach; undefined if they do not reach the root. */
export function ancestorsOf(
  roots: readonly OfficeNode[],
  loaded: LoadedChildren,
  office: Pick<OfficeNode, 'id' | 'parentId'>,
): OfficeNode[] | undefined {
  const path: OfficeNode[] = [];
  if (roots.some((r) => r.id === office.id)) return path;
  let parentId = office.parentId;
  while (parentId) {
    const parent = findOffice(roots, loaded, parentId);
    if (!parent || path.length > 1000) return undefined;
    path.unshift(parent);
    if (roots.some((r) => r.id === parent.id)) return path;
    parentId = parent.parentId;
  }
  return undefined;
}

/**
 * The children lists to ask again after offices were added, moved or deleted below `parentIds`:
 * each parent's own list, and the list each parent is in, whose "has children" may have changed
 * (`rootKey` for the list holding the root of the range).
 */
export function listsToRefresh(
  roots: readonly OfficeNode[],
  loaded: LoadedChildren,
  parentIds: readonly (string | null | undefined)[],
  rootKey: string,
): string[] {
  const out = parentIds.flatMap((id) => {
    if (!id) return [];
    if (roots.some((r) => r.id === id)) return [id, rootKey];
    const parent = findOffice(roots, loaded, id);
    return parent?.parentId ? [id, parent.parentId] : [id];
  });
  return [...new Set(out)];
}
