import type { GrantNode } from '@apm/contract';

/**
 * The checkbox logic of the grant tree. Each entry is granted on its own (the tree does not
 * tie parents and children together), with two helps: checking an entry checks what lies
 * under it and the entries above it (a button without its page is no use); unchecking one
 * unchecks what lies under it. A group is never granted itself: it shows checked when
 * everything under it is, half-checked when some of it is.
 */

const walk = (nodes: readonly GrantNode[]): GrantNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

/** Every grantable id at or under the node. */
const grantableUnder = (node: GrantNode): string[] =>
  walk([node])
    .filter((n) => n.grantable)
    .map((n) => n.id);

/** The chain of nodes from the top down to the one with `id` (included); empty when none has it. */
function chainTo(nodes: readonly GrantNode[], id: string): GrantNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = chainTo(n.children, id);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** The ids of the tree that can be granted. */
export const grantableIds = (tree: readonly GrantNode[]): Set<string> =>
  new Set(
    walk(tree)
      .filter((n) => n.grantable)
      .map((n) => n.id),
  );

/** The selection after (un)checking the node `id`. */
export function toggleGrant(tree: readonly GrantNode[], selected: ReadonlySet<string>, id: string, checked: boolean) {
  const chain = chainTo(tree, id);
  const node = chain.at(-1);
  const next = new Set(selected);
  if (!node) return next;
  if (checked) {
    for (const g of grantableUnder(node)) next.add(g);
    for (const above of chain.slice(0, -1)) if (above.grantable) next.add(above.id);
  } else {
    for (const g of grantableUnder(node)) next.delete(g);
  }
  return next;
}

/** What the tree shows for a selection: checked and half-checked keys. */
export function checkState(tree: readonly GrantNode[], selected: ReadonlySet<string>) {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const n of walk(tree)) {
    if (n.grantable) {
      if (selected.has(n.id)) checked.push(n.id);
      continue;
    }
    const under = grantableUnder(n);
    const held = under.filter((g) => selected.has(g)).length;
    if (under.length > 0 && held === under.length) checked.push(n.id);
    else if (held > 0) halfChecked.push(n.id);
  }
  return { checked, halfChecked };
}
