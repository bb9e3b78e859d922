import type { CommandName, CommandResult } from '@apm/contract';
import type { Bus } from '../../platform/bus/index.js';
import { newId } from '../../platform/ids.js';

/**
 * Commands to terminals with an id, an ack and a timeout: sent through `terminal.push` (the server
 * process holding the socket sends it), answered through `terminal.ack` (the process that holds
 * the socket, or took a report, publishes the player's ack; the one waiting answers).
 */
export function terminalCommands(bus: Bus) {
  const waiting = new Map<string, { terminalId: string; done: (r: CommandResult) => void }>();
  bus.subscribe('terminal.ack', (a) => {
    const w = waiting.get(a.commandId);
    // An ack counts only from the terminal the command went to.
    if (w && w.terminalId === a.terminalId) w.done({ commandId: a.commandId, ok: a.ok, error: a.error });
  });

  return {
    /** Sends `name` to a terminal and waits for its ack, at most `timeoutMs` ('timeout' then). */
    send(terminalId: string, name: CommandName, timeoutMs: number): Promise<CommandResult> {
      const commandId = newId();
      return new Promise<CommandResult>((resolve) => {
        const timer = setTimeout(() => done({ commandId, ok: false, error: 'timeout' }), timeoutMs);
        const done = (r: CommandResult) => {
          clearTimeout(timer);
          waiting.delete(commandId);
          resolve(r);
        };
        waiting.set(commandId, { terminalId, done });
        bus.publish('terminal.push', {
          terminalIds: [terminalId],
          message: { type: 'command', id: commandId, name, args: {}, timeoutMs },
        });
      });
    },
  };
}
export type TerminalCommands = ReturnType<typeof terminalCommands>;
