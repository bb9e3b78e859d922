import type { TerminalItem, TerminalMessage } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { canHoldContent, choose, excerptOf, messagesInOrder } from './contentView';

const message = (over: Partial<TerminalMessage>): TerminalMessage => ({
  publishId: 'p',
  messageId: 'm',
  name: 'm',
  text: 'text',
  position: 'bottom',
  emergency: false,
  priority: 0,
  from: 0,
  to: null,
  showing: false,
  state: 'playing',
  ...over,
});

const terminal = (id: string, state: TerminalItem['state'] = 'authorised'): TerminalItem => ({
  id,
  name: `T ${id}`,
  officeId: 'o',
  officeName: 'Office',
  groupId: null,
  groupName: null,
  screen: null,
  hardwareId: `hw-${id}`,
  state,
  pairingCode: null,
  online: true,
  lastSeenAt: null,
  playing: null,
  player: null,
  manifestVersion: null,
  createdAt: 0,
});

describe('what a terminal holds, on screen', () => {
  it('shows a message’s text on one line, cut with an ellipsis when long', () => {
    expect(excerptOf('  Doors close\n\tat  18:00 ')).toBe('Doors close at 18:00');
    expect(excerptOf('abcdefghij', 10)).toBe('abcdefghij');
    expect(excerptOf('abcdefghijk', 10)).toBe('abcdefghi…');
    expect(excerptOf('abcd efghijk', 6)).toBe('abcd…');
    // Characters outside the basic plane count as one and are not split.
    expect(excerptOf('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('lists the messages on screen first, then emergencies, by priority, the newest start first', () => {
    const list = [
      message({ publishId: 'old', from: 1 }),
      message({ publishId: 'new', from: 5 }),
      message({ publishId: 'high', priority: 9 }),
      message({ publishId: 'emergency', emergency: true }),
      message({ publishId: 'showing', showing: true, from: 0 }),
    ];
    expect(messagesInOrder(list).map((m) => m.publishId)).toEqual(['showing', 'emergency', 'high', 'new', 'old']);
    // The answer itself is left as it came.
    expect(list[0]!.publishId).toBe('old');
  });

  it('keeps the terminals chosen across pages, adding and taking off the rows ticked', () => {
    const a = terminal('a');
    const b = terminal('b');
    const c = terminal('c');
    const first = choose(new Map(), [a, b], true);
    expect([...first.keys()]).toEqual(['a', 'b']);
    const second = choose(first, [c], true);
    expect([...second.keys()]).toEqual(['a', 'b', 'c']);
    expect([...choose(second, [a, c], false).keys()]).toEqual(['b']);
    expect([...first.keys()]).toEqual(['a', 'b']);
  });

  it('lets only authorised terminals be chosen', () => {
    expect(canHoldContent(terminal('a'))).toBe(true);
    expect(canHoldContent(terminal('b', 'pending'))).toBe(false);
  });
});
