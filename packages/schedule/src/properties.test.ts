import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeline, whatPlays } from './arbitrate';
import type { Message, Plan, PlanEntry, ScheduleInput } from './plan';
import { holdsAt, type When } from './when';
import { dateOfDay, wallAt, zone } from './zone';

// Zones with clock changes both ways, by half an hour, at midnight, and none.
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'UTC',
];

// Moments near clock changes of 2026 and near the leap day of 2028.
const NEAR = [
  '2026-03-29T01:00:00Z', // Europe goes forward
  '2026-10-25T01:00:00Z', // Europe goes back
  '2026-03-08T07:00:00Z', // New York goes forward
  '2026-11-01T06:00:00Z', // New York goes back
  '2026-04-04T15:00:00Z', // Lord Howe and Chatham go back, Santiago around then
  '2026-09-06T04:00:00Z', // Santiago goes forward at midnight
  '2026-10-03T15:30:00Z', // Lord Howe goes forward by half an hour
  '2028-02-29T12:00:00Z', // a leap day
  '2026-11-27T12:00:00Z', // an ordinary day
].map(Date.parse);

const HOUR = 3_600_000;
const time = fc.oneof(
  fc.constantFrom('00:00', '01:30', '02:00', '02:30', '03:00', '23:30', '12:00'),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
);

function whenArb(base: number): fc.Arbitrary<When> {
  const baseDay = Math.floor(base / 86_400_000);
  const date = fc.integer({ min: -3, max: 3 }).map((d) => dateOfDay(baseDay + d));
  return fc.record(
    {
      startDate: fc.option(date, { nil: null }),
      endDate: fc.option(date, { nil: null }),
      weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), {
        nil: null,
      }),
      windows: fc.option(fc.array(fc.record({ start: time, end: time }), { minLength: 1, maxLength: 3 }), {
        nil: null,
      }),
      from: fc.option(fc.integer({ min: base - 30 * HOUR, max: base + 30 * HOUR }), { nil: null }),
    },
    { requiredKeys: [] },
  );
}

function entryArb(base: number): fc.Arbitrary<PlanEntry> {
  return fc.record({
    id: fc.uuid(),
    programId: fc.constantFrom('p1', 'p2', 'p3'),
    play: fc.oneof(
      fc.record({ mode: fc.constant('duration' as const), ms: fc.integer({ min: 1_000, max: 40 * 60_000 }) }),
      fc.record({ mode: fc.constant('plays' as const), count: fc.integer({ min: 1, max: 4 }) }),
    ),
    priority: fc.integer({ min: 0, max: 2 }),
    when: whenArb(base),
  });
}

function planArb(base: number): fc.Arbitrary<Plan> {
  return fc.record({
    id: fc.uuid(),
    kind: fc.constantFrom('loop' as const, 'loop' as const, 'default' as const, 'interstitial' as const),
    every: fc.oneof(
      fc.record({ items: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ minutes: fc.integer({ min: 1, max: 90 }) }),
    ),
    entries: fc.array(entryArb(base), { minLength: 1, maxLength: 4 }),
  });
}

function messageArb(base: number): fc.Arbitrary<Message> {
  return fc.record({
    id: fc.uuid(),
    priority: fc.integer({ min: 0, max: 2 }),
    position: fc.constantFrom('top' as const, 'middle' as const, 'bottom' as const, 'full' as const),
    emergency: fc.boolean(),
    when: whenArb(base),
  });
}

/** A terminal's schedule and a moment near something hard. */
const caseArb = fc.constantFrom(...NEAR).chain((base) =>
  fc.record({
    input: fc.record({
      timeZone: fc.constantFrom(...ZONES),
      plans: fc.array(planArb(base), { maxLength: 4 }),
      messages: fc.array(messageArb(base), { maxLength: 3 }),
      programLengths: fc.record({
        p1: fc.integer({ min: 0, max: 120_000 }),
        p2: fc.integer({ min: 5_000, max: 600_000 }),
        p3: fc.integer({ min: 1_000, max: 30_000 }),
      }),
    }) as fc.Arbitrary<ScheduleInput>,
    t: fc.integer({ min: base - 36 * HOUR, max: base + 36 * HOUR }),
    later: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

const RUNS = { numRuns: 1000 };

function entriesOf(input: ScheduleInput, kind: Plan['kind']): PlanEntry[] {
  return input.plans.filter((p) => p.kind === kind && (kind !== 'interstitial' || p.every)).flatMap((p) => p.entries);
}

describe('arbitration properties', () => {
  it('answers something that holds now and until the moment it names', () => {
    fc.assert(
      fc.property(caseArb, ({ input, t, later }) => {
        const a = whatPlays(input, t);
        expect(a.until).toBeGreaterThan(t);
        if (a.play) {
          expect(a.play.from).toBeLessThanOrEqual(t);
          expect(a.play.to).toBeGreaterThan(t);
          expect(a.until).toBeLessThanOrEqual(a.play.to);
        }
        const t2 = Math.min(a.until - 1, t + Math.floor((a.until - t) * later));
        const b = whatPlays(input, t2);
        expect(b.play).toEqual(a.play);
        expect(b.messages).toEqual(a.messages);
        expect(b.emergency).toEqual(a.emergency);
      }),
      RUNS,
    );
  });

  it('plays only what may play, the highest priority first, the default only when no loop may', () => {
    fc.assert(
      fc.property(caseArb, ({ input, t }) => {
        const z = zone(input.timeZone);
        const live = (kind: Plan['kind']) => entriesOf(input, kind).filter((e) => holdsAt(e.when, z, t));
        const loops = live('loop');
        const defaults = live('default');
        const a = whatPlays(input, t);
        if (!a.play) {
          expect(loops).toEqual([]);
          expect(defaults).toEqual([]);
          return;
        }
        const played = input.plans.find((p) => p.id === a.play!.planId)!.entries.find((e) => e.id === a.play!.entryId)!;
        expect(holdsAt(played.when, z, t)).toBe(true);
        if (a.play.kind === 'loop') expect(played.priority).toBe(Math.max(...loops.map((e) => e.priority)));
        if (a.play.kind === 'default') {
          expect(loops).toEqual([]);
          expect(played.priority).toBe(Math.max(...defaults.map((e) => e.priority)));
        }
        if (a.play.kind === 'interstitial') expect(loops.length + defaults.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('agrees with the timeline, which covers its range without a hole', () => {
    fc.assert(
      fc.property(caseArb, ({ input, t }) => {
        const from = t - 2 * HOUR;
        const to = t + 2 * HOUR;
        const line = timeline(input, from, to, { plays: true });
        expect(line.segments[0]!.from).toBe(from);
        expect(line.segments[line.segments.length - 1]!.to).toBe(to);
        for (let k = 1; k < line.segments.length; k++) expect(line.segments[k]!.from).toBe(line.segments[k - 1]!.to);
        const a = whatPlays(input, t).play;
        const found = line.plays!.find((p) => p.from <= t && t < p.to) ?? null;
        expect(found).toEqual(a && { ...a, from: Math.max(a.from, from), to: Math.min(a.to, to) });
      }),
      RUNS,
    );
  });

  it('starts playing over at the terminal’s midnight', () => {
    fc.assert(
      fc.property(caseArb, ({ input, t }) => {
        const a = whatPlays(input, t);
        if (!a.play) return;
        const z = zone(input.timeZone);
        // A turn never runs across midnight: it began on the day it plays.
        expect(wallAt(z, a.play.from).day).toBe(wallAt(z, a.play.to - 1).day);
      }),
      RUNS,
    );
  });
});
