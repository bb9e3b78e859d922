import { createDocument, createWidget, type ProgramDocument } from '@apm/render';
import { describe, expect, it } from 'vitest';
import { addWidget, renameScene, setCanvas, setSceneDuration, updateWidget, updateWidgets } from './documentOps';
import { canRedo, canUndo, current, HISTORY_MAX, MERGE_MS, push, redo, startHistory, undo } from './history';

const base = (): ProgramDocument => {
  const d = createDocument({ width: 1920, height: 1080 });
  return addWidget(d, d.scenes[0]!.id, createWidget('text', { id: 'w1' }));
};

describe('undo/redo steps', () => {
  it('undo and redo walk the steps; a new step drops those after the pointer', () => {
    const d0 = base();
    const sceneId = d0.scenes[0]!.id;
    const d1 = renameScene(d0, sceneId, 'One');
    const d2 = setSceneDuration(d1, sceneId, 20_000);
    let h = push(push(startHistory(d0), d1, 0), d2, 5_000);
    expect(h.steps).toHaveLength(3);
    h = undo(undo(h));
    expect(current(h)).toBe(d0);
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(current(h)).toBe(d1);
    const other = setSceneDuration(d1, sceneId, 30_000);
    h = push(h, other, 10_000);
    expect(h.steps).toEqual([d0, d1, other]);
    expect(canRedo(h)).toBe(false);
  });

  it('merge a run of changes to the same fields of one widget (a drag) into one step', () => {
    const d0 = base();
    let h = startHistory(d0);
    let d = d0;
    for (let i = 1; i <= 30; i++) {
      d = updateWidget(d, 'w1', { x: i * 3, y: i });
      h = push(h, d, i * 16);
    }
    expect(h.steps).toHaveLength(2);
    expect(current(undo(h))).toBe(d0);
    // Another field, or the same after a pause, is a step of its own.
    h = push(h, updateWidget(d, 'w1', {}, { text: 'Hello' }), 600);
    h = push(h, updateWidget(current(h), 'w1', { x: 500 }), 700);
    h = push(h, updateWidget(current(h), 'w1', { x: 600 }), 700 + MERGE_MS + 1);
    expect(h.steps).toHaveLength(5);
  });

  it('never merge adding a widget, nor a change made after an undo', () => {
    const d0 = base();
    const sceneId = d0.scenes[0]!.id;
    let h = startHistory(d0);
    const d1 = addWidget(d0, sceneId, createWidget('text', { id: 'w2' }));
    const d2 = addWidget(d1, sceneId, createWidget('text', { id: 'w3' }));
    h = push(push(h, d1, 0), d2, 10);
    expect(h.steps).toHaveLength(3);
    const moved = updateWidget(d2, 'w1', { x: 1 });
    h = push(h, moved, 20);
    h = undo(h);
    h = push(h, updateWidget(d2, 'w1', { x: 2 }), 30);
    expect(h.steps).toHaveLength(4);
    expect(current(undo(h))).toBe(d2);
  });

  it('make each change of the canvas’s size a step of its own, undone back to the size before', () => {
    const d0 = base();
    const d1 = setCanvas(d0, { width: 1080, height: 1920 });
    const d2 = setCanvas(d1, { width: 1280, height: 720 });
    let h = push(push(startHistory(d0), d1, 0), d2, 10);
    expect(h.steps).toHaveLength(3);
    h = undo(h);
    expect(current(h).canvas).toEqual({ width: 1080, height: 1920 });
    h = undo(h);
    expect(current(h).canvas).toEqual({ width: 1920, height: 1080 });
    expect(current(redo(h))).toBe(d1);
  });

  it(`keep the last ${HISTORY_MAX} steps`, () => {
    const d0 = base();
    const sceneId = d0.scenes[0]!.id;
    let h = startHistory(d0);
    let d = d0;
    for (let i = 0; i < HISTORY_MAX + 50; i++) {
      d = addWidget(d, sceneId, createWidget('text'));
      h = push(h, d, i);
    }
    expect(h.steps).toHaveLength(HISTORY_MAX);
    expect(current(h)).toBe(d);
  });

  it('merge the changes of one drag (its mark) into one step, whatever they change and however long it takes', () => {
    const d0 = addWidget(base(), base().scenes[0]!.id, createWidget('text', { id: 'w2' }));
    let h = startHistory(d0);
    // A group moved, then scaled, by one drag with a pause in it.
    h = push(h, updateWidgets(d0, { w1: { x: 10 }, w2: { x: 20 } }), 0, 'drag-1');
    h = push(h, updateWidgets(current(h), { w1: { width: 50 }, w2: { y: 5 } }), 10 * MERGE_MS, 'drag-1');
    expect(h.steps).toHaveLength(2);
    // The next drag is a step of its own.
    h = push(h, updateWidgets(current(h), { w1: { x: 30 } }), 10 * MERGE_MS + 1, 'drag-2');
    expect(h.steps).toHaveLength(3);
    expect(current(undo(undo(h)))).toBe(d0);
  });

  it('merge a group nudged by keys held down, as a single widget is', () => {
    const d0 = addWidget(base(), base().scenes[0]!.id, createWidget('text', { id: 'w2' }));
    let h = startHistory(d0);
    let d = d0;
    for (let i = 1; i <= 5; i++) {
      d = updateWidgets(d, { w1: { x: i }, w2: { x: 100 + i } });
      h = push(h, d, i * 30);
    }
    expect(h.steps).toHaveLength(2);
  });
});
