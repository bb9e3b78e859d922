import type { When } from './when.js';

/** How long an entry plays each time its turn comes: a duration, or its program a number of times. */
export type PlayMode = { mode: 'duration'; ms: number } | { mode: 'plays'; count: number };

/** One program of a plan, with how long it plays, when it may play and its priority. */
export interface PlanEntry {
  id: string;
  programId: string;
  play: PlayMode;
  /** Higher wins. Among loop entries only those of the highest priority that may play now play. */
  priority: number;
  when: When;
}

/**
 * A play plan. `loop`: its entries play in turn; `default`: plays only when no loop entry may play;
 * `interstitial`: one of its entries (in turn) breaks into the loop or default playing, after every
 * `every.items` items of it or once `every.minutes` have passed since the last break (or the loop's start).
 */
export interface Plan {
  id: string;
  kind: 'loop' | 'interstitial' | 'default';
  every?: { items: number } | { minutes: number } | null;
  entries: readonly PlanEntry[];
}

/** A text shown over the programs while its `when` holds; an emergency one covers everything. */
export interface Message {
  id: string;
  priority: number;
  position: 'top' | 'middle' | 'bottom' | 'full';
  emergency: boolean;
  when: When;
}

/**
 * Everything one terminal's schedule depends on. `plans` and `messages` are in the order they were
 * sent (oldest first): among loop entries of equal priority that order is the order of play, and
 * among messages of equal priority the newest shows.
 */
export interface ScheduleInput {
  /** The terminal's IANA time zone; dates, weekdays and windows read its wall clock. */
  timeZone: string;
  plans: readonly Plan[];
  messages: readonly Message[];
  /** How long each program plays once (its main scenes' durations summed), for entries played a number of times. */
  programLengths: Readonly<Record<string, number>>;
}

/** Nothing plays for less than this: a program of no length counts as one second. */
export const MIN_ITEM_MS = 1000;

/** How long an entry plays each time its turn comes. */
export function lengthOf(entry: PlanEntry, programLengths: Readonly<Record<string, number>>): number {
  const ms = entry.play.mode === 'duration' ? entry.play.ms : entry.play.count * (programLengths[entry.programId] ?? 0);
  return Math.max(MIN_ITEM_MS, Number.isFinite(ms) ? ms : 0);
}
