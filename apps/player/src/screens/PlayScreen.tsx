import {
  DataSourcesContext,
  mainSceneAt,
  ProgramView,
  type Interaction,
  type ProgramViewProps,
  type SceneStart,
} from '@apm/render';
import { useState, useSyncExternalStore } from 'react';
import type { DataStore } from '../runtime/dataSources';
import type { Show } from '../runtime/view';
import { RestartOnError } from './RestartOnError';
import { useViewport } from './useViewport';

/**
 * A program full screen, through the shared renderer, its weather and rates from the values the
 * manifests brought (`data`); a failure of the renderer restarts it. Scene starts and button
 * presses are told with the program they belong to (widget events).
 */
export function PlayScreen({
  show,
  data,
  onSceneStart,
  onInteraction,
}: {
  show: Show;
  data: DataStore;
  onSceneStart: (show: Show, start: SceneStart) => void;
  onInteraction: (show: Show, interaction: Interaction) => void;
}) {
  const viewport = useViewport();
  const sources = useSyncExternalStore(data.subscribe, data.get, data.get);
  return (
    <main
      data-screen="playing"
      data-publish={show.publishId}
      style={{ position: 'fixed', inset: 0, background: '#000' }}
    >
      <RestartOnError key={show.key}>
        <DataSourcesContext value={sources}>
          <ProgramByClock
            show={show}
            viewport={viewport}
            onSceneStart={(p) => onSceneStart(show, p)}
            onInteraction={(i) => onInteraction(show, i)}
            onMediaError={(ref) => console.warn(`player: file ${ref.md5} did not load`)}
            onWidgetError={(w, e) => console.warn(`player: widget ${w.id} failed`, e)}
          />
        </DataSourcesContext>
      </RestartOnError>
    </main>
  );
}

/**
 * The program from the main scene its clock is at (`show.since`), not from its first: drawn again
 * after an emergency message covered the screen, or after the renderer failed, it goes on where it
 * would be had it played on (that scene from its start: the renderer starts scenes only there).
 * The scene is worked out once per mount, as a new start scene would start the playing over.
 */
function ProgramByClock({
  show,
  ...view
}: { show: Show } & Omit<ProgramViewProps, 'document' | 'resolve' | 'startSceneId'>) {
  const [startSceneId] = useState(() => mainSceneAt(show.document.scenes, show.since, Date.now()));
  return <ProgramView document={show.document} resolve={show.resolve} startSceneId={startSceneId} {...view} />;
}
