import { describe, expect, it } from 'vitest';
import type { Manifest, ManifestMessage, ManifestPlan } from '../protocol/manifest';
import { messageKey, messagesAt, programAt } from './schedule';

const at = (iso: string) => Date.parse(iso);
const lengthOf = () => 10_000;

function manifest(more: Partial<Manifest>): Manifest {
  return {
    version: 'v',
    generatedAt: 0,
    terminal: { id: 't', name: 'Lobby', timeZone: 'Europe/Berlin' },
    programs: [],
    schedule: [],
    plans: [],
    messages: [],
    files: [],
    ...more,
  };
}
const program = (publishId: string, id: string) => ({ id, publishId, name: id, document: {} });
const entry = (publishId: string, programId: string, more: Partial<Manifest['schedule'][number]> = {}) => ({
  publishId,
  programId,
  priority: 0,
  from: null,
  to: null,
  ...more,
});
const plan = (publishId: string, entries: ManifestPlan['entries'], queuedAt = 0): ManifestPlan => ({
  publishId,
  planId: `plan-${publishId}`,
  name: publishId,
  kind: 'loop',
  every: null,
  entries,
  queuedAt,
});
const planEntry = (programId: string, start: string, end: string) => ({
  id: `e-${programId}`,
  programId,
  play: { mode: 'duration' as const, ms: 60_000 },
  priority: 0,
  when: { weekdays: [], windows: [{ start, end }] },
});

describe('what the player plays of a manifest', () => {
  it('plays nothing when nothing is published, and asks again at midnight', () => {
    const m = manifest({});
    expect(programAt(m, at('2026-11-27T10:00:00+01:00'), lengthOf, 'UTC')).toEqual({
      program: undefined,
      until: at('2026-11-28T00:00:00+01:00'),
    });
  });

  it('plays a program publication in its window, from inclusive, to exclusive, the higher priority first', () => {
    const m = manifest({
      programs: [program('p1', 'a'), program('p2', 'b')],
      schedule: [entry('p1', 'a'), entry('p2', 'b', { priority: 5, from: 1000, to: 2000, queuedAt: 1 })],
      terminal: { id: 't', name: 'Lobby', timeZone: 'UTC' },
    });
    expect(programAt(m, 999, lengthOf, 'UTC').program?.id).toBe('a');
    expect(programAt(m, 1000, lengthOf, 'UTC')).toMatchObject({ program: { id: 'b' }, until: 2000 });
    expect(programAt(m, 2000, lengthOf, 'UTC').program?.id).toBe('a');
  });

  it('switches between a plan’s programs at their window boundary on the terminal’s wall clock', () => {
    const m = manifest({
      programs: [program('pl', 'menu'), program('pl', 'lunch')],
      plans: [plan('pl', [planEntry('menu', '06:00', '11:30'), planEntry('lunch', '11:30', '14:00')])],
    });
    const before = programAt(m, at('2026-11-27T11:29:30+01:00'), lengthOf, 'UTC');
    expect(before).toEqual({ program: m.programs[0], until: at('2026-11-27T11:30:00+01:00') });
    expect(programAt(m, at('2026-11-27T11:30:00+01:00'), lengthOf, 'UTC').program).toBe(m.programs[1]);
    expect(programAt(m, at('2026-11-27T14:00:00+01:00'), lengthOf, 'UTC').program).toBeUndefined();
  });

  it('reads windows on the device’s own clock when the manifest names no time zone', () => {
    const m = manifest({
      terminal: { id: 't', name: 'Lobby', timeZone: null },
      programs: [program('pl', 'menu')],
      plans: [plan('pl', [planEntry('menu', '06:00', '11:30')])],
    });
    expect(programAt(m, at('2026-11-27T06:30:00+01:00'), lengthOf, 'Europe/Berlin').program?.id).toBe('menu');
    expect(programAt(m, at('2026-11-27T06:30:00+01:00'), lengthOf, 'America/New_York').program).toBeUndefined();
  });

  it('lets a program publication and plan entries of equal priority share the screen in turn, oldest sent first', () => {
    const m = manifest({
      programs: [program('p1', 'single'), program('pl', 'menu')],
      schedule: [entry('p1', 'single', { queuedAt: 20 })],
      plans: [plan('pl', [planEntry('menu', '00:00', '00:00')], 10)],
    });
    const midnight = at('2026-11-27T00:00:00+01:00');
    // The plan was sent first: its minute, then the program's 10 s, and again.
    expect(programAt(m, midnight + 1, lengthOf, 'UTC').program?.id).toBe('menu');
    expect(programAt(m, midnight + 60_000, lengthOf, 'UTC')).toMatchObject({
      program: { id: 'single' },
      until: midnight + 70_000,
    });
    expect(programAt(m, midnight + 70_000, lengthOf, 'UTC').program?.id).toBe('menu');
  });
});

const message = (publishId: string, more: Partial<ManifestMessage> = {}): ManifestMessage => ({
  publishId,
  messageId: `m-${publishId}`,
  name: publishId,
  look: {
    text: publishId,
    fontFamily: 'sans-serif',
    fontSize: 48,
    bold: false,
    color: '#ffffff',
    backgroundColor: '#000000',
    backgroundOpacity: 70,
    position: 'bottom',
    scroll: 'left',
    scrollSpeed: 120,
  },
  priority: 0,
  emergency: false,
  from: 1000,
  to: null,
  repeats: null,
  queuedAt: 1,
  ...more,
});
const look = (position: ManifestMessage['look']['position']) => ({ ...message('x').look, position });
const none = new Set<string>();
const ids = (answer: ReturnType<typeof messagesAt>) => ({
  emergency: answer.emergency?.publishId ?? null,
  messages: answer.messages.map((m) => m.publishId),
});

describe('the messages the player shows of a manifest', () => {
  it('shows each position’s live message, full first, until the next one starts or ends', () => {
    const m = manifest({
      terminal: { id: 't', name: 'Lobby', timeZone: 'UTC' },
      messages: [
        message('bottom', { from: 1000, to: 5000 }),
        message('top', { look: look('top'), from: 2000 }),
        message('full', { look: look('full'), from: 0, to: 3000 }),
      ],
    });
    expect(ids(messagesAt(m, 999, 'UTC', none))).toEqual({ emergency: null, messages: ['full'] });
    expect(messagesAt(m, 999, 'UTC', none).until).toBe(1000);
    expect(ids(messagesAt(m, 2500, 'UTC', none))).toEqual({ emergency: null, messages: ['full', 'top', 'bottom'] });
    expect(messagesAt(m, 2500, 'UTC', none).until).toBe(3000);
    // Its `to` passed: it goes at once.
    expect(ids(messagesAt(m, 5000, 'UTC', none))).toEqual({ emergency: null, messages: ['top'] });
  });

  it('shows the higher priority of a position, the newest sent among equals', () => {
    const m = manifest({
      messages: [
        message('old', { queuedAt: 1 }),
        message('new', { queuedAt: 2 }),
        message('low', { queuedAt: 3, priority: -1 }),
      ],
    });
    expect(ids(messagesAt(m, 2000, 'UTC', none)).messages).toEqual(['new']);
  });

  it('lets an emergency cover everything, no other message with it', () => {
    const m = manifest({
      messages: [message('ticker'), message('alarm', { emergency: true, look: look('middle'), to: 9000 })],
    });
    expect(ids(messagesAt(m, 2000, 'UTC', none))).toEqual({ emergency: 'alarm', messages: [] });
    expect(ids(messagesAt(m, 9000, 'UTC', none))).toEqual({ emergency: null, messages: ['ticker'] });
  });

  it('leaves out a publication whose passes are done, the next of its position showing instead', () => {
    const m = manifest({
      messages: [message('older', { queuedAt: 1 }), message('newer', { queuedAt: 2, repeats: 2 })],
    });
    const done = new Set([messageKey(message('newer', { queuedAt: 2 }))]);
    expect(ids(messagesAt(m, 2000, 'UTC', done)).messages).toEqual(['older']);
    // Sent again: it shows afresh.
    const again = manifest({ messages: [message('older'), message('newer', { queuedAt: 3, repeats: 2 })] });
    expect(ids(messagesAt(again, 2000, 'UTC', done)).messages).toEqual(['newer']);
  });

  it('shows nothing, and names no time to look again, without messages', () => {
    expect(messagesAt(manifest({}), 2000, 'UTC', none)).toEqual({
      emergency: undefined,
      messages: [],
      until: Infinity,
    });
  });
});
