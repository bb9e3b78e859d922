import { Media } from '../../react/Media.js';
import type { WidgetViewProps } from '../../react/types.js';
import type { VideoWidget } from './model.js';

/** Plays a video widget's video in its box. */
export function VideoView({ widget, resolve, onMediaError }: WidgetViewProps<VideoWidget>) {
  const { media, fit, muted, loop } = widget.props;
  return <Media media={media} fit={fit} muted={muted} loop={loop} resolve={resolve} onMediaError={onMediaError} />;
}
