import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../protocol/manifest';
import { DeliveryProgress, downloadQueue, rangeFor, readAnswer } from './plan';

const file = (md5char: string, size = 100): FileEntry => ({
  md5: md5char.repeat(32),
  size,
  mime: 'image/png',
  url: `/apm-web/terminal/file/${md5char.repeat(32)}?sig=x`,
  expiresAt: 0,
});

describe('download planning', () => {
  it('downloads only the files not stored, once each, those of the program about to play first', () => {
    const [a, b, c, d] = [file('a'), file('b'), file('c'), file('d')];
    const stored = new Set([b.md5]);
    const queue = downloadQueue([a, b, c, a, d], new Set([d.md5]), (m) => stored.has(m));
    expect(queue.map((f) => f.md5[0])).toEqual(['d', 'a', 'c']);
  });

  it('asks for the whole file when nothing is kept, the rest when a part is', () => {
    expect(rangeFor(0, 1000)).toEqual({ kind: 'whole' });
    expect(rangeFor(400, 1000)).toEqual({ kind: 'rest', header: 'bytes=400-' });
    expect(rangeFor(1000, 1000)).toEqual({ kind: 'complete' });
    expect(rangeFor(1200, 1000)).toEqual({ kind: 'reset' });
    expect(rangeFor(0, 0)).toEqual({ kind: 'complete' });
  });

  it('joins a 206 that starts where the kept bytes end', () => {
    expect(readAnswer(206, 'bytes 400-999/1000', 400)).toEqual({ kind: 'append', keep: 400 });
  });

  it('starts over when the server sends the whole file, a part elsewhere, or refuses the range', () => {
    expect(readAnswer(200, null, 400)).toEqual({ kind: 'append', keep: 0 });
    expect(readAnswer(206, 'bytes 0-999/1000', 400)).toEqual({ kind: 'restart' });
    expect(readAnswer(206, null, 400)).toEqual({ kind: 'restart' });
    expect(readAnswer(416, 'bytes */1000', 400)).toEqual({ kind: 'restart' });
  });

  it('tells an expired address from other failures', () => {
    expect(readAnswer(403, null, 0)).toEqual({ kind: 'expired' });
    expect(readAnswer(404, null, 0)).toEqual({ kind: 'failed', status: 404 });
    expect(readAnswer(502, null, 0)).toEqual({ kind: 'failed', status: 502 });
  });
});

describe('delivery percent', () => {
  it('counts the bytes each publication lacked when it started, a shared file in both', () => {
    const p = new DeliveryProgress();
    p.begin('pub1', [
      { md5: 'a', size: 1000, have: 500 },
      { md5: 'b', size: 1000, have: 0 },
    ]);
    p.begin('pub2', [{ md5: 'b', size: 1000, have: 0 }]);
    expect(p.percent('pub1')).toBe(0);
    p.update('a', 1000);
    expect(p.percent('pub1')).toBe(33);
    p.update('b', 500);
    expect(p.percent('pub1')).toBe(66);
    expect(p.percent('pub2')).toBe(50);
    p.update('b', 1000);
    expect(p.percent('pub1')).toBe(100);
    expect(p.percent('pub2')).toBe(100);
  });

  it('says 100 for a publication that lacked nothing, 0 for one it does not know', () => {
    const p = new DeliveryProgress();
    p.begin('pub', [{ md5: 'a', size: 10, have: 10 }]);
    expect(p.percent('pub')).toBe(100);
    expect(p.percent('other')).toBe(0);
  });

  it('never goes past 100 when a file starts over', () => {
    const p = new DeliveryProgress();
    p.begin('pub', [{ md5: 'a', size: 100, have: 0 }]);
    p.update('a', 100);
    p.update('a', 40);
    expect(p.percent('pub')).toBe(40);
  });
});
