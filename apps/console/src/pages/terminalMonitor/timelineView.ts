import type { TimelineAnswer, TimelineProgram } from '@apm/contract';
import { momentOf, wallAt, weekdayOf, zone } from '@apm/schedule';

/** The colours programs are drawn in, in turn. */
export const PROGRAM_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#a0d911', '#2f54eb'];
/** How a gap (nothing plays) is drawn: hatched. */
export const GAP_FILL = 'repeating-linear-gradient(45deg, #f0f0f0, #f0f0f0 6px, #fafafa 6px, #fafafa 12px)';

/** A stretch of the screen's time: one program (by key) on screen without a break, or nothing. */
export interface Block {
  from: number;
  to: number;
  /** The program's key, or null: nothing plays. */
  key: string | null;
}

/** The day (or the week from its Monday) holding `t` on a zone's wall clock, as moments. */
export function rangeOf(timeZone: string, t: number, span: 'day' | 'week'): { from: number; to: number } {
  const z = zone(timeZone);
  const { day } = wallAt(z, t);
  const first = span === 'day' ? day : day - (weekdayOf(day) - 1);
  const days = span === 'day' ? 1 : 7;
  return { from: momentOf(z, first, 0), to: momentOf(z, first + days, 0) };
}

/**
 * What the screen shows over the range, as blocks: the turns of one program that follow each
 * other merged (a loop of one program is one block), and the gaps between.
 */
export function blocksOf(t: Pick<TimelineAnswer, 'plays' | 'segments'>, from: number, to: number): Block[] {
  const turns: Block[] = t.plays
    ? t.plays.map((p) => ({ from: p.from, to: p.to, key: p.key }))
    : t.segments.filter((g) => g.kind !== 'none').map((g) => ({ from: g.from, to: g.to, key: g.keys.join(' ') }));
  const out: Block[] = [];
  let at = from;
  const push = (b: Block) => {
    const last = out[out.length - 1];
    if (last && last.key === b.key && last.to === b.from) last.to = b.to;
    else out.push({ ...b });
  };
  for (const b of turns) {
    if (b.from > at) push({ from: at, to: b.from, key: null });
    push(b);
    at = b.to;
  }
  if (at < to) push({ from: at, to, key: null });
  return out;
}

/** `HH:MM` of a moment on a zone's wall clock (24:00 for the end of a day). */
export function clockOf(t: number, timeZone: string, dayEnd = false): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(t);
  return dayEnd && text === '00:00' ? '24:00' : text;
}

/** The names of a block's programs (those taking turns joined by ` · `), by key; null for a gap. */
export function namesOf(key: string | null, programs: ReadonlyMap<string, { programName: string }>): string | null {
  if (key === null) return null;
  return key
    .split(' ')
    .map((k) => programs.get(k)?.programName ?? '?')
    .join(' · ');
}

/** A program of a legend: its colour, and the plans it plays in (null: published on its own). */
export interface LegendItem {
  programId: string;
  programName: string;
  plans: (string | null)[];
  colour: string;
}

/**
 * The colour of each program, by name then id, and of each key (a program in a publication) its
 * program's: a program keeps its colour whichever plan or publication it plays in.
 */
export function programColours(programs: readonly TimelineProgram[]): {
  legend: LegendItem[];
  colourOf: (key: string) => string;
} {
  const byProgram = new Map<string, LegendItem>();
  for (const p of programs) {
    const item = byProgram.get(p.programId) ?? {
      programId: p.programId,
      programName: p.programName,
      plans: [],
      colour: '',
    };
    if (!item.plans.includes(p.planName)) item.plans.push(p.planName);
    byProgram.set(p.programId, item);
  }
  const legend = [...byProgram.values()].sort(
    (a, b) => a.programName.localeCompare(b.programName) || (a.programId < b.programId ? -1 : 1),
  );
  legend.forEach((item, i) => (item.colour = PROGRAM_COLOURS[i % PROGRAM_COLOURS.length]!));
  const ofKey = new Map(programs.map((p) => [p.key, byProgram.get(p.programId)!.colour]));
  return { legend, colourOf: (key) => ofKey.get(key.split(' ')[0]!) ?? PROGRAM_COLOURS[0]! };
}

/** Where a block lies on a bar of `[from, to)`, as CSS percentages. */
export function placeOf(b: { from: number; to: number }, from: number, to: number): { left: string; width: string } {
  const length = to - from;
  return { left: `${((b.from - from) / length) * 100}%`, width: `${((b.to - b.from) / length) * 100}%` };
}

/** Where a moment lies on a bar of `[from, to)`, as a CSS percentage. */
export const positionOf = (t: number, from: number, to: number): string => placeOf({ from, to: t }, from, to).width;

/**
 * The marks of an axis over a day (every 3 hours) or a week (each midnight) of a zone's wall
 * clock, as moments within `[from, to)`: where a clock change falls, the marks follow the clock.
 */
export function ticksOf(timeZone: string, from: number, to: number, span: 'day' | 'week'): number[] {
  const z = zone(timeZone);
  const first = wallAt(z, from).day;
  const out: number[] = [];
  const marks =
    span === 'day' ? [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [0, i * 180]) : [0, 1, 2, 3, 4, 5, 6].map((d) => [d, 0]);
  for (const [day, minute] of marks) {
    const t = momentOf(z, first + day!, minute!);
    if (t >= from && t < to && !out.includes(t)) out.push(t);
  }
  return out;
}

/** A zone's offset from UTC at a moment, as `UTC+9` or `UTC−3:30` (`UTC` when none). */
export function offsetOf(timeZone: string, t: number): string {
  const diff = Math.round(zone(timeZone).offset(t) / 60_000);
  if (diff === 0) return 'UTC';
  const abs = Math.abs(diff);
  const hm = abs % 60 === 0 ? String(abs / 60) : `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  return `UTC${diff > 0 ? '+' : '−'}${hm}`;
}
