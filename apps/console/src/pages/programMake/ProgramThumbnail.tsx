import { programApi, type ProgramItem } from '@apm/contract';
import { canvas as canvasSchema, ClockContext, scene as sceneSchema, SceneView, stoppedClock } from '@apm/render';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useCall } from '../../api/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { resolveMedia } from './editor/media';

/** The thumbnail's box in CSS pixels: the canvas is fitted inside it, aspect kept. */
export const THUMBNAIL = { width: 96, height: 54 } as const;

/** Whether the element has come on screen (once it has, it stays true); true where the browser cannot tell. */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * A program's first main scene drawn small by the shared renderer, standing still at its first
 * moment (the clock stopped when it is drawn, videos at their first frame, media as the preview
 * gets them). Its scene is asked for only once its row comes on screen (`cover`: the canvas and
 * that scene, not the document); a save refreshes it with the list.
 */
export function ProgramThumbnail({ program }: { program: ProgramItem }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const answer = useCall(programApi.cover, { id: program.id }, { enabled: seen, quiet: true });
  const cover = answer.data?.jsonObject;
  const drawn = useMemo(() => {
    const canvas = canvasSchema.safeParse(cover?.canvas);
    const scene = sceneSchema.safeParse(cover?.scene);
    if (!canvas.success || !scene.success) return null;
    // A picture makes no sound: the scene's sounds are left out (the list must not start playing them).
    const silent = { ...scene.data, widgets: scene.data.widgets.filter((w) => w.kind !== 'audio') };
    return { canvas: canvas.data, scene: silent };
  }, [cover]);
  const [clock] = useState(() => stoppedClock(Date.now()));
  return (
    <div
      ref={box}
      role="img"
      aria-label={t('program.firstSceneOf', { name: program.name })}
      data-thumbnail={program.id}
      data-drawn={drawn ? '' : undefined}
      style={{
        ...THUMBNAIL,
        borderRadius: 4,
        overflow: 'hidden',
        background: '#f0f0f0',
        pointerEvents: 'none',
      }}
    >
      {drawn && (
        <ClockContext value={clock}>
          <SceneView
            scene={drawn.scene}
            canvas={drawn.canvas}
            resolve={resolveMedia}
            viewport={THUMBNAIL}
            letterbox="transparent"
            still
          />
        </ClockContext>
      )}
    </div>
  );
}
