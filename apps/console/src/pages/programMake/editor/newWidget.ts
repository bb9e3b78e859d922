import type { EditorWidgetKind, WidgetKindName } from '@apm/contract';
import { countdownUnits, createWidget, modelOf, type Canvas, type Widget } from '@apm/render';
import dayjs from 'dayjs';
import type { TFunction } from '../../../i18n/texts';
import { placeNew } from './geometry';

/** The kinds the editor's toolbar adds in one click (pictures and videos are chosen from the library first). */
export const TOOL_KINDS = [
  'clock',
  'date',
  'countdown',
  'shape',
  'qrcode',
  'button',
  'carousel',
  'playlist',
  'audio',
  'webpage',
  'weather',
  'exchange',
  'table',
] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** The kinds made from a file of the library: the toolbar opens the material picker for them. */
export type MediaKind = 'image' | 'video';

/** A new widget's size, in canvas pixels. */
export interface Size {
  width: number;
  height: number;
}

/** How far ahead a new countdown's instant is: a week, at midnight of the operator's day. */
const COUNTDOWN_DAYS = 7;

/**
 * Where a new widget of a kind goes: the size widget management gives the kind, taken as set and
 * scaled down only where it does not fit the canvas, centred.
 */
const placeOfKind = (canvas: Canvas, size: Size) => placeNew(canvas, size, 1);

/**
 * A new widget of a toolbar kind, centred on the canvas at its kind's size, with its kind's
 * defaults except its words, written in the operator's language: a countdown's labels and text,
 * counting down to midnight a week ahead (in the operator's zone); a button's label, that of its
 * first action (to the next scene); the "as of" line of weather and rates.
 */
export function newToolWidget(
  kind: ToolKind,
  canvas: Canvas,
  size: Size,
  t: TFunction,
  now: number = Date.now(),
): Widget {
  const place = placeOfKind(canvas, size);
  if (kind === 'button') {
    const action = modelOf('button').defaults().action;
    return createWidget('button', { ...place, props: { label: t(`widgets.button.labels.${action.type}`), action } });
  }
  // Weather and rates say "as of 10:30" under old values in the operator's words.
  if (kind === 'weather')
    return createWidget('weather', { ...place, props: { asOfText: t('widgets.weather.asOfDefault') } });
  if (kind === 'exchange')
    return createWidget('exchange', { ...place, props: { asOfText: t('widgets.weather.asOfDefault') } });
  if (kind === 'table')
    return createWidget('table', { ...place, props: { asOfText: t('widgets.weather.asOfDefault') } });
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

/** A new text widget at its kind's size, centred, saying "new text" in the operator's language. */
export const newTextWidget = (canvas: Canvas, size: Size, t: TFunction): Widget =>
  createWidget('text', {
    ...placeOfKind(canvas, size),
    props: { text: t('program.newText'), verticalAlign: 'middle' },
  });

const isTool = (kind: WidgetKindName): kind is ToolKind => (TOOL_KINDS as readonly string[]).includes(kind);

/** What one add button of the toolbar does: adds a widget made at once, or opens the picker for a file. */
export type AddAction =
  | { kind: WidgetKindName; make: (canvas: Canvas, t: TFunction) => Widget }
  | { kind: MediaKind; pick: Size };

/**
 * The toolbar's add buttons: one per kind the office may use (widget management), in that order,
 * each making its widget at the kind's default size. A picture or video takes its file's own size
 * and the kind's only when the file has none.
 */
export function addActions(kinds: readonly EditorWidgetKind[]): AddAction[] {
  return kinds.map(({ kind, width, height }): AddAction => {
    const size = { width, height };
    if (kind === 'image' || kind === 'video') return { kind, pick: size };
    if (kind === 'text') return { kind, make: (canvas, t) => newTextWidget(canvas, size, t) };
    if (isTool(kind)) return { kind, make: (canvas, t) => newToolWidget(kind, canvas, size, t) };
    // The contract's kinds are the renderer's (a server test checks): nothing else reaches here.
    throw new Error(`No way to add a widget of kind ${kind satisfies never}`);
  });
}
