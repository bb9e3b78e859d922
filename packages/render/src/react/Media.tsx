import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Fit, MediaRef } from '../document/primitives.js';
import type { MediaErrorHandler, ResolveMedia } from './types.js';
import { useStill } from './still.js';

export interface MediaProps {
  media: MediaRef | null;
  fit: Fit;
  resolve: ResolveMedia;
  onMediaError?: MediaErrorHandler;
  /** Videos only. */
  muted?: boolean;
  loop?: boolean;
}

const fill: CSSProperties = { display: 'block', width: '100%', height: '100%' };

/**
 * A picture or a video filling its box. A missing file, one that is not at hand or one that fails
 * to load leaves the box empty: a screen never shows a broken-image sign.
 */
export function Media({ media, fit, resolve, onMediaError, muted = true, loop = true }: MediaProps) {
  const url = media ? resolve(media) : undefined;
  // The URL that failed: a new URL (another file, or the same file once cached) gets its chance.
  const [failed, setFailed] = useState<string>();
  if (!media || !url || failed === url) return <div style={fill} />;
  const onError = () => {
    setFailed(url);
    onMediaError?.(media);
  };
  const style: CSSProperties = { ...fill, objectFit: fit };
  if (media.kind === 'video') return <Video src={url} style={style} muted={muted} loop={loop} onError={onError} />;
  return <img src={url} alt="" draggable={false} style={style} onError={onError} />;
}

interface VideoProps {
  src: string;
  style: CSSProperties;
  muted: boolean;
  loop: boolean;
  onError: () => void;
}

function Video({ src, style, muted, loop, onError }: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const still = useStill();
  useEffect(() => {
    const video = ref.current;
    if (!video || still) return;
    // React sets `muted` as a property only, after autoplay was judged; set it and start playing here.
    video.muted = muted;
    video.play()?.catch(() => {
      // Autoplay refused (sound without a gesture): the first frame stays, nothing else breaks.
    });
  }, [src, muted, still]);
  return (
    <video
      ref={ref}
      src={src}
      style={style}
      muted={muted}
      loop={loop}
      autoPlay={!still}
      playsInline
      preload={still ? 'metadata' : 'auto'}
      disablePictureInPicture
      onError={onError}
    />
  );
}
