import type { OfficeNode } from '@apm/contract';

/** Children lists loaded so far, by parent id (the server's order: sort, then name). */
export type LoadedChildren = Readonly<Record<string, readonly OfficeNode[] | undefined>>;

/** A node of the lazily loaded tree. */
export interface TreeItem {
  office: OfficeNode;
  /** Undefined while the node's children have not been loaded, and for a leaf. */
  children?: TreeItem[];
  isLeaf: boolean;
}

/**
 * The tree as far as it is loaded. A node whose children are loaded is a leaf when it has none
 * (this also holds after offices were added, moved or deleted below it, when the `hasChildren`
 * its parent's list said may be out of date); a node not loaded yet trusts `hasChildren`.
 * `closed` nodes are shown as leaves and never opened (e.g. an office being moved, whose subtree
 * is no target).
 */
export function buildTree(
  roots: readonly OfficeNode[],
  loaded: LoadedChildren,
  closed: (office: OfficeNode) => boolean = () => false,
): TreeItem[] {
  const seen = new Set<string>();
  // While the lists of both ends of a move are refreshed, the moved office can be in both: it is
  // shown once, where it is met first (tree keys must be unique).
  const build = (list: readonly OfficeNode[]): TreeItem[] =>
    list.flatMap((office) => {
      if (seen.has(office.id)) return [];
      seen.add(office.id);
      const kids = loaded[office.id];
      if (closed(office)) return [{ office, isLeaf: true }];
      if (!kids) return [{ office, isLeaf: !office.hasChildren }];
      const children = build(kids);
      return [children.length ? { office, children, isLeaf: false } : { office, isLeaf: true }];
    });
  return build(roots);
}

/** Maps a built tree into another shape (antd's tree data), children first. */
export function mapTree<T>(items: readonly TreeItem[], f: (item: TreeItem, children: T[] | undefined) => T): T[] {
  return items.map((item) => f(item, item.children && mapTree(item.children, f)));
}

/** The office with this id among the roots and the loaded lists, if any. */
export function findOffice(roots: readonly OfficeNode[], loaded: LoadedChildren, id: string): OfficeNode | undefined {
  return (
    roots.find((o) => o.id === id) ??
    Object.values(loaded)
      .find((list) => list?.some((o) => o.id === id))
      ?.find((o) => o.id === id)
  );
}
