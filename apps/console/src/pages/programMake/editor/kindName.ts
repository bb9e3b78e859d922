import type { WidgetKind } from '@apm/render';
import type { TFunction } from '../../../i18n/texts';

/** A widget kind's name in the operator's language (the first kinds' names are in the program texts, the later ones' in the widgets texts). */
export const kindName = (t: TFunction, kind: WidgetKind): string =>
  kind === 'image' || kind === 'video' || kind === 'text' ? t(`program.kinds.${kind}`) : t(`widgets.${kind}.name`);
