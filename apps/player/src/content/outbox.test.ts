import { describe, expect, it } from 'vitest';
import type { ReportMessage, StatusMessage } from '../protocol/messages';
import { Outbox } from './outbox';

const status = (version: string): StatusMessage => ({
  type: 'status',
  playing: null,
  storage: { usedBytes: 0, quotaBytes: 0 },
  player: { kind: 'browser', version: '1.0.0' },
  screen: { width: 1920, height: 1080 },
  manifestVersion: version,
});

describe('report outbox', () => {
  it('keeps the order, one status and one state per publication', () => {
    const o = new Outbox();
    const msgs: ReportMessage[] = [
      status('v1'),
      { type: 'manifest-ack', version: 'v2' },
      { type: 'delivery', publishId: 'p', state: 'downloading', percent: 10 },
      { type: 'ack', id: 'c1', ok: true },
      { type: 'delivery', publishId: 'p', state: 'ready' },
      status('v2'),
    ];
    msgs.forEach((m) => o.push(m));
    expect(o.take()).toEqual([msgs[1], msgs[3], msgs[4], msgs[5]]);
    expect(o.size).toBe(0);
  });

  it('drops the oldest past its limit', () => {
    const o = new Outbox(3);
    for (const id of ['a', 'b', 'c', 'd']) o.push({ type: 'ack', id, ok: true });
    expect(o.take().map((m) => (m.type === 'ack' ? m.id : ''))).toEqual(['b', 'c', 'd']);
  });

  it('puts unsent messages back before newer ones, newer states winning', () => {
    const o = new Outbox();
    o.push({ type: 'delivery', publishId: 'p', state: 'downloading', percent: 10 });
    o.push({ type: 'ack', id: 'c1', ok: true });
    const unsent = o.take();
    o.push({ type: 'delivery', publishId: 'p', state: 'ready' });
    o.putBack(unsent);
    expect(o.take()).toEqual([
      { type: 'ack', id: 'c1', ok: true },
      { type: 'delivery', publishId: 'p', state: 'ready' },
    ]);
  });
});
