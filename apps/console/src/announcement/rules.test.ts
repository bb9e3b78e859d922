import type { Announcement } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { announcementHash, decide, inWindow } from './rules';

const START = 1_800_000_000;
const END = START + 3600;
const a = (over: Partial<Announcement> = {}): Announcement => ({
  announcemenStartTime: START,
  announcemenEndTime: END,
  colseTipOn: '1',
  announcementTitleCh: '系统维护',
  announcementTitleEn: 'Maintenance',
  announcementContentCh: '今晚维护。',
  announcementContentEn: 'Maintenance tonight.',
  ...over,
});
const nothing = { dismissed: null, closed: null };
const inside = START * 1000 + 60_000;

describe('inWindow', () => {
  it('is strictly between start and end, compared as seconds * 1000', () => {
    expect(inWindow(a(), START * 1000)).toBe(false);
    expect(inWindow(a(), START * 1000 + 1)).toBe(true);
    expect(inWindow(a(), END * 1000 - 1)).toBe(true);
    expect(inWindow(a(), END * 1000)).toBe(false);
  });

  it('is never inside a window with a missing start or end', () => {
    expect(inWindow(a({ announcemenEndTime: '' }), inside)).toBe(false);
    expect(inWindow(a({ announcemenStartTime: '' }), inside)).toBe(false);
  });
});

describe('decide: showing', () => {
  it('shows an enabled announcement inside its window that the user has not dismissed', () => {
    expect(decide(a(), inside, nothing).show).toBe(true);
  });

  it('does not show it at either edge of the window or outside it', () => {
    expect(decide(a(), START * 1000, nothing).show).toBe(false);
    expect(decide(a(), END * 1000, nothing).show).toBe(false);
    expect(decide(a(), START * 1000 - 1, nothing).show).toBe(false);
    expect(decide(a(), END * 1000 + 1, nothing).show).toBe(false);
  });

  it('does not show a switched-off announcement', () => {
    expect(decide(a({ colseTipOn: '0' }), inside, nothing).show).toBe(false);
  });

  it('does not show the announcement the user dismissed or closed, but shows a changed one', () => {
    const hash = announcementHash(a());
    expect(decide(a(), inside, { dismissed: hash, closed: null }).show).toBe(false);
    expect(decide(a(), inside, { dismissed: null, closed: hash }).show).toBe(false);
    const changed = a({ announcementContentEn: 'Maintenance moved to tomorrow.' });
    expect(decide(changed, inside, { dismissed: hash, closed: hash }).show).toBe(true);
  });
});

describe('decide: forgetting what the user stored', () => {
  const stored = { dismissed: announcementHash(a()), closed: null };

  it('forgets it when the end time is empty', () => {
    expect(decide(a({ announcemenEndTime: '', colseTipOn: '0' }), inside, stored).forget).toBe(true);
  });

  it('forgets it outside the window, including its edges', () => {
    expect(decide(a(), START * 1000 - 1, stored).forget).toBe(true);
    expect(decide(a(), START * 1000, stored).forget).toBe(true);
    expect(decide(a(), END * 1000, stored).forget).toBe(true);
    expect(decide(a(), END * 1000 + 1, { dismissed: null, closed: 'x' }).forget).toBe(true);
  });

  it('keeps it inside the window, and has nothing to forget when nothing is stored', () => {
    expect(decide(a(), inside, stored).forget).toBe(false);
    expect(decide(a({ announcemenEndTime: '' }), inside, nothing).forget).toBe(false);
  });
});

describe('announcementHash', () => {
  it('is the same for the same announcement', () => {
    expect(announcementHash(a())).toBe(announcementHash(a()));
    expect(announcementHash(a())).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when the window or any text changes', () => {
    const base = announcementHash(a());
    const changes: Partial<Announcement>[] = [
      { announcemenStartTime: START + 1 },
      { announcemenEndTime: END + 1 },
      { announcemenEndTime: '' },
      { announcementTitleCh: '系统维护!' },
      { announcementTitleEn: 'Maintenance!' },
      { announcementContentCh: '明晚维护。' },
      { announcementContentEn: 'Maintenance tomorrow.' },
    ];
    for (const c of changes) expect(announcementHash(a(c)), JSON.stringify(c)).not.toBe(base);
  });

  it('does not tell texts apart by where one ends and the next begins', () => {
    const one = a({ announcementTitleEn: 'ab', announcementContentCh: 'c' });
    const other = a({ announcementTitleEn: 'a', announcementContentCh: 'bc' });
    expect(announcementHash(one)).not.toBe(announcementHash(other));
  });

  it('stays when only the switch changes, so switching off and on does not undo "No more reminders"', () => {
    expect(announcementHash(a({ colseTipOn: '0' }))).toBe(announcementHash(a()));
  });
});
