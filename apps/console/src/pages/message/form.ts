import {
  MESSAGE_DURATION_MAX_SEC,
  messageLook,
  messageSave,
  type FieldError,
  type MessageItem,
  type MessageLimit,
  type MessageLook,
} from '@apm/contract';

/**
 * The message form's pure side: what the form holds, what a save sends (the look as JSON text),
 * the emergency switch's forcing, durations typed as seconds or h:m:s, and the problems of a form
 * (found with the contract's own rules, so the browser and the server agree) or of a refused save.
 */

/** The message being edited. */
export interface MessageForm {
  name: string;
  look: MessageLook;
  priority: number;
  emergency: boolean;
  /** When it starts (null: when it is sent) and ends (null: until stopped or its limit). */
  startAt: number | null;
  endAt: number | null;
  limit: MessageLimit;
  /** How long it shows when limited by time, as typed: seconds, or h:m:s (m:s). */
  duration: string;
  /** How many passes when limited by passes. */
  repeats: number | null;
}

/** The look of a new message: the contract's defaults, and no text yet. */
export function defaultLook(): MessageLook {
  return { ...messageLook.parse({ text: '-' }), text: '' };
}

export const emptyForm = (): MessageForm => ({
  name: '',
  look: defaultLook(),
  priority: 0,
  emergency: false,
  startAt: null,
  endAt: null,
  limit: 'none',
  duration: '',
  repeats: null,
});

/** The form of a stored message. */
export function formOf(m: MessageItem): MessageForm {
  return {
    name: m.name,
    look: { ...m.look },
    priority: m.priority,
    emergency: m.emergency,
    startAt: m.startAt,
    endAt: m.endAt,
    limit: m.limit,
    duration: m.durationSec === null ? '' : formatDuration(m.durationSec),
    repeats: m.repeats,
  };
}

/**
 * Seconds from what was typed: `90`, `1:30` (minutes and seconds) or `1:00:00` (hours, minutes and
 * seconds); null when nothing was typed, NaN when it cannot be read.
 */
export function parseDuration(typed: string): number | null {
  const s = typed.trim();
  if (s === '') return null;
  if (/^\d+$/.test(s)) return Number(s);
  const m = /^(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(s);
  if (!m) return NaN;
  const parts = [m[1], m[2], m[3]].filter((p): p is string => p !== undefined).map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return NaN;
  const [a = 0, b = 0, c] = parts;
  return c === undefined ? a * 60 + b : a * 3600 + b * 60 + c;
}

/** A duration as the form shows it: plain seconds under a minute, else m:ss or h:mm:ss. */
export function formatDuration(sec: number): string {
  if (sec < 60) return String(sec);
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = String(sec % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What switching an emergency message on changed of the form (the page says so). */
export type Forced = 'position' | 'start' | 'limit';

/**
 * The form with the emergency switch set: on, it shows over the whole screen, from when it is
 * sent, with no limit (only its end time, if any, or a stop ends it); off, the rest stays as it is.
 */
export function withEmergency(form: MessageForm, on: boolean): { form: MessageForm; forced: Forced[] } {
  if (!on) return { form: { ...form, emergency: false }, forced: [] };
  const forced: Forced[] = [];
  if (form.look.position !== 'full') forced.push('position');
  if (form.startAt !== null) forced.push('start');
  if (form.limit !== 'none') forced.push('limit');
  return {
    form: { ...form, emergency: true, look: { ...form.look, position: 'full' }, startAt: null, limit: 'none' },
    forced,
  };
}

/** Whether passes may limit a message: only a scrolling text passes. */
export const passesApply = (look: MessageLook) => look.scroll !== 'none';

/** The fields ajaxSave takes for a form: a new message, or an edit of `stored` at its version. */
export function saveFields(form: MessageForm, stored: { id: string; version: number } | null) {
  const limit = form.emergency ? 'none' : form.limit;
  const duration = parseDuration(form.duration);
  return {
    ...(stored ? { id: stored.id, version: stored.version } : {}),
    name: form.name.trim(),
    look: JSON.stringify(form.look),
    priority: form.priority,
    emergency: form.emergency ? '1' : '0',
    ...(form.startAt !== null && !form.emergency ? { startAt: form.startAt } : {}),
    ...(form.endAt !== null ? { endAt: form.endAt } : {}),
    limit,
    ...(limit === 'duration' && duration !== null && Number.isFinite(duration) ? { durationSec: duration } : {}),
    ...(limit === 'repeats' && form.repeats !== null ? { repeats: form.repeats } : {}),
  } as const;
}

/** Whether two forms would save the same message (what "unsaved changes" compares). */
export function sameForm(a: MessageForm, b: MessageForm): boolean {
  return JSON.stringify(saveFields(a, null)) === JSON.stringify(saveFields(b, null));
}

/** A problem of a field: a `messages.rules.<key>` text with its parameters. */
export interface Problem {
  key: string;
  params?: Record<string, number>;
}

/** Problems by field: the save's field names (`name`, `endAt`, `look.text` …). */
export type Problems = Readonly<Record<string, readonly Problem[]>>;

export const NO_PROBLEMS: Problems = {};

/** The rules the contract names itself (its refinements and patterns): each has its own text. */
export const NAMED_RULES: Readonly<Record<string, string>> = {
  endBeforeStart: 'endBeforeStart',
  durationRequired: 'durationRequired',
  repeatsRequired: 'repeatsRequired',
  emergencyFullScreen: 'emergencyFullScreen',
  emergencyNow: 'emergencyNow',
  badFont: 'badFont',
  '#rrggbb': 'colour',
  notJson: 'invalid',
};

interface Issue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function problemOfIssue(issue: Issue): Problem {
  const named = NAMED_RULES[issue.message];
  if (named) return { key: named };
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small':
      if (text)
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'tooShort', params: { min: Number(issue.minimum) } };
      return { key: 'tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return text
        ? { key: 'tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'tooBig', params: { max: Number(issue.maximum) } };
    default:
      return { key: 'invalid' };
  }
}

/** Where a problem of `field` is shown: the look's own problem (the emergency rule) belongs to its position. */
export const placeOf = (field: string) => (field === 'look' ? 'look.position' : field);

function add(problems: Record<string, Problem[]>, field: string, problem: Problem) {
  const at = placeOf(field);
  const list = (problems[at] ??= []);
  if (!list.some((p) => p.key === problem.key)) list.push(problem);
}

/**
 * The problems of a form before it is sent: a duration that cannot be read, passes for a text that
 * does not scroll, and every rule of the contract's save (as the server applies them).
 */
export function formProblems(form: MessageForm): Problems {
  const problems: Record<string, Problem[]> = {};
  const limit = form.emergency ? 'none' : form.limit;
  if (limit === 'duration') {
    const d = parseDuration(form.duration);
    if (d !== null && (!Number.isInteger(d) || d < 1 || d > MESSAGE_DURATION_MAX_SEC))
      add(
        problems,
        'durationSec',
        Number.isNaN(d)
          ? { key: 'durationFormat' }
          : { key: 'durationRange', params: { max: MESSAGE_DURATION_MAX_SEC / 86_400 } },
      );
  }
  if (limit === 'repeats' && !passesApply(form.look)) add(problems, 'repeats', { key: 'repeatsNeedScroll' });
  const checked = messageSave.safeParse(saveFields(form, null));
  if (!checked.success) {
    for (const issue of checked.error.issues as readonly Issue[]) {
      const field = issue.path.map(String).join('.');
      // A duration already said to be unreadable is not also said to be missing.
      if (field === 'durationSec' && problems.durationSec) continue;
      add(problems, field, problemOfIssue(issue));
    }
  }
  return problems;
}

/** zod's English words for a limit, as the server answers them ("Too big: expected string to have <=100 characters"). */
const LIMIT_WORDS = /^Too (big|small): expected (\w+) to (?:have|be) ([<>]=?)\s*(\d+)/;

/** The problem a refused save's field error names: a rule of the contract, a limit, or a value not accepted. */
export function problemOfField(f: FieldError): Problem {
  const named = NAMED_RULES[f.message];
  if (named) return { key: named };
  const m = LIMIT_WORDS.exec(f.message);
  if (m) {
    const [, size, kind, , n] = m;
    const text = kind === 'string';
    const value = Number(n);
    if (size === 'big')
      return text ? { key: 'tooLong', params: { max: value } } : { key: 'tooBig', params: { max: value } };
    return text
      ? value <= 1
        ? { key: 'required' }
        : { key: 'tooShort', params: { min: value } }
      : { key: 'tooSmall', params: { min: value } };
  }
  return { key: 'invalid' };
}

/** The problems of a refused save, by the field each names. */
export function problemsOfFields(fields: readonly FieldError[]): Problems {
  const problems: Record<string, Problem[]> = {};
  for (const f of fields) add(problems, f.field, problemOfField(f));
  return problems;
}

/** The problems left once `fields` changed: theirs go (they are checked again when saving). */
export function without(problems: Problems, ...fields: string[]): Problems {
  if (!fields.some((f) => problems[f])) return problems;
  const next = { ...problems };
  for (const f of fields) delete next[f];
  return next;
}

/** The form fields the page shows problems at; a problem of any other field is shown above the form. */
export const FORM_FIELDS = [
  'name',
  'look.text',
  'look.fontFamily',
  'look.fontSize',
  'look.bold',
  'look.color',
  'look.backgroundColor',
  'look.backgroundOpacity',
  'look.position',
  'look.scroll',
  'look.scrollSpeed',
  'priority',
  'emergency',
  'startAt',
  'endAt',
  'limit',
  'durationSec',
  'repeats',
] as const;

/** Problems of fields the form does not show (shown above it). */
export const otherProblems = (problems: Problems) =>
  Object.entries(problems).filter(([field]) => !(FORM_FIELDS as readonly string[]).includes(field));
