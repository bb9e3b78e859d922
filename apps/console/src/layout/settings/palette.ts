/**
 * The eight theme colours of the settings drawer (spec 9), Ant Design's preset palette; the
 * first, #1890ff, is the default. `name` is the i18n key suffix of the colour's name.
 */
export const PALETTE = [
  { name: 'daybreak', color: '#1890ff' },
  { name: 'dust', color: '#f5222d' },
  { name: 'volcano', color: '#fa541c' },
  { name: 'sunset', color: '#faad14' },
  { name: 'cyan', color: '#13c2c2' },
  { name: 'green', color: '#52c41a' },
  { name: 'geekblue', color: '#2f54eb' },
  { name: 'purple', color: '#722ed1' },
] as const;

export type PaletteName = (typeof PALETTE)[number]['name'];

export const DEFAULT_COLOR = PALETTE[0].color;
