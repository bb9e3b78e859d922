import { isBright as antds } from 'antd/es/color-picker/components/ColorPresets';
import { AggregationColor } from 'antd/es/color-picker/color';
import { describe, expect, it } from 'vitest';
import { isBright } from './antdIsBright';

describe("the build's copy of antd's isBright", () => {
  it('answers as antd does, on light and dark backgrounds, opaque and not', () => {
    const colours = [
      '#000',
      '#fff',
      '#1677ff',
      '#ffd666',
      '#888',
      '#c0c0c0',
      'rgba(255,255,255,0.3)',
      'rgba(0,0,0,0.4)',
      '#52c41a',
      '#d9d9d9',
    ];
    for (const background of ['#ffffff', '#141414', '#1f1f1f']) {
      for (const c of colours) {
        const colour = new AggregationColor(c);
        expect(isBright(colour, background), `${c} on ${background}`).toBe(antds(colour, background));
      }
    }
    // Both answers occur: the comparison can tell them apart.
    expect(isBright(new AggregationColor('#fff'), '#ffffff')).toBe(true);
    expect(isBright(new AggregationColor('#000'), '#ffffff')).toBe(false);
  });
});
