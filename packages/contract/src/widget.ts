import { z } from 'zod/mini';
import { commaIdList, pageNo, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';

/**
 * Widget management (spec: widget/list): which widget kinds the program editor offers, and the
 * size it gives a new one. One catalogue for the whole platform (a kind switched off is offered
 * nowhere; its default size), and per office the kinds it may use: an office without a list of
 * its own has what the offices above it allow, one with a list has no more than that list. Only
 * the editor's add buttons follow it: programs already using a kind stay as they are and can be
 * saved again.
 */

/**
 * The widget kinds of @apm/render (its `widgetModels`, in its order). The contract does not
 * depend on the renderer, so the list is written here too; a server test checks the two agree.
 */
export const WIDGET_KINDS = [
  'image',
  'video',
  'text',
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
export type WidgetKindName = (typeof WIDGET_KINDS)[number];

/** A default side in canvas pixels: no smaller than the editor lets a widget be resized, no larger than a canvas (render's CANVAS_MAX). */
export const WIDGET_SIZE_MIN = 4;
export const WIDGET_SIZE_MAX = 16384;

const kind = z.enum(WIDGET_KINDS);
const kinds = z.array(kind);

/** A kind of the catalogue: switched on or off for the whole platform, and the size a new widget of it gets. */
export const widgetKindSetting = z.object({
  kind,
  enabled: z.boolean(),
  width: z.int(),
  height: z.int(),
  /** Epoch ms of the last save; null: as the product ships it (on, with the renderer's size). */
  updatedAt: z.nullable(z.number()),
});
export type WidgetKindSetting = z.infer<typeof widgetKindSetting>;

/** An office's widget kinds, as the management page shows them. */
export const widgetOffice = z.object({
  id: z.string(),
  name: z.string(),
  /** The names of the offices above it inside the caller's range, top first (where a search hit sits). */
  pathNames: z.array(z.string()),
  /** The kinds set for this office; null: it has no list of its own and takes what the offices above allow. */
  own: z.nullable(kinds),
  /** The kinds the offices above allow (every kind when none of them has a list): the most its own list can give. */
  inherited: kinds,
  /** What its program editor offers: the inherited kinds, within its own list if it has one, switched on in the catalogue. */
  allowed: kinds,
});
export type WidgetOffice = z.infer<typeof widgetOffice>;

/** A kind the editor may add, with the size a new one gets. */
export const editorWidgetKind = z.object({ kind, width: z.int(), height: z.int() });
export type EditorWidgetKind = z.infer<typeof editorWidgetKind>;

/** A default side as a form sends it. */
const side = z.coerce.number().check(z.int(), z.gte(WIDGET_SIZE_MIN), z.lte(WIDGET_SIZE_MAX));

/** POST /a/api/widget/save: one kind's settings. */
export const widgetKindSave = z.object({
  kind,
  /** "1" on, "0" off. */
  enabled: z.pipe(
    z.enum(['0', '1']),
    z.transform((v) => v === '1'),
  ),
  width: side,
  height: side,
});
export type WidgetKindSave = z.infer<typeof widgetKindSave>;

const officeId = requiredLine(64);

/** GET /a/api/widget/officeList: offices of the caller's range whose name contains `name`, paged. */
export const widgetOfficeQuery = z.object({
  name: withDefault(trimmedLine(100), ''),
  pageNo: pageNo(),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
});
export type WidgetOfficeQuery = z.infer<typeof widgetOfficeQuery>;

export const widgetOfficeId = z.object({ id: officeId });

/**
 * POST /a/api/widget/officeSave: the office's own list (`kinds=clock,date`; empty: none at all).
 * Each kind must be one the offices above allow (refused on `kinds` with `notAllowedAbove`).
 */
export const widgetOfficeSave = z.object({
  id: officeId,
  kinds: z.pipe(commaIdList(z.maxLength(WIDGET_KINDS.length)), kinds),
});
export type WidgetOfficeSave = z.infer<typeof widgetOfficeSave>;

/** Why an office's list was refused (400 on field `kinds`): it names a kind an office above does not allow. */
export const NOT_ALLOWED_ABOVE = 'notAllowedAbove';

const officeFields = `jsonObject: ${Object.keys(widgetOffice.shape).join(', ')}`;

export const widgetApi = endpoints('widget', {
  list: {
    method: 'GET',
    path: '/a/api/widget/list',
    access: 'sys:widget:view',
    summary: 'The widget catalogue: every kind of the renderer, switched on or off, with its default size',
    description:
      'jsonObject: [{ kind, enabled, width, height, updatedAt }] in the renderer’s order, one per kind (a fixed, ' +
      'short list, so not paged). A kind never saved is on, with the renderer’s size, updatedAt null.',
    answer: { jsonObject: z.array(widgetKindSetting) },
  },
  save: {
    method: 'POST',
    path: '/a/api/widget/save',
    access: 'sys:widget:edit',
    summary: 'Save one kind: switched on or off for the whole platform, and its default size',
    description:
      `enabled "1" or "0"; width and height in canvas pixels, ${WIDGET_SIZE_MIN} to ${WIDGET_SIZE_MAX}. ` +
      'A kind switched off is offered by no office’s editor; programs using it keep it.',
    input: widgetKindSave,
    answer: { jsonObject: widgetKindSetting },
  },
  officeList: {
    method: 'GET',
    path: '/a/api/widget/officeList',
    access: 'sys:widget:view',
    summary: 'Offices of your range whose name contains `name`, paged, each with its widget kinds',
    description: `data: { list, count, pageNo, pageSize }; each item as officeDetail's jsonObject.`,
    input: widgetOfficeQuery,
    answer: { data: pageOf(widgetOffice) },
  },
  officeDetail: {
    method: 'GET',
    path: '/a/api/widget/officeDetail',
    access: 'sys:widget:view',
    summary:
      'The widget kinds of one office of your range: its own list, what the offices above allow, what its editor offers',
    description: `${officeFields}. An office outside your range is answered as missing (404).`,
    input: widgetOfficeId,
    answer: { jsonObject: widgetOffice },
  },
  officeSave: {
    method: 'POST',
    path: '/a/api/widget/officeSave',
    access: 'sys:widget:edit',
    summary:
      'Give an office of your range a list of its own: the widget kinds its editor (and those below it) may offer',
    description:
      '`kinds`: comma-separated kinds, each one the offices above allow (else 400 on `kinds`, ' +
      `"${NOT_ALLOWED_ABOVE}"); empty: no kind at all. Answers as officeDetail.`,
    input: widgetOfficeSave,
    answer: { jsonObject: widgetOffice },
  },
  officeInherit: {
    method: 'POST',
    path: '/a/api/widget/officeInherit',
    access: 'sys:widget:edit',
    summary: 'Remove an office’s own list: it takes what the offices above allow again',
    description: 'Answers as officeDetail.',
    input: widgetOfficeId,
    answer: { jsonObject: widgetOffice },
  },
  allowed: {
    method: 'GET',
    path: '/a/api/widget/allowed',
    access: 'content:program:edit',
    summary: 'The widget kinds the program editor offers you: those your office may use, with their default sizes',
    description:
      'jsonObject: [{ kind, width, height }] in the renderer’s order. Only the editor’s add buttons follow it: ' +
      'saving a program is never refused for the kinds it uses.',
    answer: { jsonObject: z.array(editorWidgetKind) },
  },
});
