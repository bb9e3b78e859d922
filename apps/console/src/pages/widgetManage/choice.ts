import { WIDGET_KINDS, type WidgetKindName, type WidgetKindSetting, type WidgetOffice } from '@apm/contract';

/**
 * What the dialog of an office's kinds edits: whether it takes what the offices above allow, or a
 * list of its own, and that list.
 */
export interface OfficeChoice {
  mode: 'inherit' | 'own';
  kinds: WidgetKindName[];
}

/** The dialog's first state: the office's own list, or (inheriting) what it inherits, ready to narrow. */
export const choiceOf = (o: WidgetOffice): OfficeChoice =>
  o.own === null ? { mode: 'inherit', kinds: [...o.inherited] } : { mode: 'own', kinds: [...o.own] };

/**
 * The list to save: the chosen kinds the offices above allow, in the renderer's order (a kind an
 * office above took away after this office's list was saved cannot be sent back).
 */
export const kindsToSave = (o: WidgetOffice, chosen: readonly WidgetKindName[]): WidgetKindName[] =>
  WIDGET_KINDS.filter((k) => chosen.includes(k) && o.inherited.includes(k));

/** Why a kind cannot be offered by the office whatever its list says, if it cannot. */
export function unavailable(
  o: WidgetOffice,
  kind: WidgetKindName,
  catalogue: readonly WidgetKindSetting[],
): 'notAbove' | 'switchedOff' | undefined {
  if (!o.inherited.includes(kind)) return 'notAbove';
  return catalogue.find((c) => c.kind === kind)?.enabled === false ? 'switchedOff' : undefined;
}

/** A default size being edited: whether it differs from the saved one. */
export const sizeChanged = (
  saved: Pick<WidgetKindSetting, 'width' | 'height'>,
  draft: { width: number; height: number },
) => saved.width !== draft.width || saved.height !== draft.height;
