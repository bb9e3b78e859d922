import type { PublishReviewItem } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { clockLength, entriesOf, playOf, REVIEW_KINDS, scheduleOf } from './review';

const NO_WHEN = { startDate: null, endDate: null, weekdays: [], windows: [] };

describe('the review kinds', () => {
  it('are the three pages, a program played now being reviewed with programs', () => {
    expect(Object.keys(REVIEW_KINDS).sort()).toEqual(['message', 'plan', 'program']);
  });

  it('decide with the permission the menu gives each page', () => {
    expect(REVIEW_KINDS.plan.permission).toBe('check:playPlan:review');
    expect(REVIEW_KINDS.program.permission).toBe('check:program:review');
    expect(REVIEW_KINDS.message.permission).toBe('check:message:review');
  });

  it('list and decide through the calls of their kind', () => {
    expect(REVIEW_KINDS.plan.list.path).toBe('/a/api/playPlan/checklist');
    expect(REVIEW_KINDS.plan.decide.path).toBe('/a/api/playPlan/submitResult');
    expect(REVIEW_KINDS.program.list.path).toBe('/a/api/publishProgram/checklist');
    expect(REVIEW_KINDS.program.decide.path).toBe('/a/api/publishProgram/submitResult');
    expect(REVIEW_KINDS.message.list.path).toBe('/a/api/publishMessage/checklist');
    expect(REVIEW_KINDS.message.decide.path).toBe('/a/api/publishMessage/submitResult');
  });
});

describe('clockLength and playOf', () => {
  it('write a length on a clock', () => {
    expect(clockLength(45_000)).toBe('0:45');
    expect(clockLength(725_000)).toBe('12:05');
    expect(clockLength(3_600_000)).toBe('1:00:00');
    expect(clockLength(1_499)).toBe('0:01');
  });

  it('tell a turn by time from a turn by plays', () => {
    expect(playOf({ mode: 'duration', ms: 90_000 })).toEqual({ mode: 'duration', length: '1:30' });
    expect(playOf({ mode: 'plays', count: 3 })).toEqual({ mode: 'plays', count: 3 });
  });
});

describe('scheduleOf', () => {
  it('says every day, the whole day, without dates, when nothing limits the entry', () => {
    expect(scheduleOf(NO_WHEN)).toEqual({ dates: null, days: 'every', windows: 'allDay' });
  });

  it('names the weekdays in week order, all seven being every day', () => {
    expect(scheduleOf({ ...NO_WHEN, weekdays: [7, 1, 3] }).days).toEqual(['mon', 'wed', 'sun']);
    expect(scheduleOf({ ...NO_WHEN, weekdays: [1, 2, 3, 4, 5, 6, 7] }).days).toBe('every');
  });

  it('keeps one open end of the dates', () => {
    expect(scheduleOf({ ...NO_WHEN, startDate: '2026-12-01' }).dates).toEqual({ from: '2026-12-01', to: null });
    expect(scheduleOf({ ...NO_WHEN, endDate: '2026-12-24' }).dates).toEqual({ from: null, to: '2026-12-24' });
  });

  it('marks a window ending at or before its start as ending the next day', () => {
    const when = {
      ...NO_WHEN,
      windows: [
        { start: '06:00', end: '11:30' },
        { start: '22:00', end: '02:00' },
        { start: '00:00', end: '00:00' },
      ],
    };
    expect(scheduleOf(when).windows).toEqual([
      { start: '06:00', end: '11:30', nextDay: false },
      { start: '22:00', end: '02:00', nextDay: true },
      { start: '00:00', end: '00:00', nextDay: true },
    ]);
  });
});

describe('entriesOf', () => {
  const item: Pick<PublishReviewItem, 'programs' | 'plan'> = {
    programs: [{ id: 'p1', name: 'Morning', width: 1920, height: 1080 }],
    plan: {
      kind: 'loop',
      entries: [
        { id: 'e1', programId: 'p1', play: { mode: 'plays', count: 2 }, priority: 3, when: NO_WHEN },
        {
          id: 'e2',
          programId: 'gone',
          play: { mode: 'duration', ms: 30_000 },
          priority: 0,
          when: { ...NO_WHEN, weekdays: [6, 7] },
        },
      ],
    },
  };

  it('names each entry’s program from the publication’s programs, null for one it does not hold', () => {
    const entries = entriesOf(item);
    expect(entries.map((e) => e.programName)).toEqual(['Morning', null]);
    expect(entries[0]).toMatchObject({ id: 'e1', priority: 3, play: { mode: 'plays', count: 2 } });
    expect(entries[1]!.schedule.days).toEqual(['sat', 'sun']);
  });

  it('has no entries for a publication that is not a plan', () => {
    expect(entriesOf({ programs: item.programs, plan: null })).toEqual([]);
  });
});
