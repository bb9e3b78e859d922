import type { ProgramDocument, Scene, Widget } from '@apm/render';
import { align, canDistribute, distribute, type Alignment, type Distribution } from './align';
import { copiedWidgets, copyWidgets } from './clipboard';
import {
  addWidgets,
  copiesOf,
  deleteWidgets,
  moveLayers,
  restackWidgets,
  setWidgetFlag,
  updateWidgets,
  type WidgetFlag,
} from './documentOps';
import { stackOf, type Restack } from './layers';
import { allOf, boxesOf, chosenOf, movable, type Selection } from './selection';

/** What the editor's widget commands need: the scene shown, the widgets chosen, and how to change both. */
export interface WidgetContext {
  scene: Scene;
  selection: Selection;
  edit: (change: (doc: ProgramDocument) => ProgramDocument, mark?: string) => void;
  select: (selection: Selection) => void;
  /** Told how many widgets went to the clipboard. */
  onCopied: (count: number) => void;
}

/** The chosen widgets bottom first: copies keep their stacking among themselves. */
const chosenInStack = (scene: Scene, selection: Selection): Widget[] => {
  const chosen = chosenOf(scene.widgets, selection);
  const order = stackOf(scene.widgets);
  return chosen.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
};

/** The chosen widgets that may move (neither locked nor hidden), by id, with their boxes. */
const movableBoxes = (scene: Scene, selection: Selection) =>
  boxesOf(chosenOf(scene.widgets, selection).filter(movable));

/** What the chosen widgets are: how many, how many may move, and whether all are locked or hidden (the menu's labels). */
export function selectionFacts(scene: Scene, selection: Selection) {
  const chosen = chosenOf(scene.widgets, selection);
  return {
    count: chosen.length,
    movable: chosen.filter(movable).length,
    allLocked: chosen.length > 0 && chosen.every((w) => w.locked),
    allHidden: chosen.length > 0 && chosen.every((w) => w.hidden),
  };
}

/**
 * The commands on the chosen widgets, the same from the toolbar, the keyboard, the canvas's and the
 * layers' menus: each is one step of undo/redo.
 */
export function widgetCommands({ scene, selection, edit, select, onCopied }: WidgetContext) {
  const ids = [...selection];
  /** Copies of widgets added on top of the scene, and chosen. */
  const put = (widgets: readonly Widget[]) => {
    const made = copiesOf(widgets);
    if (made.length === 0) return;
    edit((d) => addWidgets(d, scene.id, made));
    select(made.map((w) => w.id));
  };
  const copy = () => {
    const chosen = chosenInStack(scene, selection);
    if (chosen.length === 0) return false;
    copyWidgets(chosen);
    onCopied(chosen.length);
    return true;
  };
  return {
    copy: () => void copy(),
    cut: () => {
      if (copy()) edit((d) => deleteWidgets(d, ids));
    },
    paste: () => put(copiedWidgets()),
    duplicate: () => put(chosenInStack(scene, selection)),
    remove: () => edit((d) => deleteWidgets(d, ids)),
    selectAll: () => select(allOf(scene.widgets)),
    clear: () => select([]),
    restack: (how: Restack) => edit((d) => restackWidgets(d, scene.id, ids, how)),
    /** The chosen widgets moved in the layers next to another one (a drag in the layers panel). */
    moveLayers: (moved: readonly string[], target: string, above: boolean) =>
      edit((d) => moveLayers(d, scene.id, moved, target, above)),
    flag: (flag: WidgetFlag, on: boolean) => edit((d) => setWidgetFlag(d, ids, flag, on)),
    align: (how: Alignment) => edit((d) => updateWidgets(d, align(movableBoxes(scene, selection), how))),
    distribute: (axis: Distribution) => {
      const boxes = movableBoxes(scene, selection);
      if (canDistribute(Object.keys(boxes).length)) edit((d) => updateWidgets(d, distribute(boxes, axis)));
    },
  };
}

export type WidgetCommands = ReturnType<typeof widgetCommands>;
