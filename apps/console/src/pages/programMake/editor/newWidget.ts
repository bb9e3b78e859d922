import { countdownUnits, createWidget, modelOf, type Canvas, type Widget } from '@apm/render';
import dayjs from 'dayjs';
import type { TFunction } from '../../../i18n/texts';
import { placeNew } from './geometry';

/** The kinds the editor's toolbar adds in one click (pictures and videos are chosen from the library first). */
export const TOOL_KINDS = ['clock', 'date', 'countdown', 'shape', 'qrcode', 'button'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** How far ahead a new countdown's instant is: a week, at midnight of the operator's day. */
const COUNTDOWN_DAYS = 7;

/**
 * A new widget of a toolbar kind, centred on the canvas, with its kind's defaults except its
 * words, written in the operator's language: a countdown's labels and text, counting down to
 * midnight a week ahead (in the operator's zone); a button's label, that of its first action
 * (to the next scene).
 */
export function newToolWidget(kind: ToolKind, canvas: Canvas, t: TFunction, now: number = Date.now()): Widget {
  const place = placeNew(canvas, modelOf(kind).size);
  if (kind === 'button') {
    const action = modelOf('button').defaults().action;
    return createWidget('button', { ...place, props: { label: t(`widgets.button.labels.${action.type}`), action } });
  }
  if (kind !== 'countdown') return createWidget(kind, place);
  const labels = Object.fromEntries(countdownUnits.map((u) => [u, t(`widgets.countdown.labelDefaults.${u}`)]));
  return createWidget('countdown', {
    ...place,
    props: {
      target: dayjs(now).add(COUNTDOWN_DAYS, 'day').startOf('day').format(),
      labels: labels as Record<(typeof countdownUnits)[number], string>,
      doneText: t('widgets.countdown.doneDefault'),
    },
  });
}
