import { describe, expect, it } from 'vitest';
import { programKey, scheduleOfManifest } from './manifest';

describe('a manifest as the schedule’s input', () => {
  it('makes each program publication a loop of one, keeps plans, oldest sent first, programs by publication', () => {
    const input = scheduleOfManifest(
      {
        terminal: { timeZone: null },
        programs: [
          { id: 'a', publishId: 'p1' },
          { id: 'a', publishId: 'p2' },
        ],
        schedule: [{ publishId: 'p1', programId: 'a', priority: 2, from: 10, to: 20, queuedAt: 200 }],
        plans: [
          {
            publishId: 'p2',
            kind: 'interstitial',
            every: { items: 3 },
            entries: [{ id: 'e', programId: 'a', play: { mode: 'duration', ms: 5000 }, priority: 0, when: {} }],
            queuedAt: 100,
          },
        ],
      },
      (p) => (p.publishId === 'p1' ? 7000 : 9000),
      'Europe/Berlin',
    );
    expect(input).toEqual({
      timeZone: 'Europe/Berlin',
      plans: [
        {
          id: 'p2',
          kind: 'interstitial',
          every: { items: 3 },
          entries: [{ id: 'e', programId: 'p2/a', play: { mode: 'duration', ms: 5000 }, priority: 0, when: {} }],
        },
        {
          id: 'p1',
          kind: 'loop',
          entries: [
            { id: 'p1', programId: 'p1/a', play: { mode: 'plays', count: 1 }, priority: 2, when: { from: 10, to: 20 } },
          ],
        },
      ],
      messages: [],
      programLengths: { 'p1/a': 7000, 'p2/a': 9000 },
    });
    expect(programKey('p1', 'a')).toBe('p1/a');
  });

  it('reads the manifest’s time zone before the device’s', () => {
    const m = { terminal: { timeZone: 'Asia/Tokyo' }, programs: [], schedule: [], plans: [] };
    expect(scheduleOfManifest(m, () => 0, 'UTC').timeZone).toBe('Asia/Tokyo');
  });

  it('makes each message known by its publication, oldest sent first, shown from its start to its end', () => {
    const look = (position: 'top' | 'full') => ({ position, text: 'x' });
    const input = scheduleOfManifest(
      {
        terminal: { timeZone: 'UTC' },
        programs: [],
        schedule: [],
        plans: [],
        messages: [
          { publishId: 'm2', priority: 0, emergency: true, look: look('full'), from: 5, to: null, queuedAt: 300 },
          { publishId: 'm1', priority: 3, emergency: false, look: look('top'), from: 1, to: 9, queuedAt: 100 },
        ],
      },
      () => 0,
      'UTC',
    );
    expect(input.messages).toEqual([
      { id: 'm1', priority: 3, position: 'top', emergency: false, when: { from: 1, to: 9 } },
      { id: 'm2', priority: 0, position: 'full', emergency: true, when: { from: 5, to: null } },
    ]);
  });
});
