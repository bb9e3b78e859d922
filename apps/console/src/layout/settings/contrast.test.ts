import { describe, expect, it } from 'vitest';
import { contrast, readableOn } from './contrast';

describe('contrast', () => {
  it("measures WCAG's ratio", () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // antd's secondary text on white: the 3.4:1 axe reported.
    expect(contrast('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it('deepens a colour on a light ground and lightens it on a dark one, just enough', () => {
    const onWhite = readableOn('#1890ff', '#ffffff');
    expect(contrast(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onWhite, '#ffffff')).toBeLessThan(5);
    const onNight = readableOn('#177ddc', '#141414');
    expect(contrast(onNight, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onNight, '#141414')).toBeLessThan(5);
  });

  it('keeps a colour that is readable already', () => {
    expect(readableOn('#722ed1', '#ffffff')).toBe('#722ed1');
  });
});
