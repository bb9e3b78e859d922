import type { ComponentType } from 'react';
import type { WidgetViewProps } from '../react/types.js';
import { AudioView } from './audio/AudioView.js';
import { ButtonView } from './button/ButtonView.js';
import { CarouselView } from './carousel/CarouselView.js';
import { ClockView } from './clock/ClockView.js';
import { CountdownView } from './countdown/CountdownView.js';
import { DateView } from './date/DateView.js';
import { ExchangeView } from './exchange/ExchangeView.js';
import { ImageView } from './image/ImageView.js';
import type { WidgetKind, WidgetOf } from './models.js';
import { PlaylistView } from './playlist/PlaylistView.js';
import { QrCodeView } from './qrcode/QrCodeView.js';
import { ShapeView } from './shape/ShapeView.js';
import { TableView } from './table/TableView.js';
import { TextView } from './text/TextView.js';
import { VideoView } from './video/VideoView.js';
import { WeatherView } from './weather/WeatherView.js';
import { WebPageView } from './webpage/WebPageView.js';

/** The view of every widget kind; a kind in ./models.ts without its view here does not compile. */
export const widgetViews: { [K in WidgetKind]: ComponentType<WidgetViewProps<WidgetOf<K>>> } = {
  image: ImageView,
  video: VideoView,
  text: TextView,
  clock: ClockView,
  date: DateView,
  countdown: CountdownView,
  shape: ShapeView,
  qrcode: QrCodeView,
  button: ButtonView,
  carousel: CarouselView,
  playlist: PlaylistView,
  audio: AudioView,
  webpage: WebPageView,
  weather: WeatherView,
  exchange: ExchangeView,
  table: TableView,
};
