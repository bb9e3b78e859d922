import type { Command, ReportMessage } from '../protocol/messages';

export interface CommandActions {
  /** Fetch the manifest now, even if the version seems the same. */
  refresh(): Promise<void>;
  /** Delete every downloaded file and the manifest, then fetch the manifest again. */
  clear(): Promise<void>;
  /** Restart the player (the ack goes first). */
  reload(): void;
}

type Ack = Extract<ReportMessage, { type: 'ack' }>;

/**
 * Does a command and makes its ack: ok when done, an error when it failed, was not known, or did
 * not finish within its timeoutMs (terminal-protocol.md 4).
 */
export async function runCommand(cmd: Command, actions: CommandActions): Promise<Ack> {
  const fail = (error: string): Ack => ({ type: 'ack', id: cmd.id, ok: false, error });
  let work: Promise<void>;
  switch (cmd.name) {
    case 'refresh':
      work = actions.refresh();
      break;
    case 'clear':
      work = actions.clear();
      break;
    case 'reload':
      // Acknowledged before the page goes: the caller reloads once the ack left.
      return { type: 'ack', id: cmd.id, ok: true };
    default:
      return fail('unknownCommand');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), cmd.timeoutMs)));
  try {
    const outcome = await Promise.race([work.then(() => 'done' as const), late]);
    return outcome === 'done' ? { type: 'ack', id: cmd.id, ok: true } : fail('timeout');
  } catch (e) {
    return fail(e instanceof Error ? e.message.slice(0, 200) : 'failed');
  } finally {
    clearTimeout(timer);
  }
}
