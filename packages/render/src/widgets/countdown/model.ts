import { z } from 'zod/mini';
import { defineWidget } from '../define.js';
import { textLook } from '../textLook.js';

/** The units a countdown can show, largest first. */
export const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof countdownUnits)[number];

/**
 * The instant counted down to: an ISO 8601 date and time with seconds and its offset from UTC
 * ("2026-01-01T00:00:00+01:00", "2026-01-01T00:00:00Z"), so that it is the same instant on every
 * screen whatever its zone; '' for none chosen yet.
 */
export const countdownTarget = z.union([z.literal(''), z.iso.datetime({ offset: true })]);

const label = z.string().check(z.maxLength(50));

/**
 * The time left until an instant, shown in the chosen units: each unit its number with its label
 * below, the largest unit taking what the ones left out would have shown (hours only: "50"), the
 * smallest rounded up (a minute and a half left shows 2 minutes). Once the instant has come, the
 * box shows `doneText`, or every unit at zero when it is empty (as it does without a target).
 */
export const countdownWidget = defineWidget({
  kind: 'countdown',
  props: z.object({
    target: z._default(countdownTarget, ''),
    units: z._default(
      z.array(z.enum(countdownUnits)).check(
        z.minLength(1),
        z.refine((u) => new Set(u).size === u.length, 'Each unit once'),
      ),
      () => [...countdownUnits],
    ),
    /** Written under each unit's number; an empty label leaves it out. */
    labels: z.prefault(
      z.object({
        days: z._default(label, 'days'),
        hours: z._default(label, 'hours'),
        minutes: z._default(label, 'minutes'),
        seconds: z._default(label, 'seconds'),
      }),
      {},
    ),
    doneText: z._default(z.string().check(z.maxLength(1000)), ''),
    ...textLook(96),
  }),
  size: { width: 960, height: 240 },
});
export type CountdownWidget = z.infer<typeof countdownWidget.schema>;
export type CountdownProps = CountdownWidget['props'];
