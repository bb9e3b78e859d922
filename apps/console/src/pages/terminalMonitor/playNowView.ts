import { PLAY_NOW_MINUTES_MAX, type PlayNowSet } from '@apm/contract';
import dayjs from 'dayjs';

/** How long a program played now lasts unless the user says otherwise, in minutes (the server's default). */
export const PLAY_NOW_DEFAULT_MINUTES = 10;

/** The lengths offered at one click, in minutes. */
export const PLAY_NOW_QUICK_MINUTES = [5, 10, 30, 60] as const;

/** Whether a length typed in is one the server takes: whole minutes, from 1 to PLAY_NOW_MINUTES_MAX (a day). */
export function minutesValid(minutes: number | null | undefined): minutes is number {
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= PLAY_NOW_MINUTES_MAX;
}

/** The program a terminal plays now by hand, if it still does at `now` (an answer read earlier may have run out). */
export function currentPlayNow(set: PlayNowSet | undefined, now: number): NonNullable<PlayNowSet> | null {
  return set && set.to > now ? set : null;
}

/** When a play-now ends, as its banner says it: the time alone today, with the date on another day. */
export function untilTime(to: number, now: number): string {
  return dayjs(to).format(dayjs(to).isSame(now, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm');
}

/** The terminals' ids as the terminalSet calls take them: comma-joined. */
export const terminalIdsOf = (terminals: readonly { id: string }[]) => terminals.map((tm) => tm.id).join(',');
