import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { VisualMediaRef } from '../../document/primitives.js';
import { Media } from '../../react/Media.js';
import { useStill } from '../../react/still.js';
import type { MediaErrorHandler, WidgetViewProps } from '../../react/types.js';
import { useCycle } from '../../react/useCycle.js';
import { itemLengthMs, type PlaylistWidget } from './model.js';

/** A video further from where the clock says than this is put back in its place. */
const SEEK_TOLERANCE_MS = 250;

const fill: CSSProperties = { display: 'block', width: '100%', height: '100%' };

/**
 * Draws a playlist: the item of the moment, by the clock of the widgets. A video whose turn began
 * before the scene did (or before a redraw) starts where the clock says it is, not from its start.
 * Standing still (a thumbnail), a video shows its first frame and does not play.
 */
export function PlaylistView({ widget, resolve, onMediaError }: WidgetViewProps<PlaylistWidget>) {
  const { items, fit, muted } = widget.props;
  const still = useStill();
  const position = useCycle(items.map(itemLengthMs), 'loop');
  if (!position) return <div data-playlist="" style={fill} />;
  const item = items[position.index]!;
  return (
    <div data-playlist="" data-index={position.index} style={fill}>
      {item.media.kind === 'video' && !still ? (
        <SeekingVideo
          // A new element per turn: the same video twice in a row starts again.
          key={position.step}
          media={item.media}
          fit={fit}
          muted={muted}
          offsetMs={position.offsetMs}
          url={resolve(item.media)}
          onMediaError={onMediaError}
        />
      ) : (
        <Media key={position.step} media={item.media} fit={fit} resolve={resolve} onMediaError={onMediaError} />
      )}
    </div>
  );
}

interface SeekingVideoProps {
  media: VisualMediaRef;
  url: string | undefined;
  fit: CSSProperties['objectFit'];
  muted: boolean;
  /** How far into its turn the video is when it is drawn. */
  offsetMs: number;
  onMediaError?: MediaErrorHandler;
}

/** A video played from `offsetMs` in (looping when its turn is longer); an empty box when it cannot load. */
function SeekingVideo({ media, url, fit, muted, offsetMs, onMediaError }: SeekingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // Where the clock said the video was when it was drawn, and when: the seek adds the time loading took.
  const [from] = useState(() => ({ offsetMs, at: performance.now() }));
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    video.play()?.catch(() => {
      // Autoplay refused (sound without a gesture): the first frame stays, nothing else breaks.
    });
  }, [url, muted]);
  if (!url || failed) return <div style={fill} />;
  const seek = () => {
    const video = ref.current;
    if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const due = (from.offsetMs + performance.now() - from.at) / 1000;
    const place = due % video.duration;
    if (Math.abs(video.currentTime - place) * 1000 > SEEK_TOLERANCE_MS) video.currentTime = place;
  };
  return (
    <video
      ref={ref}
      src={url}
      style={{ ...fill, objectFit: fit }}
      muted={muted}
      loop
      autoPlay
      playsInline
      preload="auto"
      disablePictureInPicture
      onLoadedMetadata={seek}
      onError={() => {
        setFailed(true);
        onMediaError?.(media);
      }}
    />
  );
}
