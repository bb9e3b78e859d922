/**
 * The ticks of the editor's rulers: canvas pixels along the top and the left, at the zoom shown.
 * Numbered ticks are a round number of canvas pixels apart, chosen so that their labels never
 * crowd (at least `minGap` CSS pixels apart); unnumbered ones divide the space between them.
 */

export interface Tick {
  /** Where the tick stands, in canvas pixels. */
  at: number;
  /** Whether it is a numbered tick. */
  major: boolean;
}

/** The distances numbered ticks may be apart, in canvas pixels: 1, 2 and 5 times the powers of ten. */
const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000];
/** The least room between two unnumbered ticks, CSS pixels. */
const MINOR_GAP = 5;

/** The distance between numbered ticks at a scale (CSS pixels per canvas pixel). */
export function majorStep(scale: number, minGap = 50): number {
  return STEPS.find((s) => s * scale >= minGap) ?? STEPS.at(-1)!;
}

/** The ticks from canvas pixel `start` to `end` (both may lie off the canvas: rulers run past its edges). */
export function rulerTicks(start: number, end: number, scale: number, minGap = 50): Tick[] {
  if (!(scale > 0) || !(end > start)) return [];
  const major = majorStep(scale, minGap);
  const parts = [10, 5, 2].find((n) => major % n === 0 && (major / n) * scale >= MINOR_GAP) ?? 1;
  const minor = major / parts;
  const ticks: Tick[] = [];
  for (let i = Math.ceil(start / minor); i * minor <= end; i++) {
    ticks.push({ at: i * minor, major: i % parts === 0 });
  }
  return ticks;
}
