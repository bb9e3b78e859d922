/**
 * WCAG 2.1 colour contrast, for the theme to keep its text readable (issue 14 item 8: 4.5:1 for
 * text) whatever colour the user picks. Colours are #rrggbb.
 */

const channels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG's relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` mixed `share` (0–1) of the way towards black (darken) or white. */
export function mix(color: string, share: number, darken: boolean): string {
  return toHex(channels(color).map((c) => (darken ? c * (1 - share) : c + (255 - c) * share)));
}

/**
 * The colour nearest to `color`, mixed towards black or white (the hue stays), for which `ok`
 * holds; `color` itself when it already does. `ok` must hold more, the further the mix goes (as
 * contrast does): the search halves the share `steps` times.
 */
export function nearest(color: string, darken: boolean, ok: (candidate: string) => boolean, steps = 10): string {
  if (ok(color)) return color;
  let [low, high] = [0, 1];
  for (let i = 0; i < steps; i++) {
    const middle = (low + high) / 2;
    if (ok(mix(color, middle, darken))) high = middle;
    else low = middle;
  }
  return mix(color, high, darken);
}

/** The colour nearest to `color` that reaches `ratio` on `background` (darker on light, lighter on dark). */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  return nearest(color, luminance(background) > 0.18, (c) => contrast(c, background) >= ratio);
}
