import { Color } from '@rc-component/color-picker';

/**
 * antd's `isBright` (color-picker/components/ColorPresets, MIT), which antd's button and tag styles
 * import: the build gives them this copy instead (routing/antdPresetsShortcut.ts). A test holds it
 * to antd's.
 */
export const isBright = (
  value: { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string },
  bgColorToken: string,
): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new Color(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode, as antd does.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
