import type { ScheduleEntry } from '../protocol/manifest';

/** Whether the entry's window (`from` inclusive, `to` exclusive, null for open) holds at `now`. */
export function holds(entry: ScheduleEntry, now: number): boolean {
  return (entry.from === null || entry.from <= now) && (entry.to === null || now < entry.to);
}

/**
 * Latest publication first: by queuedAt (when it was sent to this terminal), else by publish id
 * (the server's ids are UUIDv7, which sort by their time).
 */
function later(a: ScheduleEntry, b: ScheduleEntry): number {
  const at = (b.queuedAt ?? 0) - (a.queuedAt ?? 0);
  if (at !== 0) return at;
  return a.publishId < b.publishId ? 1 : a.publishId > b.publishId ? -1 : 0;
}

/**
 * What plays at `now`: the entry of highest priority whose window holds, the latest publication
 * first among equals; undefined when none holds (a black screen).
 */
export function chooseEntry(schedule: readonly ScheduleEntry[], now: number): ScheduleEntry | undefined {
  let best: ScheduleEntry | undefined;
  for (const e of schedule) {
    if (!holds(e, now)) continue;
    if (!best || e.priority > best.priority || (e.priority === best.priority && later(e, best) < 0)) best = e;
  }
  return best;
}

/** The next moment after `now` at which a window opens or closes (undefined: never). */
export function nextChange(schedule: readonly ScheduleEntry[], now: number): number | undefined {
  let next: number | undefined;
  for (const e of schedule) {
    for (const t of [e.from, e.to]) if (t !== null && t > now && (next === undefined || t < next)) next = t;
  }
  return next;
}
