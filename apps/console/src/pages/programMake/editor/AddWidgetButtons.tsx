import type { Canvas, Widget } from '@apm/render';
import { Button } from 'antd';
import { memo } from 'react';
import { kindName, WIDGET_ICONS } from '../../../components/widgetKinds';
import { useTranslation } from '../../../i18n/useTranslation';
import { useEditorWidgetKinds } from '../api';
import { addActions, type MediaKind, type Size } from './newWidget';

interface Props {
  canvas: Canvas;
  /** A new widget to add to the scene shown. */
  onAdd: (widget: Widget) => void;
  /** Choose the file of a new picture or video; `size` is the kind's, for a file that has none. */
  onPick: (kind: MediaKind, size: Size) => void;
}

/**
 * The toolbar's add buttons: one per widget kind the user's office may use (widget management),
 * each adding its widget at the kind's default size; nothing until the server has said which.
 * Drawn again only when the canvas or the handlers change (give it stable ones): not at every edit.
 */
export const AddWidgetButtons = memo(function AddWidgetButtons({ canvas, onAdd, onPick }: Props) {
  const { t } = useTranslation();
  const kinds = useEditorWidgetKinds();
  return addActions(kinds.data ?? []).map((a) => (
    <Button
      key={a.kind}
      icon={WIDGET_ICONS[a.kind]}
      data-widget-kind={a.kind}
      onClick={() => ('pick' in a ? onPick(a.kind, a.pick) : onAdd(a.make(canvas, t)))}
    >
      {kindName(t, a.kind)}
    </Button>
  ));
});
