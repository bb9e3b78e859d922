import { createDocument, createWidget, type ProgramDocument, type Widget } from '@apm/render';
import { describe, expect, it } from 'vitest';
import { addWidget, moveLayers, restackWidgets } from './documentOps';
import { applyStack, contentName, layersOf, moveIds, restackIds, stackOf } from './layers';

const w = (id: string, z: number): Widget => createWidget('text', { id, z });

describe('the stack of a scene', () => {
  it('is the drawing order: lower z first, document order on ties; the panel shows it top first', () => {
    const ws = [w('a', 2), w('b', 0), w('c', 2), w('d', 1)];
    expect(stackOf(ws)).toEqual(['b', 'd', 'a', 'c']);
    expect(layersOf(ws).map((x) => x.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('brings chosen ones to the front or the back, keeping their order among themselves', () => {
    const stack = ['a', 'b', 'c', 'd', 'e'];
    expect(restackIds(stack, new Set(['b', 'd']), 'front')).toEqual(['a', 'c', 'e', 'b', 'd']);
    expect(restackIds(stack, new Set(['b', 'd']), 'back')).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('moves chosen ones one place forward or backward, past the next one not chosen', () => {
    const stack = ['a', 'b', 'c', 'd', 'e'];
    expect(restackIds(stack, new Set(['b', 'c']), 'forward')).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(restackIds(stack, new Set(['e']), 'forward')).toEqual(stack);
    expect(restackIds(stack, new Set(['c', 'd']), 'backward')).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(restackIds(stack, new Set(['a']), 'backward')).toEqual(stack);
  });

  it('puts dragged ones above or below a target; a target among them changes nothing', () => {
    const stack = ['a', 'b', 'c', 'd'];
    expect(moveIds(stack, new Set(['a']), 'c', true)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveIds(stack, new Set(['d', 'a']), 'b', false)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveIds(stack, new Set(['a', 'b']), 'b', true)).toEqual(stack);
  });

  it('numbers z bottom up, widgets staying in document order, the scene unchanged when the order is', () => {
    const ws = [w('a', 5), w('b', 5), w('c', 0)];
    const scene = { ...createDocument({ width: 10, height: 10 }).scenes[0]!, widgets: ws };
    expect(applyStack(scene, ['c', 'a', 'b'])).toBe(scene);
    const next = applyStack(scene, ['a', 'c', 'b']);
    expect(next.widgets.map((x) => [x.id, x.z])).toEqual([
      ['a', 0],
      ['b', 2],
      ['c', 1],
    ]);
  });
});

describe('restacking in the document', () => {
  const doc = (): ProgramDocument => {
    let d = createDocument({ width: 1920, height: 1080 });
    for (const id of ['a', 'b', 'c']) d = addWidget(d, d.scenes[0]!.id, createWidget('text', { id }));
    return d;
  };

  it('is one change of z, and none when nothing moves', () => {
    const d = doc();
    const sceneId = d.scenes[0]!.id;
    const front = restackWidgets(d, sceneId, ['a'], 'front');
    expect(stackOf(front.scenes[0]!.widgets)).toEqual(['b', 'c', 'a']);
    expect(restackWidgets(d, sceneId, ['c'], 'front')).toBe(d);
    const dragged = moveLayers(d, sceneId, ['c'], 'a', false);
    expect(stackOf(dragged.scenes[0]!.widgets)).toEqual(['c', 'a', 'b']);
    expect(d.scenes[0]!.widgets.map((x) => x.z)).toEqual([0, 1, 2]);
  });
});

describe('a layer without a name', () => {
  it('is called after a text’s first line or a button’s label, cut short; other kinds have none', () => {
    expect(contentName(createWidget('text', { props: { text: '\n  Opening hours \nMon–Fri' } }))).toBe('Opening hours');
    expect(contentName(createWidget('button', { props: { label: 'Menu' } }))).toBe('Menu');
    expect(contentName(createWidget('text', { props: { text: 'x'.repeat(60) } }))).toBe(`${'x'.repeat(39)}…`);
    expect(contentName(createWidget('text', { props: { text: '   ' } }))).toBe('');
    expect(contentName(createWidget('clock'))).toBe('');
  });
});
