import { Media } from '../../react/Media.js';
import type { WidgetViewProps } from '../../react/types.js';
import type { ImageWidget } from './model.js';

/** Draws an image widget's picture in its box. */
export function ImageView({ widget, resolve, onMediaError }: WidgetViewProps<ImageWidget>) {
  return <Media media={widget.props.media} fit={widget.props.fit} resolve={resolve} onMediaError={onMediaError} />;
}
