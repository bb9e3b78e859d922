import {
  BorderOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  HourglassOutlined,
  InteractionOutlined,
  QrcodeOutlined,
} from '@ant-design/icons';
import type { Canvas, Widget } from '@apm/render';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { newToolWidget, TOOL_KINDS, type ToolKind } from './newWidget';

const ICONS: Record<ToolKind, ReactNode> = {
  clock: <ClockCircleOutlined />,
  date: <CalendarOutlined />,
  countdown: <HourglassOutlined />,
  shape: <BorderOutlined />,
  qrcode: <QrcodeOutlined />,
  button: <InteractionOutlined />,
};

interface Props {
  canvas: Canvas;
  /** A new widget to add to the scene shown. */
  onAdd: (widget: Widget) => void;
}

/** The toolbar's buttons of the kinds added in one click: clock, date, countdown, shape, QR code, button. */
export function AddWidgetButtons({ canvas, onAdd }: Props) {
  const { t } = useTranslation();
  return TOOL_KINDS.map((kind) => (
    <Button key={kind} icon={ICONS[kind]} onClick={() => onAdd(newToolWidget(kind, canvas, t))}>
      {t(`widgets.${kind}.name`)}
    </Button>
  ));
}
