import {
  publishReviewApi,
  type Permission,
  type PlanEntryInput,
  type PlanPlay,
  type PlanWhen,
  type PublishReviewItem,
} from '@apm/contract';

/**
 * The kinds of publication reviewed, each on its page of the contentCheck group. A program played
 * now (playNow) has no page of its own: it is reviewed with programs, on theirs.
 */
export type ReviewKind = Exclude<PublishReviewItem['kind'], 'playNow'>;

/** What differs from one review page to the next: its calls, its permission, what a decision makes stale. */
export interface ReviewKindConfig {
  /** The menu's name of the page (its title). */
  title: string;
  list: (typeof publishReviewApi)['planChecklist' | 'programChecklist' | 'messageChecklist'];
  decide: (typeof publishReviewApi)['planSubmitResult' | 'programSubmitResult' | 'messageSubmitResult'];
  /** The permission of the decisions (menu catalogue: <page>.review). */
  permission: Permission;
  /** The modules whose reads a decision makes stale (their lists show review tags), besides the review's. */
  refresh: readonly string[];
}

export const REVIEW_KINDS: Readonly<Record<ReviewKind, ReviewKindConfig>> = {
  plan: {
    title: 'menu.planCheck',
    list: publishReviewApi.planChecklist,
    decide: publishReviewApi.planSubmitResult,
    permission: 'check:playPlan:review',
    refresh: ['publish', 'playPlan'],
  },
  program: {
    title: 'menu.progCheck',
    list: publishReviewApi.programChecklist,
    decide: publishReviewApi.programSubmitResult,
    permission: 'check:program:review',
    refresh: ['publish'],
  },
  message: {
    title: 'menu.messageCheck',
    list: publishReviewApi.messageChecklist,
    decide: publishReviewApi.messageSubmitResult,
    permission: 'check:message:review',
    refresh: ['message'],
  },
};

/** The keys of the ISO weekdays' short names (playPlan.weekdays.*), Monday first. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** A length on a clock: 0:45, 12:05, 1:00:00. */
export function clockLength(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long an entry plays each turn: for a length, or a number of plays. */
export type PlayDescription = { mode: 'duration'; length: string } | { mode: 'plays'; count: number };

export function playOf(play: PlanPlay): PlayDescription {
  return play.mode === 'duration'
    ? { mode: 'duration', length: clockLength(play.ms) }
    : { mode: 'plays', count: play.count };
}

/** When an entry may play, ready to be put in words: its dates, its weekdays, its daily windows. */
export interface ScheduleDescription {
  /** Its first and last day (null: open), or null when neither is set. */
  dates: { from: string | null; to: string | null } | null;
  /** Its weekdays in week order, or 'every' when none is chosen (or all seven are). */
  days: WeekdayKey[] | 'every';
  /** Its daily windows (an end at or before the start ends the next day), or 'allDay'. */
  windows: { start: string; end: string; nextDay: boolean }[] | 'allDay';
}

export function scheduleOf(when: PlanWhen): ScheduleDescription {
  const days = [...new Set(when.weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  return {
    dates: when.startDate || when.endDate ? { from: when.startDate, to: when.endDate } : null,
    days: days.length === 0 || days.length === 7 ? 'every' : days.map((d) => WEEKDAY_KEYS[d - 1]!),
    windows:
      when.windows.length === 0
        ? 'allDay'
        : when.windows.map((w) => ({ start: w.start, end: w.end, nextDay: w.end <= w.start })),
  };
}

/** A plan entry as the review shows it: its program's name (null: not among the publication's programs). */
export interface EntryDescription {
  id: string;
  programName: string | null;
  play: PlayDescription;
  priority: number;
  schedule: ScheduleDescription;
}

export function entriesOf(item: Pick<PublishReviewItem, 'programs' | 'plan'>): EntryDescription[] {
  const names = new Map(item.programs.map((p) => [p.id, p.name]));
  return (item.plan?.entries ?? []).map((e: PlanEntryInput) => ({
    id: e.id,
    programName: names.get(e.programId) ?? null,
    play: playOf(e.play),
    priority: e.priority,
    schedule: scheduleOf(e.when),
  }));
}
