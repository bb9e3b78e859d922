import { ProgramView } from '@apm/render';
import type { Show } from '../runtime/view';
import { RestartOnError } from './RestartOnError';
import { useViewport } from './useViewport';

/** A program full screen, through the shared renderer; a failure of the renderer restarts it. */
export function PlayScreen({ show, onSceneStart }: { show: Show; onSceneStart: (sceneId: string) => void }) {
  const viewport = useViewport();
  return (
    <main
      data-screen="playing"
      data-publish={show.publishId}
      style={{ position: 'fixed', inset: 0, background: '#000' }}
    >
      <RestartOnError key={show.key}>
        <ProgramView
          document={show.document}
          resolve={show.resolve}
          viewport={viewport}
          onSceneStart={(p) => onSceneStart(p.sceneId)}
          onMediaError={(ref) => console.warn(`player: file ${ref.md5} did not load`)}
          onWidgetError={(w, e) => console.warn(`player: widget ${w.id} failed`, e)}
        />
      </RestartOnError>
    </main>
  );
}
