import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { materialIdsOf, mediaOf } from './media.js';
import { migrate } from './migrate.js';

/** The complete example of docs/program-format.md: the one JSON block of that page. */
function documentedExample(): unknown {
  const page = readFileSync(new URL('../../../../docs/program-format.md', import.meta.url), 'utf8');
  const blocks = [...page.matchAll(/```json\n([\s\S]*?)```/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

describe('the documented example', () => {
  it('is a valid document, written out in full', () => {
    const example = documentedExample();
    expect(migrate(example)).toEqual(example);
  });

  it('needs the files and materials the page says', () => {
    const doc = migrate(documentedExample());
    expect(mediaOf(doc).map((m) => m.materialId)).toEqual(['m-1042', 'm-2001', 'm-3300']);
    expect(materialIdsOf(doc)).toEqual(['m-1042', 'm-2001', 'm-3300']);
    expect(doc.scenes.filter((s) => s.main).map((s) => [s.name, s.durationMs])).toEqual([
      ['Welcome', 15000],
      ['Floor plan', 10000],
    ]);
  });

  it('opens its menu by a button and closes it by another, or after 30 s without a touch', () => {
    const doc = migrate(documentedExample());
    const actions = doc.scenes.map((s) => s.widgets.flatMap((w) => (w.kind === 'button' ? [w.props.action] : [])));
    expect(actions).toEqual([[{ type: 'scene', sceneId: 'menu' }], [], [{ type: 'exit' }]]);
    expect(doc.scenes.find((s) => s.id === 'menu')?.main).toBe(false);
    expect(doc.interaction.idleMs).toBe(30_000);
  });
});
