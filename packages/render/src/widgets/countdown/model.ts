import { z } from 'zod';
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

const label = z.string().max(50);

/**
 * The time left until an instant, shown in the chosen units: each unit its number with its label
 * below, the largest unit taking what the ones left out would have shown (hours only: "50"), the
 * smallest rounded up (a minute and a half left shows 2 minutes). Once the instant has come, the
 * box shows `doneText`, or every unit at zero when it is empty (as it does without a target).
 */
export const countdownWidget = defineWidget({
  kind: 'countdown',
  props: z.object({
    target: countdownTarget.default(''),
    units: z
      .array(z.enum(countdownUnits))
      .min(1)
      .refine((u) => new Set(u).size === u.length, 'Each unit once')
      .default(() => [...countdownUnits]),
    /** Written under each unit's number; an empty label leaves it out. */
    labels: z
      .object({
        days: label.default('days'),
        hours: label.default('hours'),
        minutes: label.default('minutes'),
        seconds: label.default('seconds'),
      })
      .prefault({}),
    doneText: z.string().max(1000).default(''),
    ...textLook(96),
  }),
  size: { width: 960, height: 240 },
});
export type CountdownWidget = z.infer<typeof countdownWidget.schema>;
export type CountdownProps = CountdownWidget['props'];
