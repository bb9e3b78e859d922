import { describe, expect, it } from 'vitest';
import { materialIdsOf, mediaOf } from './media.js';
import { programDocument } from './program.js';

const md5 = (c: string) => c.repeat(32);

const doc = programDocument.parse({
  version: 6,
  canvas: { width: 1920, height: 1080 },
  scenes: [
    {
      id: 'a',
      background: { media: { md5: md5('a'), kind: 'image', materialId: 'm-bg' } },
      widgets: [
        {
          id: 'w1',
          kind: 'video',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          z: 0,
          props: { media: { md5: md5('b'), kind: 'video', materialId: 'm-clip', durationMs: 15000 } },
        },
        { id: 'w2', kind: 'text', x: 0, y: 0, width: 10, height: 10, z: 1, props: { text: 'No media' } },
        { id: 'w3', kind: 'image', x: 0, y: 0, width: 10, height: 10, z: 2, props: { media: null } },
      ],
    },
    {
      id: 'b',
      main: false,
      widgets: [
        // The same file taken from two library materials: one download, two materials used.
        {
          id: 'w4',
          kind: 'image',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          z: 0,
          props: { media: { md5: md5('c'), kind: 'image', materialId: 'm-1' } },
        },
        {
          id: 'w5',
          kind: 'image',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          z: 0,
          hidden: true,
          props: { media: { md5: md5('c'), kind: 'image', materialId: 'm-2' } },
        },
        {
          id: 'w6',
          kind: 'video',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          z: 0,
          props: { media: { md5: md5('b'), kind: 'video', materialId: 'm-clip' } },
        },
      ],
    },
  ],
});

describe('mediaOf', () => {
  it('lists every file once, backgrounds and hidden widgets and other scenes included', () => {
    expect(mediaOf(doc).map((m) => [m.md5[0], m.kind, m.materialId])).toEqual([
      ['a', 'image', 'm-bg'],
      ['b', 'video', 'm-clip'],
      ['c', 'image', 'm-1'],
    ]);
  });

  it('keeps the hints of the first reference', () => {
    expect(mediaOf(doc)[1]?.durationMs).toBe(15000);
  });
});

describe('materialIdsOf', () => {
  it('lists every material used once', () => {
    expect(materialIdsOf(doc)).toEqual(['m-bg', 'm-clip', 'm-1', 'm-2']);
  });

  it('lists nothing for a document of text only', () => {
    const plain = programDocument.parse({ version: 6, canvas: { width: 100, height: 100 }, scenes: [{ id: 's' }] });
    expect(mediaOf(plain)).toEqual([]);
    expect(materialIdsOf(plain)).toEqual([]);
  });
});
