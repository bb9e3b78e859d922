import {
  BorderOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  FileImageOutlined,
  FontSizeOutlined,
  GlobalOutlined,
  HourglassOutlined,
  InteractionOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  QrcodeOutlined,
  SoundOutlined,
  TableOutlined,
  TransactionOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { WidgetKindName } from '@apm/contract';
import type { ReactNode } from 'react';
import type { TFunction } from '../i18n/texts';

/** The icon of each widget kind, the same in the program editor's toolbar and on widget management. */
export const WIDGET_ICONS: Record<WidgetKindName, ReactNode> = {
  image: <FileImageOutlined />,
  video: <VideoCameraOutlined />,
  text: <FontSizeOutlined />,
  clock: <ClockCircleOutlined />,
  date: <CalendarOutlined />,
  countdown: <HourglassOutlined />,
  shape: <BorderOutlined />,
  qrcode: <QrcodeOutlined />,
  button: <InteractionOutlined />,
  carousel: <PictureOutlined />,
  playlist: <PlaySquareOutlined />,
  audio: <SoundOutlined />,
  webpage: <GlobalOutlined />,
  weather: <CloudOutlined />,
  exchange: <TransactionOutlined />,
  table: <TableOutlined />,
};

/**
 * A widget kind's name in the operator's language: the first kinds' names are in the program
 * texts, the later ones' in the widgets texts (a page naming kinds loads both namespaces).
 */
export const kindName = (t: TFunction, kind: WidgetKindName): string =>
  kind === 'image' || kind === 'video' || kind === 'text' ? t(`program.kinds.${kind}`) : t(`widgets.${kind}.name`);
