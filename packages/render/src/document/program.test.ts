import { describe, expect, it } from 'vitest';
import { canvas, canvasPresets } from './canvas.js';
import { createDocument, createScene, createWidget } from './create.js';
import { widgetKinds } from '../widgets/models.js';
import { programDocument } from './program.js';

const MD5 = '0123456789abcdef0123456789abcdef';

/** A small document as an author writes it: defaults left out. */
const written = () => ({
  version: 6,
  canvas: { width: 1920, height: 1080 },
  scenes: [
    {
      id: 'intro',
      widgets: [
        {
          id: 'logo',
          kind: 'image',
          x: 10,
          y: 20,
          width: 300,
          height: 200,
          z: 1,
          props: { media: { md5: MD5, kind: 'image' } },
        },
        { id: 'title', kind: 'text', x: 0, y: 900, width: 1920, height: 180, z: 2, props: { text: 'Welcome' } },
      ],
    },
  ],
});

/** Sets the value at a path of property names and indexes, in place. */
function setAt(target: object, path: readonly (string | number)[], value: unknown) {
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as never, target as never);
  parent[path.at(-1)!] = value;
}

describe('programDocument', () => {
  it('fills in every default an author left out', () => {
    const doc = programDocument.parse(written());
    const scene = doc.scenes[0]!;
    expect(scene).toMatchObject({ name: '', main: true, durationMs: 10_000 });
    expect(scene.background).toEqual({ color: '#000000', media: null, fit: 'cover' });
    expect(doc.interaction).toEqual({ idleMs: 60_000 });
    expect(scene.widgets[0]).toMatchObject({ kind: 'image', props: { fit: 'contain' } });
    expect(scene.widgets[1]!.props).toEqual({
      text: 'Welcome',
      fontFamily: 'sans-serif',
      fontSize: 48,
      color: '#ffffff',
      backgroundColor: '#00000000',
      bold: false,
      italic: false,
      align: 'left',
      verticalAlign: 'top',
      scroll: 'none',
      scrollSpeed: 100,
    });
  });

  it('keeps a parsed document as it is when parsed again', () => {
    const doc = programDocument.parse(written());
    expect(programDocument.parse(structuredClone(doc))).toEqual(doc);
  });

  const W = ['scenes', 0, 'widgets'] as const;
  it.each([
    ['a second widget with a used id', [...W, 1, 'id'], 'logo'],
    ['a widget with the id of a scene', [...W, 1, 'id'], 'intro'],
    ['no main scene', ['scenes', 0, 'main'], false],
    ['no scene at all', ['scenes'], []],
    ['a colour by name', [...W, 1, 'props', 'color'], 'red'],
    ['an upper-case MD5', [...W, 0, 'props', 'media', 'md5'], MD5.toUpperCase()],
    ['a video in an image widget', [...W, 0, 'props', 'media', 'kind'], 'video'],
    ['a kind nobody knows', [...W, 1, 'kind'], 'marquee'],
    ['a zero-width widget', [...W, 0, 'width'], 0],
    ['a fractional z', [...W, 0, 'z'], 1.5],
    ['a half-second scene', ['scenes', 0, 'durationMs'], 500],
    ['an unknown scroll direction', [...W, 1, 'props', 'scroll'], 'diagonal'],
    ['a canvas wider than any screen', ['canvas', 'width'], 20_000],
    ['an id with a slash', ['scenes', 0, 'id'], 'a/b'],
    ['an older version (migrate reads those)', ['version'], 3],
    ['a newer version', ['version'], 7],
  ] as const)('refuses %s', (_, path, value) => {
    const doc = written();
    setAt(doc, path, value);
    expect(programDocument.safeParse(doc).success).toBe(false);
  });

  it('takes the physical screen’s pixels beside the canvas’s, both or neither', () => {
    const led = { width: 1920, height: 1080, realWidth: 1152, realHeight: 648 };
    expect(programDocument.parse({ ...written(), canvas: led }).canvas).toEqual(led);
    expect(programDocument.parse(written()).canvas).toEqual({ width: 1920, height: 1080 });
    const issues = (c: object) =>
      programDocument.safeParse({ ...written(), canvas: c }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ width: 1920, height: 1080, realWidth: 1152 })).toEqual(['canvas.realHeight']);
    expect(issues({ width: 1920, height: 1080, realHeight: 648 })).toEqual(['canvas.realWidth']);
    expect(issues({ ...led, realWidth: 1152.5 })).toEqual(['canvas.realWidth']);
    expect(issues({ ...led, realHeight: 0 })).toEqual(['canvas.realHeight']);
    expect(issues({ ...led, realWidth: 20_000 })).toEqual(['canvas.realWidth']);
  });

  it('takes an idle timeout of 0 (never), of a second, of a day', () => {
    for (const idleMs of [0, 1000, 86_400_000]) {
      expect(programDocument.parse({ ...written(), interaction: { idleMs } }).interaction.idleMs).toBe(idleMs);
    }
  });

  it.each([
    ['below a second', 500],
    ['below zero', -1],
    ['longer than a day', 86_400_001],
    ['with a fraction of a millisecond', 1500.5],
  ])('refuses an idle timeout %s', (_, idleMs) => {
    const result = programDocument.safeParse({ ...written(), interaction: { idleMs } });
    expect(new Set(result.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['interaction.idleMs']));
  });

  /** The written document with a button in its scene whose action is this one. */
  const withButton = (action: object) => {
    const doc = written();
    doc.scenes.push({ id: 'menu', main: false, widgets: [] } as never);
    doc.scenes[0]!.widgets.push({
      id: 'go',
      kind: 'button',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      z: 3,
      props: { action },
    } as never);
    return doc;
  };

  it('takes buttons that name a scene of the document, main or not, and the other actions', () => {
    for (const action of [
      { type: 'scene', sceneId: 'menu' },
      { type: 'scene', sceneId: 'intro' },
      { type: 'exit' },
      { type: 'before' },
      { type: 'after' },
      { type: 'url', url: 'https://harbourhall.example/map' },
      { type: 'url', url: '' },
    ]) {
      expect(programDocument.safeParse(withButton(action)).success, JSON.stringify(action)).toBe(true);
    }
  });

  it('refuses a button naming a scene the document does not have, saying where', () => {
    const result = programDocument.safeParse(withButton({ type: 'scene', sceneId: 'gone' }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['scenes.0.widgets.2.props.action.sceneId', 'No scene with id gone'],
    ]);
  });

  it('refuses a button naming a widget as its scene', () => {
    expect(programDocument.safeParse(withButton({ type: 'scene', sceneId: 'logo' })).success).toBe(false);
  });

  it('takes the editor’s flags locked and hidden as booleans, left out by default, and refuses other values', () => {
    const doc = written();
    Object.assign(doc.scenes[0]!.widgets[0]!, { locked: true, hidden: false });
    const parsed = programDocument.parse(doc);
    expect(parsed.scenes[0]!.widgets.map((w) => [w.locked, w.hidden])).toEqual([
      [true, false],
      [undefined, undefined],
    ]);
    expect('hidden' in parsed.scenes[0]!.widgets[1]!).toBe(false);
    Object.assign(doc.scenes[0]!.widgets[1]!, { locked: 'yes', hidden: 1 });
    const result = programDocument.safeParse(doc);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'scenes.0.widgets.1.hidden',
      'scenes.0.widgets.1.locked',
    ]);
  });

  it('says where a duplicate id is', () => {
    const doc = written();
    doc.scenes[0]!.widgets[1]!.id = 'logo';
    const result = programDocument.safeParse(doc);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['scenes.0.widgets.1.id']);
  });
});

describe('creating', () => {
  it('offers valid canvas presets', () => {
    for (const preset of canvasPresets) expect(canvas.safeParse(preset).success).toBe(true);
    expect(canvasPresets.map((p) => `${p.width}x${p.height}`)).toEqual([
      '1920x1080',
      '1080x1920',
      '3840x2160',
      '2160x3840',
      '1366x768',
      '1280x720',
      '768x1366',
    ]);
  });

  it('makes widgets with their kind’s size and defaults, and fresh ids', () => {
    const text = createWidget('text', { x: 40, props: { text: 'Hello', bold: true } });
    expect(text).toMatchObject({ kind: 'text', x: 40, y: 0, z: 0, width: 800, height: 120 });
    expect(text.props).toMatchObject({ text: 'Hello', bold: true, fontSize: 48, scroll: 'none' });
    const video = createWidget('video');
    expect(video.props).toEqual({ media: null, fit: 'contain', muted: true, loop: true });
    expect(video.id).not.toBe(text.id);
    expect(video.id).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('makes a widget of every kind that reads back as it is', () => {
    expect(widgetKinds).toEqual(
      expect.arrayContaining([
        ...['image', 'video', 'text', 'clock', 'date', 'countdown', 'shape', 'qrcode', 'button'],
        ...['carousel', 'playlist', 'audio', 'webpage'],
      ]),
    );
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(...widgetKinds.map((kind) => createWidget(kind)));
    expect(programDocument.parse(structuredClone(doc))).toEqual(doc);
  });

  it('refuses a widget made with bad props', () => {
    expect(() => createWidget('text', { props: { fontSize: -1 } })).toThrow();
  });

  it('makes a document that reads back as it is', () => {
    const doc = createDocument({ width: 1080, height: 1920 });
    doc.scenes[0]!.widgets.push(createWidget('image'));
    doc.scenes.push(createScene({ name: 'Menu', durationMs: 5000 }));
    expect(programDocument.parse(doc)).toEqual(doc);
  });
});
