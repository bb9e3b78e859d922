import type { ProgramDocument, Scene, Widget } from '@apm/render';

/**
 * The editor's undo/redo steps (spec 3 and 4): every state of the document the user went through,
 * and a pointer to the one shown. Undo and redo move the pointer; a new step drops the steps after
 * it. Documents are never changed in place (documentOps.ts), so a step shares everything it did
 * not change with its neighbours and costs next to nothing.
 *
 * A run of changes to the same fields of the same records (keys held down, a name typed letter by
 * letter) is one step, as long as each comes within MERGE_MS of the one before. A gesture (a drag
 * of the mouse) marks its changes: all changes of one mark are one step, however long it lasts.
 */
export interface History {
  steps: readonly ProgramDocument[];
  pointer: number;
  /** What the last step changed and when, while further changes of the same may join it. */
  last?: { signature?: string; at: number; mark?: string };
}

/** The steps kept: older ones are dropped. */
export const HISTORY_MAX = 200;
/** How long after a change another change of the same fields joins its step. */
export const MERGE_MS = 1000;

export const startHistory = (doc: ProgramDocument): History => ({ steps: [doc], pointer: 0 });

export const current = (h: History): ProgramDocument => h.steps[h.pointer]!;
export const canUndo = (h: History) => h.pointer > 0;
export const canRedo = (h: History) => h.pointer < h.steps.length - 1;

/**
 * The history with `doc` as its newest step (or merged into the step shown), at time `at`; `mark`
 * names the gesture the change belongs to (its changes merge whatever they change).
 */
export function push(h: History, doc: ProgramDocument, at: number, mark?: string): History {
  const before = current(h);
  if (doc === before) return h;
  const signature = signatureOf(before, doc);
  const sameGesture = mark !== undefined && h.last?.mark === mark;
  const sameRun = signature !== undefined && h.last?.signature === signature && at - h.last.at <= MERGE_MS;
  if ((sameGesture || sameRun) && !canRedo(h)) {
    const steps = [...h.steps];
    steps[h.pointer] = doc;
    return { steps, pointer: h.pointer, last: { signature, at, mark } };
  }
  const steps = [...h.steps.slice(0, h.pointer + 1), doc].slice(-HISTORY_MAX);
  return { steps, pointer: steps.length - 1, last: signature || mark ? { signature, at, mark } : undefined };
}

export const undo = (h: History): History => (canUndo(h) ? { steps: h.steps, pointer: h.pointer - 1 } : h);
export const redo = (h: History): History => (canRedo(h) ? { steps: h.steps, pointer: h.pointer + 1 } : h);

/** The fields of two records that differ (shallow; `props` by its own fields). */
function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[k] === b[k]) continue;
    if (k === 'props' || k === 'background') {
      out.push(
        ...changedFields(a[k] as Record<string, unknown>, b[k] as Record<string, unknown>).map((p) => `${k}.${p}`),
      );
    } else out.push(k);
  }
  return out;
}

/**
 * What one change did, when it changed fields of one scene, or the same fields of widgets of one
 * scene (a group nudged), and nothing else (e.g. `w:<id>:x,y`, `w:<id>,<id>:x`); undefined for
 * anything else (adding, deleting, reordering), which is always a step of its own.
 */
export function signatureOf(before: ProgramDocument, after: ProgramDocument): string | undefined {
  if (before.scenes.length !== after.scenes.length || before.canvas !== after.canvas) return undefined;
  let changed: string | undefined;
  for (let i = 0; i < before.scenes.length; i++) {
    const a: Scene = before.scenes[i]!;
    const b: Scene = after.scenes[i]!;
    if (a === b) continue;
    if (changed || a.id !== b.id) return undefined;
    changed = sceneSignature(a, b);
    if (!changed) return undefined;
  }
  return changed;
}

function sceneSignature(a: Scene, b: Scene): string | undefined {
  const { widgets: wa, ...restA } = a;
  const { widgets: wb, ...restB } = b;
  const sceneFields = changedFields(restA, restB);
  if (wa === wb) return `s:${a.id}:${sceneFields.join(',')}`;
  if (sceneFields.length || wa.length !== wb.length) return undefined;
  const ids: string[] = [];
  let fields: string | undefined;
  for (let i = 0; i < wa.length; i++) {
    const x: Widget = wa[i]!;
    const y: Widget = wb[i]!;
    if (x === y) continue;
    if (x.id !== y.id) return undefined;
    const these = changedFields(x, y).join(',');
    if (fields !== undefined && fields !== these) return undefined;
    fields = these;
    ids.push(x.id);
  }
  return ids.length ? `w:${ids.join(',')}:${fields}` : undefined;
}
