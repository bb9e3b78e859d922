import { createDocument, createWidget, migrate, type ProgramDocument } from '@apm/render';
import { describe, expect, it } from 'vitest';
import {
  addScene,
  addWidget,
  canBeSubScene,
  canDeleteScene,
  copiesOf,
  copyOfScene,
  deleteScene,
  deleteWidget,
  deleteWidgets,
  findWidget,
  insertScene,
  moveScene,
  renameScene,
  restack,
  setCanvas,
  setIdleTimeout,
  setSceneBackground,
  setSceneDuration,
  setSceneMain,
  setSceneTransition,
  setWidgetFlag,
  updateWidget,
  updateWidgets,
} from './documentOps';

/** A document of three scenes named A, B, C. */
function threeScenes(): ProgramDocument {
  const empty = createDocument({ width: 1920, height: 1080 });
  let doc = renameScene(empty, empty.scenes[0]!.id, 'A');
  doc = addScene(doc, 'B').doc;
  return addScene(doc, 'C').doc;
}
const names = (doc: ProgramDocument) => doc.scenes.map((s) => s.name);

describe('editing scenes', () => {
  it('adds a scene at the end or after another, leaving the input alone', () => {
    const doc = threeScenes();
    const { doc: next, id } = addScene(doc, 'A2', doc.scenes[0]!.id);
    expect(names(next)).toEqual(['A', 'A2', 'B', 'C']);
    expect(next.scenes[1]).toMatchObject({ id, main: true, durationMs: 10_000 });
    expect(names(doc)).toEqual(['A', 'B', 'C']);
  });

  it('moves scenes up and down, keeping the others in order', () => {
    const doc = threeScenes();
    expect(names(moveScene(doc, 2, 0))).toEqual(['C', 'A', 'B']);
    expect(names(moveScene(doc, 0, 1))).toEqual(['B', 'A', 'C']);
    expect(names(moveScene(doc, 1, 9))).toEqual(['A', 'C', 'B']);
    expect(moveScene(doc, 0, 0)).toBe(doc);
    expect(moveScene(doc, 5, 0)).toBe(doc);
  });

  it('renames, times and colours a scene within the limits of the document', () => {
    const doc = threeScenes();
    const b = doc.scenes[1]!.id;
    let next = renameScene(doc, b, 'Menu');
    next = setSceneDuration(next, b, 5500.4);
    next = setSceneBackground(next, b, '#ff0000');
    expect(next.scenes[1]).toMatchObject({ name: 'Menu', durationMs: 5500, background: { color: '#ff0000' } });
    expect(setSceneDuration(doc, b, 10).scenes[1]!.durationMs).toBe(1000);
    expect(setSceneDuration(doc, b, 1e12).scenes[1]!.durationMs).toBe(86_400_000);
  });

  it('sets how a scene comes in, within the format’s bounds, and leaves none out of the document', () => {
    const doc = threeScenes();
    const b = doc.scenes[1]!.id;
    const faded = setSceneTransition(doc, b, { effect: 'fade' });
    expect(faded.scenes[1]!.transition).toEqual({ effect: 'fade', durationMs: 800 });
    expect(doc.scenes[1]!.transition).toBeUndefined();
    // The duration stays across a change of effect; out of bounds it is brought within them.
    const slid = setSceneTransition(setSceneTransition(faded, b, { durationMs: 1234.4 }), b, {
      effect: 'slideFromTop',
    });
    expect(slid.scenes[1]!.transition).toEqual({ effect: 'slideFromTop', durationMs: 1234 });
    expect(setSceneTransition(slid, b, { durationMs: 10 }).scenes[1]!.transition!.durationMs).toBe(100);
    expect(setSceneTransition(slid, b, { durationMs: 60_000 }).scenes[1]!.transition!.durationMs).toBe(5000);
    // None takes the field away; setting what is there already changes nothing.
    const none = setSceneTransition(slid, b, { effect: 'none' });
    expect('transition' in none.scenes[1]!).toBe(false);
    expect(setSceneTransition(none, b, { effect: 'none' })).toBe(none);
    expect(setSceneTransition(slid, b, { effect: 'slideFromTop' })).toBe(slid);
    // What the editor writes, every player reads.
    expect(migrate(JSON.parse(JSON.stringify(slid))).scenes[1]!.transition).toEqual(slid.scenes[1]!.transition);
  });

  it('deletes a scene but never the last one, and keeps one main scene', () => {
    let doc = threeScenes();
    doc = { ...doc, scenes: doc.scenes.map((s, i) => ({ ...s, main: i === 0 })) };
    const next = deleteScene(doc, doc.scenes[0]!.id);
    expect(names(next)).toEqual(['B', 'C']);
    expect(next.scenes[0]!.main).toBe(true);
    const one = deleteScene(next, next.scenes[1]!.id);
    expect(canDeleteScene(one)).toBe(false);
    expect(deleteScene(one, one.scenes[0]!.id)).toBe(one);
  });
});

describe('sub-scenes and the idle timeout', () => {
  it('makes scenes sub-scenes and main again, but keeps one main scene', () => {
    const doc = threeScenes();
    const [a, b, c] = doc.scenes.map((s) => s.id) as [string, string, string];
    let next = setSceneMain(doc, b, false);
    expect(next.scenes.map((s) => s.main)).toEqual([true, false, true]);
    expect(doc.scenes[1]!.main).toBe(true);
    next = setSceneMain(next, a, false);
    expect(canBeSubScene(next, c)).toBe(false);
    expect(setSceneMain(next, c, false)).toBe(next);
    expect(canBeSubScene(next, b)).toBe(true);
    next = setSceneMain(next, a, true);
    expect(next.scenes.map((s) => s.main)).toEqual([true, false, true]);
    expect(setSceneMain(next, a, true)).toBe(next);
    expect(setSceneMain(next, 'gone', false)).toBe(next);
  });

  it('sets the idle timeout within the document’s limits, 0 for never', () => {
    const doc = threeScenes();
    expect(doc.interaction.idleMs).toBe(60_000);
    expect(setIdleTimeout(doc, 30_000.4).interaction.idleMs).toBe(30_000);
    expect(setIdleTimeout(doc, 0).interaction.idleMs).toBe(0);
    expect(setIdleTimeout(doc, -5).interaction.idleMs).toBe(0);
    expect(setIdleTimeout(doc, 200).interaction.idleMs).toBe(1000);
    expect(setIdleTimeout(doc, 1e12).interaction.idleMs).toBe(86_400_000);
    expect(setIdleTimeout(doc, 60_000)).toBe(doc);
  });
});

describe('editing widgets', () => {
  it('adds widgets on top, changes their box and props, restacks and deletes them', () => {
    const doc = threeScenes();
    const scene = doc.scenes[0]!.id;
    const text = createWidget('text', { props: { text: 'Hi' } });
    const image = createWidget('image');
    let next = addWidget(addWidget(doc, scene, text), scene, image);
    expect(next.scenes[0]!.widgets.map((w) => [w.id, w.z])).toEqual([
      [text.id, 0],
      [image.id, 1],
    ]);
    next = updateWidget(next, text.id, { x: 40, width: 300 }, { text: 'Hello', fontSize: 90 });
    expect(findWidget(next, text.id)!.widget).toMatchObject({
      x: 40,
      width: 300,
      props: { text: 'Hello', fontSize: 90, color: '#ffffff' },
    });
    next = restack(next, text.id, 'front');
    expect(findWidget(next, text.id)!.widget.z).toBe(2);
    next = restack(next, text.id, 'back');
    expect(findWidget(next, text.id)!.widget.z).toBe(0);
    next = deleteWidget(next, image.id);
    expect(next.scenes[0]!.widgets.map((w) => w.id)).toEqual([text.id]);
    expect(doc.scenes[0]!.widgets).toEqual([]);
  });
});

describe('copies', () => {
  it('of a scene get new ids for it and its widgets; its buttons that opened it open the copy', () => {
    const d0 = createDocument({ width: 1920, height: 1080 });
    const { doc: d1, id: menu } = addScene(d0, 'Menu');
    const self = createWidget('button', { id: 'self', props: { action: { type: 'scene', sceneId: menu } } });
    const first = d1.scenes[0]!.id;
    const away = createWidget('button', { id: 'away', props: { action: { type: 'scene', sceneId: first } } });
    const d2 = addWidget(addWidget(d1, menu, self), menu, away);
    const original = d2.scenes[1]!;
    const copy = copyOfScene(original, 'Menu (copy)');
    expect(copy.id).not.toBe(original.id);
    expect(copy.name).toBe('Menu (copy)');
    expect(copy.widgets.map((w) => w.id)).not.toContain('self');
    const [a, b] = copy.widgets as [typeof self, typeof away];
    expect(a.props.action).toEqual({ type: 'scene', sceneId: copy.id });
    expect(b.props.action).toEqual({ type: 'scene', sceneId: first });
    // Put in after the original: the document is still valid (every id unique, every scene named exists).
    const { doc: d3, id } = insertScene(d2, copy, menu);
    expect(d3.scenes.map((s) => s.id)).toEqual([first, menu, id]);
    expect(() => migrate(JSON.parse(JSON.stringify(d3)))).not.toThrow();
  });

  it('of widgets get new ids and land 20 pixels off', () => {
    const w = createWidget('text', { id: 'w', x: 100, y: 50 });
    const [c] = copiesOf([w]);
    expect(c).toMatchObject({ kind: 'text', x: 120, y: 70 });
    expect(c!.id).not.toBe('w');
  });
});

describe('the canvas', () => {
  it('changes size, widgets staying where they are', () => {
    const doc = addWidget(threeScenes(), threeScenes().scenes[0]!.id, createWidget('text', { x: 1500, y: 900 }));
    const next = setCanvas(doc, { width: 1280, height: 720 });
    expect(next.canvas).toEqual({ width: 1280, height: 720 });
    expect(next.scenes).toBe(doc.scenes);
    expect(migrate(JSON.parse(JSON.stringify(next))).canvas).toEqual({ width: 1280, height: 720 });
  });

  it('takes the physical screen’s pixels, both sides or none, and drops them when not given', () => {
    const doc = threeScenes();
    const led = setCanvas(doc, { width: 1920, height: 1080, realWidth: 1152, realHeight: 648 });
    expect(led.canvas).toEqual({ width: 1920, height: 1080, realWidth: 1152, realHeight: 648 });
    expect(setCanvas(led, { width: 1920, height: 1080, realWidth: 1152 }).canvas).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(setCanvas(led, { width: 1920, height: 1080 }).canvas).toEqual({ width: 1920, height: 1080 });
  });

  it('keeps sides whole and within the limits', () => {
    expect(setCanvas(threeScenes(), { width: 0, height: 99_999.6 }).canvas).toEqual({ width: 1, height: 16384 });
    expect(setCanvas(threeScenes(), { width: 800.4, height: 600 }).canvas).toEqual({ width: 800, height: 600 });
  });

  it('answers the same document when nothing changes (no undo step)', () => {
    const doc = threeScenes();
    expect(setCanvas(doc, { width: 1920, height: 1080 })).toBe(doc);
  });
});

describe('several widgets at once', () => {
  const twoWidgets = () => {
    const doc = threeScenes();
    const sceneId = doc.scenes[0]!.id;
    let d = addWidget(doc, sceneId, createWidget('text', { id: 'a', x: 0, y: 0 }));
    d = addWidget(d, sceneId, createWidget('text', { id: 'b', x: 10, y: 10 }));
    return addWidget(d, doc.scenes[1]!.id, createWidget('text', { id: 'c' }));
  };

  it('changes their boxes in one change, leaving untouched widgets and scenes as they were', () => {
    const d = twoWidgets();
    const next = updateWidgets(d, { a: { x: 5 }, b: { x: 15, y: 20 } });
    expect(next.scenes[0]!.widgets.map((w) => [w.x, w.y])).toEqual([
      [5, 0],
      [15, 20],
    ]);
    expect(next.scenes[1]).toBe(d.scenes[1]);
    expect(updateWidgets(d, {})).toBe(d);
    expect(updateWidgets(d, { a: { x: 0 } }).scenes[0]!.widgets[0]).toBe(d.scenes[0]!.widgets[0]);
  });

  it('deletes them, wherever they are', () => {
    const next = deleteWidgets(twoWidgets(), ['a', 'c']);
    expect(next.scenes.map((s) => s.widgets.map((w) => w.id))).toEqual([['b'], [], []]);
    const d = twoWidgets();
    expect(deleteWidgets(d, ['nope'])).toBe(d);
  });

  it('locks and hides them, the flag left out of the document when off, and valid either way', () => {
    const d = twoWidgets();
    const locked = setWidgetFlag(d, ['a', 'b'], 'locked', true);
    expect(locked.scenes[0]!.widgets.map((w) => w.locked)).toEqual([true, true]);
    expect(setWidgetFlag(locked, ['a'], 'locked', true)).toBe(locked);
    const hidden = setWidgetFlag(locked, ['b'], 'hidden', true);
    const unlocked = setWidgetFlag(hidden, ['a', 'b'], 'locked', false);
    expect(unlocked.scenes[0]!.widgets.map((w) => 'locked' in w)).toEqual([false, false]);
    expect(unlocked.scenes[0]!.widgets[1]!.hidden).toBe(true);
    const read = migrate(JSON.parse(JSON.stringify(hidden)));
    expect(read.scenes[0]!.widgets.map((w) => [w.locked, w.hidden])).toEqual([
      [true, undefined],
      [true, true],
    ]);
  });
});
