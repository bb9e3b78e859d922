import { describe, expect, it } from 'vitest';
import { DeliveryReports } from './deliveries';

describe('delivery reports', () => {
  it('reports downloading at most once a second, then ready and playing once each', () => {
    let now = 0;
    const r = new DeliveryReports(() => now);
    expect(r.downloading('p', 0)?.state).toBe('downloading');
    now = 500;
    expect(r.downloading('p', 40)).toBeUndefined();
    now = 1000;
    expect(r.downloading('p', 60)).toEqual({ type: 'delivery', publishId: 'p', state: 'downloading', percent: 60 });
    expect(r.ready('p')).toEqual({ type: 'delivery', publishId: 'p', state: 'ready' });
    now = 5000;
    expect(r.downloading('p', 100)).toBeUndefined();
    expect(r.ready('p')).toBeUndefined();
    expect(r.playing('p')).toEqual({ type: 'delivery', publishId: 'p', state: 'playing' });
    expect(r.playing('p')).toBeUndefined();
  });

  it('does not repeat the same percent', () => {
    let now = 0;
    const r = new DeliveryReports(() => now);
    r.downloading('p', 10);
    now = 3000;
    expect(r.downloading('p', 10)).toBeUndefined();
  });

  it('counts each publication apart', () => {
    const r = new DeliveryReports(() => 0);
    expect(r.downloading('a', 0)).toBeDefined();
    expect(r.downloading('b', 0)).toBeDefined();
  });

  it('reports a failure with its reason once, and tries again after a new manifest', () => {
    const r = new DeliveryReports(() => 0);
    expect(r.failed('p', 'md5Mismatch')).toEqual({
      type: 'delivery',
      publishId: 'p',
      state: 'failed',
      reason: 'md5Mismatch',
    });
    expect(r.hasFailed('p')).toBe(true);
    expect(r.failed('p', 'md5Mismatch')).toBeUndefined();
    r.keepOnly(new Set(['p']));
    expect(r.hasFailed('p')).toBe(false);
    expect(r.downloading('p', 0)).toBeDefined();
  });

  it('forgets publications that left the manifest', () => {
    const r = new DeliveryReports(() => 0);
    r.ready('gone');
    r.ready('kept');
    r.keepOnly(new Set(['kept']));
    expect(r.ready('gone')).toBeDefined();
    expect(r.ready('kept')).toBeUndefined();
  });
});

describe('a publication forgotten', () => {
  it('reports its way afresh (a message sent again)', () => {
    const r = new DeliveryReports(() => 0);
    r.ready('m');
    r.playing('m');
    r.forget('m');
    expect(r.ready('m')?.state).toBe('ready');
    expect(r.playing('m')?.state).toBe('playing');
  });
});
