import { z } from 'zod/mini';
import type { MediaRef } from '../document/primitives.js';
import { audioWidget } from './audio/model.js';
import { buttonWidget } from './button/model.js';
import { carouselWidget } from './carousel/model.js';
import { clockWidget } from './clock/model.js';
import { countdownWidget } from './countdown/model.js';
import { dateWidget } from './date/model.js';
import { imageWidget } from './image/model.js';
import { playlistWidget } from './playlist/model.js';
import { qrCodeWidget } from './qrcode/model.js';
import { shapeWidget } from './shape/model.js';
import { tableWidget } from './table/model.js';
import { textWidget } from './text/model.js';
import { exchangeWidget } from './exchange/model.js';
import { videoWidget } from './video/model.js';
import { weatherWidget } from './weather/model.js';
import { webPageWidget } from './webpage/model.js';

/**
 * The table of widget kinds. A new kind is one folder (model, view, tests) and one line here,
 * plus its view in ./views.tsx, which the compiler demands. This table holds no React, so the
 * server can validate documents without it.
 */
export const widgetModels = {
  image: imageWidget,
  video: videoWidget,
  text: textWidget,
  clock: clockWidget,
  date: dateWidget,
  countdown: countdownWidget,
  shape: shapeWidget,
  qrcode: qrCodeWidget,
  button: buttonWidget,
  carousel: carouselWidget,
  playlist: playlistWidget,
  audio: audioWidget,
  webpage: webPageWidget,
  weather: weatherWidget,
  exchange: exchangeWidget,
  table: tableWidget,
} as const;

export type WidgetKind = keyof typeof widgetModels;
export const widgetKinds = Object.keys(widgetModels) as WidgetKind[];

type WidgetSchema = (typeof widgetModels)[WidgetKind]['schema'];
const schemas = Object.values(widgetModels).map((m) => m.schema) as [WidgetSchema, ...WidgetSchema[]];

/** Any widget: the frame plus the props of its kind, told apart by `kind`. */
export const widget = z.discriminatedUnion('kind', schemas);
export type Widget = z.infer<typeof widget>;
/** The widget of one kind. */
export type WidgetOf<K extends WidgetKind> = Extract<Widget, { kind: K }>;
/** The props of one kind. */
export type PropsOf<K extends WidgetKind> = WidgetOf<K>['props'];

/** What the rest of the package needs of a kind's model, typed for that kind. */
export interface KindModel<K extends WidgetKind> {
  kind: K;
  size: { width: number; height: number };
  defaults: () => PropsOf<K>;
  media: (props: PropsOf<K>) => MediaRef[];
  schema: z.ZodMiniType<WidgetOf<K>, unknown>;
}

/** The model of a kind, typed for that kind (the table's entries are typed one by one). */
export const modelOf = <K extends WidgetKind>(kind: K): KindModel<K> => widgetModels[kind] as unknown as KindModel<K>;

/** The media one widget references, by its kind's model. */
export function mediaOfWidget(w: Widget): MediaRef[] {
  // The union of kinds cannot be narrowed through the table; each model is typed where it is defined.
  return (modelOf(w.kind).media as (props: Widget['props']) => MediaRef[])(w.props);
}
