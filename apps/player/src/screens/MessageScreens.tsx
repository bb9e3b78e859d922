import { emergencyLook, MessageView } from '@apm/render';
import type { ShownMessage } from '../runtime/view';
import { useViewport } from './useViewport';

/** Message sizes are pixels of a 1080-pixel-high screen: scaled to the window's height. */
const useScale = () => useViewport().height / 1080;

/**
 * The messages over the program or the idle screen, each a band (or all of the screen) of its own;
 * clicks and touches pass through to the program under them.
 */
export function MessagesOver({ messages, onDone }: { messages: ShownMessage[]; onDone: (key: string) => void }) {
  const scale = useScale();
  if (messages.length === 0) return null;
  return (
    <div data-screen="messages" style={{ position: 'fixed', inset: 0, zIndex: 1, pointerEvents: 'none' }}>
      {messages.map((m) => (
        <MessageView key={m.key} look={m.look} scale={scale} repeats={m.repeats} onDone={() => onDone(m.key)} />
      ))}
    </div>
  );
}

/**
 * An emergency message: all of the screen, its background solid, in place of the program (which
 * leaves the screen, its sound with it, and comes back when the emergency goes at the main scene
 * it would have reached meanwhile).
 */
export function EmergencyScreen({ message, onDone }: { message: ShownMessage; onDone: (key: string) => void }) {
  const scale = useScale();
  return (
    <main
      data-screen="emergency"
      data-publish={message.publishId}
      style={{ position: 'fixed', inset: 0, zIndex: 2, background: '#000' }}
    >
      <MessageView
        key={message.key}
        look={emergencyLook(message.look)}
        scale={scale}
        repeats={message.repeats}
        onDone={() => onDone(message.key)}
      />
    </main>
  );
}
