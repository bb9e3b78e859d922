import { z } from 'zod/mini';
import { line, text, withDefault } from './inputs.js';
import { endpoints } from './endpoint.js';

/**
 * The announcement (spec 3, 4): a title and a text in Chinese and English, shown to the users
 * of an office in a pop-up while it is enabled (`colseTipOn` "1") and the time is strictly
 * inside its window. The field names, misspellings included, are the spec's. The window is in
 * epoch SECONDS (the console compares `seconds * 1000` with its clock); '' means "not set".
 */
export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_CONTENT_MAX = 2000;

/** colseTipOn: "1" the announcement is shown, "0" it is switched off. */
export const ANNOUNCEMENT_ON = '1';
export const ANNOUNCEMENT_OFF = '0';

/** A moment of the window: epoch seconds, or '' when not set. */
const windowTime = z.union([z.int().check(z.nonnegative()), z.literal('')]);

/** GET /a/api/sysSetting/announcement and GET .../announcementManager (jsonObject). */
export const announcement = z.object({
  announcemenStartTime: windowTime,
  announcemenEndTime: windowTime,
  colseTipOn: z.enum([ANNOUNCEMENT_OFF, ANNOUNCEMENT_ON]),
  announcementTitleCh: z.string(),
  announcementTitleEn: z.string(),
  announcementContentCh: z.string(),
  announcementContentEn: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

/** The answer when no announcement applies: switched off, no window, no text. */
export const NO_ANNOUNCEMENT: Announcement = {
  announcemenStartTime: '',
  announcemenEndTime: '',
  colseTipOn: ANNOUNCEMENT_OFF,
  announcementTitleCh: '',
  announcementTitleEn: '',
  announcementContentCh: '',
  announcementContentEn: '',
};

/** What the management page edits: the announcement of the caller's own office, and when it last changed. */
export const ownAnnouncement = z.extend(announcement, {
  /** Epoch ms of the last save; null when the office has none yet. */
  updateDate: z.nullable(z.number()),
});
export type OwnAnnouncement = z.infer<typeof ownAnnouncement>;

/** Why a window is refused; the console translates these keys (`announcement.rules.<key>`). */
export type WindowProblem = 'endRequired' | 'endBeforeStart';

/**
 * The rule of the window, shared by the server's schema and the console's form: an enabled
 * announcement needs an end (with none it could never be shown, spec 4), and an end, when
 * given, comes after the start.
 */
export function windowProblem(start: number, end: number | '', enabled: boolean): WindowProblem | undefined {
  if (end === '') return enabled ? 'endRequired' : undefined;
  return end > start ? undefined : 'endBeforeStart';
}

/** Messages the schema below gives its own rules (the console translates them). */
export const PLAIN_TEXT = 'plainText';

/** Plain text: kept as typed (line breaks included) and always shown as text, never as markup. */
const plainText = (max: number) => text(PLAIN_TEXT).check(z.trim(), z.minLength(1), z.maxLength(max));

/** Epoch seconds as a form sends them: up to ten digits (until the year 2286). */
const epochSeconds = z.pipe(line().check(z.trim(), z.regex(/^\d{1,10}$/, 'epochSeconds')), z.transform(Number));

/** POST /a/api/sysSetting/announcementManagerSave (form): the announcement of the caller's office. */
export const announcementSaveRequest = z
  .object({
    announcemenStartTime: epochSeconds,
    announcemenEndTime: withDefault(z.union([z.literal(''), epochSeconds]), ''),
    colseTipOn: z.enum([ANNOUNCEMENT_OFF, ANNOUNCEMENT_ON]),
    announcementTitleCh: plainText(ANNOUNCEMENT_TITLE_MAX),
    announcementTitleEn: plainText(ANNOUNCEMENT_TITLE_MAX),
    announcementContentCh: plainText(ANNOUNCEMENT_CONTENT_MAX),
    announcementContentEn: plainText(ANNOUNCEMENT_CONTENT_MAX),
  })
  .check(
    z.superRefine((a, ctx) => {
      const problem = windowProblem(a.announcemenStartTime, a.announcemenEndTime, a.colseTipOn === ANNOUNCEMENT_ON);
      if (problem) ctx.addIssue({ code: 'custom', path: ['announcemenEndTime'], message: problem });
    }),
  );
export type AnnouncementSaveRequest = z.infer<typeof announcementSaveRequest>;

const fields = `jsonObject: ${Object.keys(announcement.shape).join(', ')} (window in epoch seconds, '' when not set)`;

export const announcementApi = endpoints('announcement', {
  announcement: {
    method: 'GET',
    path: '/a/api/sysSetting/announcement',
    access: 'login',
    summary: "The announcement for the caller: the nearest enabled one of the caller's office and its ancestors",
    description: `${fields}. With none, colseTipOn is "0" and every field is empty.`,
    answer: { jsonObject: announcement },
  },
  announcementManager: {
    method: 'GET',
    path: '/a/api/sysSetting/announcementManager',
    access: 'sys:announcement:view',
    summary: "The announcement the caller's own office set (enabled or not), for editing",
    description: `${fields}, updateDate (epoch ms of the last save, null when none).`,
    answer: { jsonObject: ownAnnouncement },
  },
  announcementManagerSave: {
    method: 'POST',
    path: '/a/api/sysSetting/announcementManagerSave',
    access: 'sys:announcement:edit',
    summary: "Save the announcement of the caller's office (replaces the previous one)",
    description:
      'Window in epoch seconds: the end must come after the start; an enabled announcement needs an end. ' +
      `Titles up to ${ANNOUNCEMENT_TITLE_MAX} characters, contents up to ${ANNOUNCEMENT_CONTENT_MAX}, plain text.`,
    input: announcementSaveRequest,
    answer: { jsonObject: ownAnnouncement },
  },
});
