import type { Scene, Widget } from '@apm/render';

/**
 * The stacking of a scene's widgets as the layers panel shows it, and its changes. The stack is the
 * renderer's drawing order (lower `z` below, document order on ties; hidden widgets keep their
 * place); a change numbers the widgets' `z` 0, 1, 2… bottom up, the document's order of widgets
 * staying as it was, so that a diff touches only `z`.
 */

export type Restack = 'front' | 'forward' | 'backward' | 'back';

/** The scene's widget ids bottom first (the order they are drawn). */
export function stackOf(widgets: readonly Widget[]): string[] {
  return widgets
    .map((w, i) => ({ w, i }))
    .sort((a, b) => a.w.z - b.w.z || a.i - b.i)
    .map(({ w }) => w.id);
}

/** The scene's widgets top first (the layers panel's order). */
export const layersOf = (widgets: readonly Widget[]): Widget[] => {
  const byId = new Map(widgets.map((w) => [w.id, w]));
  return stackOf(widgets)
    .reverse()
    .map((id) => byId.get(id)!);
};

/** A stack (bottom first) with the chosen ids moved as `how` says; chosen ones keep their order among themselves. */
export function restackIds(stack: readonly string[], chosen: ReadonlySet<string>, how: Restack): string[] {
  const picked = stack.filter((id) => chosen.has(id));
  const rest = stack.filter((id) => !chosen.has(id));
  if (how === 'front') return [...rest, ...picked];
  if (how === 'back') return [...picked, ...rest];
  const out = [...stack];
  // One place up (or down) past the next widget not chosen: a run of chosen ones moves together.
  if (how === 'forward') {
    for (let i = out.length - 2; i >= 0; i--) {
      if (chosen.has(out[i]!) && !chosen.has(out[i + 1]!)) [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
    }
  } else {
    for (let i = 1; i < out.length; i++) {
      if (chosen.has(out[i]!) && !chosen.has(out[i - 1]!)) [out[i], out[i - 1]] = [out[i - 1]!, out[i]!];
    }
  }
  return out;
}

/**
 * A stack (bottom first) with the chosen ids taken out and put back together at the place of
 * `target` in the panel: above it (`above`) or below it. A target among the chosen leaves the stack
 * as it was.
 */
export function moveIds(
  stack: readonly string[],
  chosen: ReadonlySet<string>,
  target: string,
  above: boolean,
): string[] {
  if (chosen.has(target) || !stack.includes(target)) return [...stack];
  const picked = stack.filter((id) => chosen.has(id));
  const rest = stack.filter((id) => !chosen.has(id));
  const at = rest.indexOf(target) + (above ? 1 : 0);
  return [...rest.slice(0, at), ...picked, ...rest.slice(at)];
}

/** The scene's widgets with `z` numbered after a stack (bottom first); the scene itself when nothing changes. */
export function applyStack(scene: Scene, stack: readonly string[]): Scene {
  const zOf = new Map(stack.map((id, i) => [id, i]));
  const current = stackOf(scene.widgets);
  if (current.length === stack.length && current.every((id, i) => id === stack[i])) return scene;
  let changed = false;
  const widgets = scene.widgets.map((w) => {
    const z = zOf.get(w.id) ?? w.z;
    if (z === w.z) return w;
    changed = true;
    return { ...w, z } as Widget;
  });
  return changed ? { ...scene, widgets } : scene;
}

/** How long a layer's name taken from a widget's words may be. */
const CONTENT_NAME_MAX = 40;

/**
 * What a layer without a name of its own is called after: a text's first line, a button's label
 * (cut to CONTENT_NAME_MAX characters); empty for other kinds, and for words that are all blank.
 */
export function contentName(w: Widget): string {
  const words = w.kind === 'text' ? w.props.text : w.kind === 'button' ? w.props.label : '';
  const line =
    words
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > CONTENT_NAME_MAX ? `${line.slice(0, CONTENT_NAME_MAX - 1)}…` : line;
}
