import { describe, expect, it, vi } from 'vitest';
import { runCommand, type CommandActions } from './commands';

const command = (name: string, timeoutMs = 30_000) => ({
  type: 'command' as const,
  id: 'c1',
  name,
  args: {},
  timeoutMs,
});

function actions(over: Partial<CommandActions> = {}): CommandActions {
  return { refresh: async () => {}, clear: async () => {}, reload: () => {}, ...over };
}

describe('commands', () => {
  it('acknowledges refresh and clear once they are done', async () => {
    const refresh = vi.fn(async () => {});
    expect(await runCommand(command('refresh'), actions({ refresh }))).toEqual({ type: 'ack', id: 'c1', ok: true });
    expect(refresh).toHaveBeenCalledOnce();
    expect(await runCommand(command('clear'), actions())).toEqual({ type: 'ack', id: 'c1', ok: true });
  });

  it('answers a command it does not know with unknownCommand', async () => {
    expect(await runCommand(command('screenshot'), actions())).toEqual({
      type: 'ack',
      id: 'c1',
      ok: false,
      error: 'unknownCommand',
    });
  });

  it('says why a command failed', async () => {
    const refresh = async () => {
      throw new Error('server unreachable');
    };
    expect(await runCommand(command('refresh'), actions({ refresh }))).toMatchObject({
      ok: false,
      error: 'server unreachable',
    });
  });

  it('answers timeout when the work outlasts the timeout', async () => {
    const refresh = () => new Promise<void>(() => {});
    expect(await runCommand(command('refresh', 20), actions({ refresh }))).toMatchObject({
      ok: false,
      error: 'timeout',
    });
  });

  it('acknowledges reload before it happens', async () => {
    expect(await runCommand(command('reload'), actions())).toEqual({ type: 'ack', id: 'c1', ok: true });
  });
});
