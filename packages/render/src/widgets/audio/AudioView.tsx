import { useEffect, useRef, useState } from 'react';
import type { MediaRef } from '../../document/primitives.js';
import { usePlaying } from '../../react/playing.js';
import type { MediaErrorHandler, WidgetViewProps } from '../../react/types.js';
import { useCycle } from '../../react/useCycle.js';
import type { AudioProps, AudioWidget } from './model.js';

/** A sound further from where the clock says than this is put back in its place. */
const SEEK_TOLERANCE_MS = 250;

/**
 * Plays an audio widget's track of the moment, by the clock of the widgets, from where the clock
 * says it is; nothing is seen. Drawn alone (the editor's canvas) it plays nothing and shows its
 * box: a note and the tracks' names.
 */
export function AudioView({ widget, resolve, onMediaError }: WidgetViewProps<AudioWidget>) {
  const playing = usePlaying();
  if (!playing) return <AudioBox p={widget.props} />;
  return <AudioPlayer p={widget.props} resolve={resolve} onMediaError={onMediaError} />;
}

function AudioPlayer({
  p,
  resolve,
  onMediaError,
}: { p: AudioProps } & Pick<WidgetViewProps<AudioWidget>, 'resolve' | 'onMediaError'>) {
  const position = useCycle(
    p.tracks.map((t) => t.media.durationMs),
    p.loop ? 'loop' : 'once',
    p.shuffle,
  );
  if (!position || position.done) return <div data-audio="" hidden />;
  const track = p.tracks[position.index]!;
  return (
    <div data-audio="" data-track={position.index} hidden>
      <Sound
        key={position.step}
        media={track.media}
        url={resolve(track.media)}
        volume={p.volume / 100}
        offsetMs={position.offsetMs}
        onMediaError={onMediaError}
      />
    </div>
  );
}

interface SoundProps {
  media: MediaRef;
  url: string | undefined;
  volume: number;
  offsetMs: number;
  onMediaError?: MediaErrorHandler;
}

/** One track, from `offsetMs` in. Browsers start sound without a gesture only when allowed (a kiosk's flag). */
function Sound({ media, url, volume, offsetMs, onMediaError }: SoundProps) {
  const ref = useRef<HTMLAudioElement>(null);
  const [from] = useState(() => ({ offsetMs, at: performance.now() }));
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.volume = volume;
  }, [volume]);
  useEffect(() => {
    ref.current?.play()?.catch(() => {
      // Autoplay refused (no gesture, no kiosk flag): the screen stays silent, nothing else breaks.
    });
  }, [url]);
  if (!url) return null;
  const seek = () => {
    const audio = ref.current;
    if (!audio) return;
    const due = (from.offsetMs + performance.now() - from.at) / 1000;
    if (Math.abs(audio.currentTime - due) * 1000 > SEEK_TOLERANCE_MS) audio.currentTime = due;
  };
  return (
    <audio ref={ref} src={url} autoPlay preload="auto" onLoadedMetadata={seek} onError={() => onMediaError?.(media)} />
  );
}

/** The audio widget as the editor shows it: a note and the names of its tracks, in order. */
function AudioBox({ p }: { p: AudioProps }) {
  const names = p.tracks.map((t, i) => t.name || `${i + 1}`);
  return (
    <div
      data-audio=""
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        padding: 16,
        overflow: 'hidden',
        background: '#1f1f1fcc',
        color: '#ffffff',
        fontFamily: 'sans-serif',
        fontSize: 28,
        border: '4px dashed #ffffff80',
      }}
    >
      <svg viewBox="0 0 24 24" width={64} height={64} style={{ flex: 'none' }} aria-hidden="true">
        <path fill="currentColor" d="M12 3v10.55A4 4 0 1 0 14 17V7h4V3h-6z" />
      </svg>
      <div style={{ minWidth: 0 }}>
        {names.map((n, i) => (
          <div key={i} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {n}
          </div>
        ))}
      </div>
    </div>
  );
}
