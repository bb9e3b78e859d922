import { describe, expect, it } from 'vitest';
import { createDocument, createScene } from './create';
import { programLengthMs } from './length';

describe('program length', () => {
  it('sums the main scenes and leaves sub-scenes out', () => {
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.durationMs = 12_000;
    doc.scenes.push(createScene({ durationMs: 8_000 }), createScene({ durationMs: 30_000, main: false }));
    expect(programLengthMs(doc)).toBe(20_000);
  });
});
