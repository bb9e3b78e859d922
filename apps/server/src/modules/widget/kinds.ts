import { WIDGET_KINDS, type EditorWidgetKind, type WidgetKindName, type WidgetKindSetting } from '@apm/contract';
import { modelOf } from '@apm/render/document';

/**
 * The rules of widget management, without I/O: the catalogue as it applies (saved kinds over the
 * renderer's defaults), and what an office may use given the lists of the offices on its path.
 */

/** A kind's row as saved (widget_kind). */
export interface SavedKind {
  kind: string;
  enabled: boolean;
  width: number;
  height: number;
  updatedAt: number;
}

/**
 * Every kind of the renderer in its order: as saved, or on with the renderer's size when never
 * saved. A saved row of a kind the renderer no longer has is left out.
 */
export function catalogueOf(saved: readonly SavedKind[]): WidgetKindSetting[] {
  const byKind = new Map(saved.map((s) => [s.kind, s]));
  return WIDGET_KINDS.map((kind) => {
    const s = byKind.get(kind);
    if (s) return { kind, enabled: s.enabled, width: s.width, height: s.height, updatedAt: s.updatedAt };
    const { width, height } = modelOf(kind).size;
    return { kind, enabled: true, width, height, updatedAt: null };
  });
}

/** A stored list (JSON array text) as kinds: names the renderer no longer has are dropped, the renderer's order kept. */
export function parseKinds(json: string): WidgetKindName[] {
  const stored: unknown = JSON.parse(json);
  const names = new Set(Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : []);
  return WIDGET_KINDS.filter((k) => names.has(k));
}

/** An office's kinds: its own list (null: none), what the offices above allow, what its editor offers. */
export interface OfficeKinds {
  own: WidgetKindName[] | null;
  inherited: WidgetKindName[];
  allowed: WidgetKindName[];
}

/**
 * What an office may use. `pathIds`: the office's path, from the root of the tree down to the
 * office itself; `lists`: the own lists of offices (any of them, by office id). Every list above
 * the office narrows what it inherits, so an office below can be restricted further but never
 * given back what an office above took away; the catalogue's switched-off kinds are offered nowhere.
 */
export function officeKinds(
  pathIds: readonly string[],
  lists: ReadonlyMap<string, readonly WidgetKindName[]>,
  catalogue: readonly WidgetKindSetting[],
): OfficeKinds {
  const officeId = pathIds[pathIds.length - 1];
  let inherited: WidgetKindName[] = [...WIDGET_KINDS];
  for (const id of pathIds.slice(0, -1)) {
    const list = lists.get(id);
    if (list) inherited = inherited.filter((k) => list.includes(k));
  }
  const own = officeId !== undefined ? (lists.get(officeId) ?? null) : null;
  const enabled = new Set(catalogue.filter((c) => c.enabled).map((c) => c.kind));
  const allowed = inherited.filter((k) => enabled.has(k) && (own === null || own.includes(k)));
  return { own: own && [...own], inherited, allowed };
}

/** The kinds an editor offers, with the sizes new widgets of them get. */
export function editorKinds(
  allowed: readonly WidgetKindName[],
  catalogue: readonly WidgetKindSetting[],
): EditorWidgetKind[] {
  return catalogue.filter((c) => allowed.includes(c.kind)).map(({ kind, width, height }) => ({ kind, width, height }));
}

/** The kinds of `kinds` that an office inheriting `inherited` may not be given. */
export const notInherited = (
  kinds: readonly WidgetKindName[],
  inherited: readonly WidgetKindName[],
): WidgetKindName[] => kinds.filter((k) => !inherited.includes(k));

/** The ids of an office path (`a,b,c,`), top first. */
export const pathIdsOf = (path: string): string[] => path.split(',').filter(Boolean);
