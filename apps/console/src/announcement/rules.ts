import { ANNOUNCEMENT_ON, type Announcement } from '@apm/contract';
import { stableHash } from './hash';

/** Spec 4: the display check runs this long after the signed-in layout appears. */
export const ANNOUNCEMENT_DELAY_MS = 500;

/** Whether `nowMs` lies strictly inside the window (epoch seconds, compared as seconds * 1000). */
export function inWindow(a: Announcement, nowMs: number): boolean {
  const { announcemenStartTime: start, announcemenEndTime: end } = a;
  if (start === '' || end === '') return false;
  return nowMs > start * 1000 && nowMs < end * 1000;
}

/**
 * What identifies an announcement a user has read: its window and texts. The on/off switch is
 * left out, so switching an unchanged announcement off and on again does not bring it back to
 * users who asked for no more reminders.
 */
export function announcementHash(a: Announcement): string {
  return stableHash(
    JSON.stringify([
      a.announcemenStartTime,
      a.announcemenEndTime,
      a.announcementTitleCh,
      a.announcementTitleEn,
      a.announcementContentCh,
      a.announcementContentEn,
    ]),
  );
}

/** The hashes a user stored: dismissed with "No more reminders", closed since signing in. */
export interface Stored {
  dismissed: string | null;
  closed: string | null;
}

export interface Decision {
  /** Show the pop-up. */
  show: boolean;
  /** The announcement's hash, stored when the user dismisses or closes it. */
  hash: string;
  /** Remove the user's stored hashes (spec 4: no end time, or outside the window). */
  forget: boolean;
}

/**
 * What to do with the announcement the server sent (spec 4): show it when it is switched on, the
 * time is strictly inside its window and the user has neither dismissed nor closed this very
 * announcement; drop what the user stored when it has no end time or the time is outside the window.
 */
export function decide(a: Announcement, nowMs: number, stored: Stored): Decision {
  const hash = announcementHash(a);
  const current = inWindow(a, nowMs);
  const seen = stored.dismissed === hash || stored.closed === hash;
  const holdsAny = stored.dismissed !== null || stored.closed !== null;
  return {
    show: a.colseTipOn === ANNOUNCEMENT_ON && current && !seen,
    hash,
    forget: holdsAny && (a.announcemenEndTime === '' || !current),
  };
}
