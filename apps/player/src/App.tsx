import { useSyncExternalStore } from 'react';
import type { PlayerRuntime } from './runtime/terminal';
import { IdleScreen } from './screens/IdleScreen';
import { EmergencyScreen, MessagesOver } from './screens/MessageScreens';
import { AlreadyPairedScreen, PairingScreen } from './screens/PairingScreen';
import { PlayScreen } from './screens/PlayScreen';
import { RestartOnError } from './screens/RestartOnError';

/** The screen the runtime's state calls for. */
export function App({ runtime }: { runtime: PlayerRuntime }) {
  const view = useSyncExternalStore(runtime.view.subscribe, runtime.view.get);
  return <RestartOnError>{screenOf(view, runtime)}</RestartOnError>;
}

function screenOf(view: ReturnType<PlayerRuntime['view']['get']>, runtime: PlayerRuntime) {
  switch (view.kind) {
    case 'starting':
      return <main data-screen="starting" style={{ position: 'fixed', inset: 0, background: '#000' }} />;
    case 'pairing':
      return <PairingScreen pairingCode={view.code} hardwareId={view.hardwareId} unreachable={view.unreachable} />;
    case 'alreadyPaired':
      return <AlreadyPairedScreen hardwareId={view.hardwareId} />;
    case 'content':
      // An emergency covers everything: the program leaves the screen until it goes, then comes
      // back where its clock is (PlayScreen), as if it had played on underneath.
      if (view.emergency) return <EmergencyScreen message={view.emergency} onDone={(k) => runtime.messageDone(k)} />;
      return (
        <>
          {view.show ? (
            <PlayScreen
              show={view.show}
              data={runtime.data}
              onSceneStart={(show, start) => runtime.sceneStarted(show, start)}
              onInteraction={(show, i) => runtime.pressed(show, i)}
            />
          ) : (
            <IdleScreen name={view.name} />
          )}
          <MessagesOver messages={view.messages} onDone={(k) => runtime.messageDone(k)} />
        </>
      );
  }
}
