import { planSave, type PlanDetail } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  duplicated,
  endsNextDay,
  entryOf,
  lengthText,
  moved,
  nextWindow,
  problemsOf,
  sameDraft,
  saveForm,
  scheduleOf,
  withoutProblem,
  type Draft,
} from './draft';

const detail: PlanDetail = {
  id: 'p1',
  name: 'Lobby',
  kind: 'interstitial',
  officeId: 'o1',
  officeName: 'Harbour',
  everyItems: null,
  everyMinutes: 15,
  entries: 2,
  version: 3,
  createdAt: 1,
  updatedAt: 2,
  updatedBy: 'Ada',
  entryList: [
    {
      id: 'a',
      programId: 'menu',
      play: { mode: 'duration', ms: 30_000 },
      priority: 0,
      when: { startDate: null, endDate: null, weekdays: [1, 2, 3, 4, 5], windows: [{ start: '06:00', end: '11:30' }] },
      programName: 'Menu',
      programLengthMs: 20_000,
      width: 1920,
      height: 1080,
    },
    {
      id: 'b',
      programId: 'promo',
      play: { mode: 'plays', count: 2 },
      priority: 3,
      when: { startDate: '2026-12-01', endDate: '2026-12-24', weekdays: [], windows: [] },
      programName: null,
      programLengthMs: 0,
      width: 0,
      height: 0,
    },
  ],
};

describe('the draft of a plan', () => {
  it('keeps what the editor shows of each program beside the entry, and sends only the entry', () => {
    const draft = draftOf(detail);
    expect(draft.every).toEqual({ by: 'minutes', n: 15 });
    expect(draft.entries[1]!.program).toEqual({ name: null, width: 0, height: 0, lengthMs: 0 });
    const form = saveForm(draft, { id: 'p1', version: 3 });
    expect(form).toMatchObject({ id: 'p1', version: 3, name: 'Lobby', kind: 'interstitial', everyMinutes: 15 });
    expect('everyItems' in form).toBe(false);
    expect(JSON.parse(form.entries)).toEqual(
      detail.entryList.map(({ programName: _n, programLengthMs: _l, width: _w, height: _h, ...e }) => e),
    );
    // What the server's schema takes, as it is.
    expect(planSave.safeParse(form).success).toBe(true);
  });

  it('sends how often only for an interstitial plan, and neither id nor version for a new one', () => {
    const draft: Draft = { ...draftOf(detail), kind: 'loop', name: '  Lobby  ' };
    const form = saveForm(draft, null);
    expect(form).not.toHaveProperty('everyMinutes');
    expect(form).not.toHaveProperty('id');
    expect(form.name).toBe('Lobby');
    expect(planSave.safeParse(form).success).toBe(true);
  });

  it('sees no change where the plan would save the same, and a change in any entry', () => {
    const draft = draftOf(detail);
    expect(sameDraft(draft, { ...draft, name: 'Lobby ' })).toBe(true);
    // How often an interstitial plan breaks in counts only for an interstitial plan.
    const loop = { ...draft, kind: 'loop' as const };
    expect(sameDraft(loop, { ...loop, every: { by: 'items', n: 9 } })).toBe(true);
    expect(sameDraft(draft, { ...draft, every: { by: 'items', n: 9 } })).toBe(false);
    const changed = { ...draft, entries: draft.entries.map((e, i) => (i === 0 ? { ...e, priority: 1 } : e)) };
    expect(sameDraft(draft, changed)).toBe(false);
    expect(sameDraft(draft, { ...draft, entries: moved(draft.entries, 0, 1) })).toBe(false);
  });

  it('moves, duplicates and makes entries with ids of their own', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    const draft = draftOf(detail);
    const twice = duplicated(draft.entries, 0);
    expect(twice.map((e) => e.programId)).toEqual(['menu', 'menu', 'promo']);
    expect(new Set(twice.map((e) => e.id)).size).toBe(3);
    // The copy is its own: changing its windows leaves the original's.
    twice[1]!.when.windows.push({ start: '20:00', end: '21:00' });
    expect(twice[0]!.when.windows).toHaveLength(1);
    const fresh = entryOf('x', { name: 'X', width: 1, height: 1, lengthMs: 12_000 }, twice);
    expect(fresh.play).toEqual({ mode: 'plays', count: 1 });
    expect(entryOf('y', { name: 'Y', width: 1, height: 1, lengthMs: 0 }, twice).play).toEqual({
      mode: 'duration',
      ms: 10_000,
    });
  });

  it('gives @apm/schedule the plan alone, with each program’s length', () => {
    const input = scheduleOf(draftOf(detail), 'p1', 'Europe/Berlin');
    expect(input.timeZone).toBe('Europe/Berlin');
    expect(input.messages).toEqual([]);
    expect(input.programLengths).toEqual({ menu: 20_000, promo: 0 });
    expect(input.plans[0]).toMatchObject({ id: 'p1', kind: 'interstitial', every: { minutes: 15 } });
    expect(input.plans[0]!.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(scheduleOf({ ...draftOf(detail), kind: 'loop' }, 'p1', 'UTC').plans[0]!.every).toBeNull();
  });
});

describe('field problems of a refused save', () => {
  const draft = draftOf(detail);
  const text = (m: string) => (m === 'programMissing' ? 'Gone' : m);

  it('are placed on their entry (by id) and part, the plan’s own on its fields', () => {
    const p = problemsOf(
      [
        { field: 'entries.1.programId', message: 'programMissing' },
        { field: 'entries.0.when.windows.0.start', message: 'HH:MM' },
        { field: 'entries.0.when.endDate', message: 'The last day comes before the first' },
        { field: 'entries.0.play.ms', message: 'Too small' },
        { field: 'everyMinutes', message: 'Too big' },
        { field: 'name', message: 'Required' },
        { field: 'entries', message: 'notJson' },
        { field: 'entries.7.priority', message: 'Too big' },
      ],
      draft,
      text,
    );
    expect(p.entries).toEqual({
      b: { program: ['Gone'] },
      a: { 'window.0': ['HH:MM'], dates: ['The last day comes before the first'], play: ['Too small'] },
    });
    expect(p.plan).toEqual({ every: ['Too big'], name: ['Required'], entries: ['notJson', 'Too big'] });
    expect(withoutProblem(p, 'a', 'play').entries.a).toEqual({
      'window.0': ['HH:MM'],
      dates: ['The last day comes before the first'],
    });
    expect(withoutProblem(p, 'a').entries.a).toBeUndefined();
  });
});

describe('daily windows', () => {
  it('end the next day when the end is at or before the start', () => {
    expect(endsNextDay({ start: '22:00', end: '02:00' })).toBe(true);
    expect(endsNextDay({ start: '08:00', end: '08:00' })).toBe(true);
    expect(endsNextDay({ start: '06:00', end: '11:30' })).toBe(false);
  });

  it('are added from where the last ends', () => {
    expect(nextWindow([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextWindow([{ start: '06:00', end: '11:30' }])).toEqual({ start: '11:30', end: '12:30' });
    expect(nextWindow([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:30', end: '00:30' });
  });
});

it('writes lengths as a clock', () => {
  expect(lengthText(30_000)).toBe('0:30');
  expect(lengthText(125_000)).toBe('2:05');
  expect(lengthText(3_600_000)).toBe('1:00:00');
});
