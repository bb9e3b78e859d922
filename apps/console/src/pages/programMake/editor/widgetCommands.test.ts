import { createDocument, createWidget, type ProgramDocument } from '@apm/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWidget } from './documentOps';
import { stackOf } from './layers';
import type { Selection } from './selection';
import { selectionFacts, widgetCommands } from './widgetCommands';

/** An editor reduced to its document and selection: each command's edits counted (one each is one undo step). */
function editor(selection: Selection) {
  let doc = createDocument({ width: 1920, height: 1080 });
  const sceneId = doc.scenes[0]!.id;
  doc = addWidget(doc, sceneId, createWidget('text', { id: 'a', x: 0, y: 0, width: 100, height: 100 }));
  doc = addWidget(doc, sceneId, createWidget('text', { id: 'b', x: 200, y: 50, width: 100, height: 100 }));
  doc = addWidget(doc, sceneId, createWidget('text', { id: 'c', x: 500, y: 0, width: 100, height: 100, locked: true }));
  const held = { doc, selection, edits: 0, copied: 0 };
  const commands = () =>
    widgetCommands({
      scene: held.doc.scenes[0]!,
      selection: held.selection,
      edit: (change: (d: ProgramDocument) => ProgramDocument) => {
        held.doc = change(held.doc);
        held.edits += 1;
      },
      select: (s) => {
        held.selection = s;
      },
      onCopied: (n) => {
        held.copied = n;
      },
    });
  return { held, commands };
}

describe('the commands on chosen widgets', () => {
  // The clipboard is the tab's session storage: a map stands in for it.
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('duplicate all chosen in one edit, the copies on top in their order, and chosen', () => {
    const { held, commands } = editor(['b', 'a']);
    commands().duplicate();
    expect(held.edits).toBe(1);
    const stack = stackOf(held.doc.scenes[0]!.widgets);
    expect(stack.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(held.selection).toEqual(stack.slice(3));
    expect(held.doc.scenes[0]!.widgets.find((w) => w.id === held.selection[0])!.x).toBe(20);
  });

  it('cut and paste: the chosen go to the clipboard and away, and come back as copies', () => {
    const { held, commands } = editor(['a', 'b']);
    commands().cut();
    expect(held.copied).toBe(2);
    expect(held.doc.scenes[0]!.widgets.map((w) => w.id)).toEqual(['c']);
    commands().paste();
    expect(held.doc.scenes[0]!.widgets).toHaveLength(3);
    expect(held.selection).toHaveLength(2);
  });

  it('align and distribute only those that may move; locked ones stay', () => {
    const { held, commands } = editor(['a', 'b', 'c']);
    expect(selectionFacts(held.doc.scenes[0]!, held.selection)).toEqual({
      count: 3,
      movable: 2,
      allLocked: false,
      allHidden: false,
    });
    commands().align('top');
    expect(held.doc.scenes[0]!.widgets.map((w) => w.y)).toEqual([0, 0, 0]);
    commands().align('right');
    expect(held.doc.scenes[0]!.widgets.map((w) => w.x)).toEqual([200, 200, 500]);
    // Two that may move are too few to spread: no edit.
    const before = held.edits;
    commands().distribute('horizontal');
    expect(held.edits).toBe(before);
  });

  it('lock, hide, restack and delete all chosen, each in one edit; select all skips locked ones', () => {
    const { held, commands } = editor(['a', 'b']);
    commands().flag('hidden', true);
    commands().restack('back');
    expect(held.edits).toBe(2);
    expect(stackOf(held.doc.scenes[0]!.widgets)).toEqual(['a', 'b', 'c']);
    expect(selectionFacts(held.doc.scenes[0]!, held.selection).allHidden).toBe(true);
    commands().restack('front');
    expect(stackOf(held.doc.scenes[0]!.widgets)).toEqual(['c', 'a', 'b']);
    commands().flag('hidden', false);
    commands().selectAll();
    expect(held.selection).toEqual(['a', 'b']);
    commands().remove();
    expect(held.doc.scenes[0]!.widgets.map((w) => w.id)).toEqual(['c']);
  });
});
