import {
  ANNOUNCEMENT_OFF,
  ANNOUNCEMENT_ON,
  PLAIN_TEXT,
  windowProblem,
  type Announcement,
  type announcementApi,
  type FieldError,
  type InputOf,
  type OwnAnnouncement,
  type WindowProblem,
} from '@apm/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The management form's values: the window as date-times of the browser's time zone. */
export interface AnnouncementFormValues {
  enabled: boolean;
  start: Dayjs | null;
  end: Dayjs | null;
  titleCh: string;
  titleEn: string;
  contentCh: string;
  contentEn: string;
}

export type FormField = keyof AnnouncementFormValues;

/** A date-time as the epoch seconds the server keeps (spec 3). */
export const toSeconds = (d: Dayjs): number => Math.floor(d.valueOf() / 1000);

const fromSeconds = (s: number | ''): Dayjs | null => (s === '' ? null : dayjs(s * 1000));

/** The form for what the server holds; an office without one starts switched on, from this minute. */
export function toFormValues(a: OwnAnnouncement, nowMs: number): AnnouncementFormValues {
  const fresh = a.updateDate === null;
  return {
    enabled: fresh || a.colseTipOn === ANNOUNCEMENT_ON,
    start: fresh ? dayjs(nowMs).startOf('minute') : fromSeconds(a.announcemenStartTime),
    end: fresh ? null : fromSeconds(a.announcemenEndTime),
    titleCh: a.announcementTitleCh,
    titleEn: a.announcementTitleEn,
    contentCh: a.announcementContentCh,
    contentEn: a.announcementContentEn,
  };
}

/** The announcement the form describes, in the spec's shape (what users will see; for the preview). */
export function toAnnouncement(v: AnnouncementFormValues): Announcement {
  return {
    announcemenStartTime: v.start ? toSeconds(v.start) : '',
    announcemenEndTime: v.end ? toSeconds(v.end) : '',
    colseTipOn: v.enabled ? ANNOUNCEMENT_ON : ANNOUNCEMENT_OFF,
    announcementTitleCh: v.titleCh ?? '',
    announcementTitleEn: v.titleEn ?? '',
    announcementContentCh: v.contentCh ?? '',
    announcementContentEn: v.contentEn ?? '',
  };
}

/** The form-encoded parameters of announcementManagerSave: seconds as text, '' for no end. */
export function toSaveParams(v: AnnouncementFormValues): InputOf<typeof announcementApi.announcementManagerSave> {
  const a = toAnnouncement(v);
  return {
    ...a,
    announcemenStartTime: String(a.announcemenStartTime),
    announcemenEndTime: String(a.announcemenEndTime),
  };
}

/** The rule of the end time, the server's own (contract): undefined when fine. */
export function endProblem(v: Pick<AnnouncementFormValues, 'start' | 'end' | 'enabled'>): WindowProblem | undefined {
  if (!v.start) return undefined; // the start's own rule speaks first
  return windowProblem(toSeconds(v.start), v.end ? toSeconds(v.end) : '', v.enabled);
}

const FIELD_OF: Record<string, FormField> = {
  announcemenStartTime: 'start',
  announcemenEndTime: 'end',
  colseTipOn: 'enabled',
  announcementTitleCh: 'titleCh',
  announcementTitleEn: 'titleEn',
  announcementContentCh: 'contentCh',
  announcementContentEn: 'contentEn',
};

/** Messages the server names by key; the form shows `announcement.rules.<key>` for them. */
const KEYED = new Set<string>(['endBeforeStart', 'endRequired', PLAIN_TEXT]);

/** Field errors of a refused save, on the form's fields: a rule key to translate, or the server's text. */
export function formErrors(fields: readonly FieldError[]): { name: FormField; key?: string; text: string }[] {
  return fields.flatMap((f) => {
    const name = FIELD_OF[f.field];
    if (!name) return [];
    return [KEYED.has(f.message) ? { name, key: f.message, text: f.message } : { name, text: f.message }];
  });
}
