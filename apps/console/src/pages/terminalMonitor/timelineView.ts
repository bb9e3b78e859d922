import type { TimelineAnswer } from '@apm/contract';
import { momentOf, wallAt, weekdayOf, zone } from '@apm/schedule';

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
