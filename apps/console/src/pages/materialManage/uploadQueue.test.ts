import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  FILES_AT_ONCE,
  overall,
  restored,
  sameFile,
  toStart,
  type QueueItem,
  type UploadPhase,
} from './uploadQueue';

let n = 0;
const item = (phase: UploadPhase, o: Partial<QueueItem> = {}): QueueItem => ({
  key: `k${++n}`,
  name: `file ${n}.png`,
  size: 1000,
  lastModified: 0,
  target: {},
  phase,
  percent: 0,
  addedAt: n,
  ...o,
});

describe('the upload queue', () => {
  it('starts the oldest waiting files while fewer than the bound run', () => {
    const a = item('queued', { addedAt: 30 });
    const b = item('queued', { addedAt: 10 });
    const c = item('queued', { addedAt: 20 });
    expect(FILES_AT_ONCE).toBe(2);
    expect(toStart([a, b, c])).toEqual([b.key, c.key]);
    expect(toStart([a, b, c, item('sending')])).toEqual([b.key]);
    expect(toStart([a, item('hashing'), item('sending')])).toEqual([]);
    // Paused, failed and files needing their file again do not start by themselves.
    expect(toStart([item('paused'), item('failed'), item('needsFile')])).toEqual([]);
  });

  it('offers what each phase allows: pause while waiting or running, resume when paused, retry when failed', () => {
    expect(actionsOf(item('queued'))).toEqual({
      pause: true,
      resume: false,
      retry: false,
      cancel: true,
      chooseAgain: false,
    });
    expect(actionsOf(item('sending'))).toMatchObject({ pause: true, cancel: true });
    expect(actionsOf(item('paused'))).toMatchObject({ pause: false, resume: true, cancel: true });
    expect(actionsOf(item('failed'))).toMatchObject({ retry: true, cancel: false });
    expect(actionsOf(item('needsFile'))).toMatchObject({ chooseAgain: true, cancel: true, resume: false });
    expect(actionsOf(item('done'))).toEqual({
      pause: false,
      resume: false,
      retry: false,
      cancel: false,
      chooseAgain: false,
    });
  });

  it('adds up the bytes sent of the files not cancelled', () => {
    const sum = overall([
      item('done', { size: 1000 }),
      item('sending', { size: 2000, percent: 50, md5: 'x' }),
      item('hashing', { size: 1000, percent: 90 }),
      item('paused', { size: 1000, percent: 40, md5: 'y' }),
      item('cancelled', { size: 5000 }),
      item('failed', { size: 1000 }),
    ]);
    expect(sum).toMatchObject({
      doneBytes: 1000 + 1000 + 400,
      totalBytes: 6000,
      percent: 40,
      done: 1,
      failed: 1,
      active: 2,
      waiting: 1,
      total: 5,
    });
    expect(overall([]).percent).toBe(100);
    expect(overall([item('done')]).percent).toBe(100);
  });

  it('after a reload puts the files that were under way back in line, and asks again for those it cannot read', () => {
    const running = item('sending', { percent: 60, md5: 'abc' });
    const paused = item('paused');
    const done = item('done');
    const lost = item('hashing');
    const back = restored([running, paused, done, lost], (k) => k !== lost.key);
    expect(back.map((i) => i.phase)).toEqual(['queued', 'paused', 'done', 'needsFile']);
    // The hashes stay: the resumed upload is not hashed again.
    expect(back[0]!.md5).toBe('abc');
    // A file chosen again later reads again: it goes back in line.
    expect(restored([back[3]!], () => true)[0]!.phase).toBe('queued');
  });

  it('takes a file chosen again only when it can be the same (its size)', () => {
    expect(sameFile({ size: 1000 }, { size: 1000 })).toBe(true);
    expect(sameFile({ size: 1000 }, { size: 999 })).toBe(false);
  });
});
