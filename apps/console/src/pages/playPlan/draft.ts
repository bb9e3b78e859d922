import {
  PLAN_DURATION_MIN_MS,
  type FieldError,
  type PlanDetail,
  type PlanEntryInput,
  type PlanKind,
  type PlanPlay,
  type PlanWhen,
} from '@apm/contract';
import type { ScheduleInput } from '@apm/schedule';

/** What the editor knows of an entry's program: as the plan's detail or the picker gave it. */
export interface ProgramFacts {
  /** null: deleted, or out of the user's range (the detail says so). */
  name: string | null;
  width: number;
  height: number;
  /** One play of it, ms (its main scenes summed): what an entry played a number of times lasts per play. */
  lengthMs: number;
}

/** An entry being edited: what a save sends, and its program as shown. */
export interface DraftEntry extends PlanEntryInput {
  program: ProgramFacts;
}

/** How an interstitial plan breaks in: after a number of items, or of minutes. */
export interface Every {
  by: 'items' | 'minutes';
  n: number;
}

/** The plan being edited. */
export interface Draft {
  name: string;
  kind: PlanKind;
  /** Kept while another kind is chosen, so switching back restores it; sent only for interstitial plans. */
  every: Every;
  entries: DraftEntry[];
}

export const NO_WHEN: PlanWhen = { startDate: null, endDate: null, weekdays: [], windows: [] };

/** A new entry's first daily window, once one is added. */
export const FIRST_WINDOW = { start: '09:00', end: '17:00' };

/** An id for a new entry, unique within its plan (ids stay with their entries across saves). */
export function newEntryId(taken: readonly { id: string }[]): string {
  for (;;) {
    const id = `e${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
    if (!taken.some((e) => e.id === id)) return id;
  }
}

export const emptyDraft = (): Draft => ({ name: '', kind: 'loop', every: { by: 'items', n: 3 }, entries: [] });

/** The editor's draft of a stored plan. */
export function draftOf(plan: PlanDetail): Draft {
  return {
    name: plan.name,
    kind: plan.kind,
    every:
      plan.everyMinutes !== null ? { by: 'minutes', n: plan.everyMinutes } : { by: 'items', n: plan.everyItems ?? 3 },
    entries: plan.entryList.map(({ programName, programLengthMs, width, height, ...entry }) => ({
      ...entry,
      program: { name: programName, width, height, lengthMs: programLengthMs },
    })),
  };
}

/**
 * A new entry of a program: played once through when its length is known (as a program is usually
 * scheduled), else for the shortest turn a duration may have times ten.
 */
export function entryOf(programId: string, program: ProgramFacts, taken: readonly { id: string }[]): DraftEntry {
  const play: PlanPlay =
    program.lengthMs > 0 ? { mode: 'plays', count: 1 } : { mode: 'duration', ms: 10 * PLAN_DURATION_MIN_MS };
  return { id: newEntryId(taken), programId, play, priority: 0, when: NO_WHEN, program };
}

/** The entry at `from` moved to `to` (indexes of the list as it is). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** The entries with a copy of the one at `index` right after it (a new id, everything else the same). */
export function duplicated(entries: readonly DraftEntry[], index: number): DraftEntry[] {
  const source = entries[index];
  if (!source) return [...entries];
  const copy: DraftEntry = structuredClone({ ...source, id: newEntryId(entries) });
  return [...entries.slice(0, index + 1), copy, ...entries.slice(index + 1)];
}

/** The entries as a save sends them (the program facts stay in the editor). */
export const entriesOf = (draft: Draft): PlanEntryInput[] => draft.entries.map(({ program: _, ...entry }) => entry);

/** The form of POST save: an edit carries the id and the version it started from. */
export function saveForm(draft: Draft, stored: { id: string; version: number } | null) {
  const interstitial = draft.kind === 'interstitial';
  return {
    ...(stored ? { id: stored.id, version: stored.version } : {}),
    name: draft.name.trim(),
    kind: draft.kind,
    ...(interstitial && draft.every.by === 'items' ? { everyItems: draft.every.n } : {}),
    ...(interstitial && draft.every.by === 'minutes' ? { everyMinutes: draft.every.n } : {}),
    entries: JSON.stringify(entriesOf(draft)),
  };
}

/** Whether two drafts would save the same plan (what "unsaved changes" compares). */
export function sameDraft(a: Draft, b: Draft): boolean {
  const interstitial = a.kind === 'interstitial';
  return (
    a.name.trim() === b.name.trim() &&
    a.kind === b.kind &&
    (!interstitial || (a.every.by === b.every.by && a.every.n === b.every.n)) &&
    JSON.stringify(entriesOf(a)) === JSON.stringify(entriesOf(b))
  );
}

/**
 * What @apm/schedule needs to answer what this plan alone plays: the plan as a terminal would get
 * it, no messages, and each program's length from the detail or the picker.
 */
export function scheduleOf(draft: Draft, planId: string, timeZone: string): ScheduleInput {
  const programLengths: Record<string, number> = {};
  for (const e of draft.entries) programLengths[e.programId] = e.program.lengthMs;
  return {
    timeZone,
    plans: [
      {
        id: planId,
        kind: draft.kind,
        every:
          draft.kind !== 'interstitial'
            ? null
            : draft.every.by === 'items'
              ? { items: draft.every.n }
              : { minutes: draft.every.n },
        entries: entriesOf(draft),
      },
    ],
    messages: [],
    programLengths,
  };
}

/** Where in an entry's card a field problem belongs. */
export type EntryPart = 'program' | 'play' | 'priority' | 'dates' | 'weekdays' | `window.${number}` | 'entry';

/** The field problems of a refused save, by where the editor shows them. */
export interface Problems {
  /** The plan's own fields: name, kind, every (everyItems / everyMinutes), entries (the list as a whole). */
  plan: Partial<Record<'name' | 'kind' | 'every' | 'entries', string[]>>;
  /** By entry id (ids follow their entries when they are moved), then by part of the entry. */
  entries: Record<string, Partial<Record<EntryPart, string[]>>>;
}

export const NO_PROBLEMS: Problems = { plan: {}, entries: {} };

function partOf(rest: string): EntryPart {
  if (rest === 'programId') return 'program';
  if (rest.startsWith('play')) return 'play';
  if (rest === 'priority') return 'priority';
  if (/^when\.(startDate|endDate)/.test(rest)) return 'dates';
  if (rest.startsWith('when.weekdays')) return 'weekdays';
  const w = /^when\.windows\.(\d+)/.exec(rest);
  return w ? `window.${Number(w[1])}` : 'entry';
}

/**
 * The server's field problems (`entries.2.when.windows.0.start`, `name`, `everyMinutes` …) placed
 * on the entries of the draft that was sent; `text` turns a message into what is shown.
 */
export function problemsOf(fields: readonly FieldError[], draft: Draft, text: (message: string) => string): Problems {
  const out: Problems = { plan: {}, entries: {} };
  const add = <K extends string>(to: Partial<Record<K, string[]>>, key: K, message: string) => {
    to[key] = [...(to[key] ?? []), text(message)];
  };
  for (const { field, message } of fields) {
    const m = /^entries\.(\d+)(?:\.(.*))?$/.exec(field);
    const entry = m ? draft.entries[Number(m[1])] : undefined;
    if (entry) add((out.entries[entry.id] ??= {}), partOf(m![2] ?? ''), message);
    else if (field === 'everyItems' || field === 'everyMinutes') add(out.plan, 'every', message);
    else if (field === 'name' || field === 'kind') add(out.plan, field, message);
    else add(out.plan, 'entries', message);
  }
  return out;
}

/** The problems without those of one part of one entry (it was just changed), or of a whole entry. */
export function withoutProblem(problems: Problems, entryId: string, part?: EntryPart): Problems {
  const own = problems.entries[entryId];
  if (!own) return problems;
  const rest = { ...problems.entries };
  if (part === undefined) delete rest[entryId];
  else rest[entryId] = Object.fromEntries(Object.entries(own).filter(([k]) => k !== part));
  return { ...problems, entries: rest };
}

/** `HH:MM` to minutes after midnight. */
export const minutesOfClock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a daily window ends the next day (its end at or before its start, as the schedule reads it). */
export const endsNextDay = (w: { start: string; end: string }) => minutesOfClock(w.end) <= minutesOfClock(w.start);

const clockOf = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The window a new one of the list starts as: 09:00–17:00 first, then an hour from where the last ends. */
export function nextWindow(windows: readonly { start: string; end: string }[]): { start: string; end: string } {
  const last = windows.at(-1);
  if (!last) return FIRST_WINDOW;
  const from = minutesOfClock(last.end);
  return { start: clockOf(from), end: clockOf(from + 60) };
}

/** A length in ms as a clock of hours, minutes and seconds (`0:30`, `2:05`, `1:00:00`), in every language. */
export function lengthText(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
