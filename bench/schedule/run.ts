// npm run bench:schedule — the schedule package's two targets:
// - arbitration for one terminal and one moment ≤ 1 ms (50 plans, moments spread over a week);
// - the timeline of one week for a group of 1,000 terminals with 50 plans each ≤ 1 s.
// Each terminal has its own plans (no two share an input, so nothing is reused between them).
import { performance } from 'node:perf_hooks';
import { timeline, whatPlays, type Plan, type ScheduleInput } from '@apm/schedule';

const TERMINALS = Number(process.env.TERMINALS ?? 1000);
const PLANS = Number(process.env.PLANS ?? 50);
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Shanghai', 'Australia/Sydney', 'UTC'];
const WEEK = 7 * 86_400_000;

/** A small fast random generator, so every run measures the same schedules. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function terminalInput(k: number): ScheduleInput {
  const r = random(k + 1);
  const plans: Plan[] = [];
  for (let p = 0; p < PLANS; p++) {
    const kind = p === 0 ? 'default' : p % 10 === 0 ? 'interstitial' : 'loop';
    const entries = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, e) => {
      const start = Math.floor(r() * 96) * 15;
      const length = 30 + Math.floor(r() * 8) * 30;
      return {
        id: `e${e}`,
        programId: `p${Math.floor(r() * 20)}`,
        play: { mode: 'duration' as const, ms: (10 + Math.floor(r() * 50)) * 1000 },
        priority: Math.floor(r() * 3),
        when: {
          weekdays: r() < 0.5 ? null : [1, 2, 3, 4, 5],
          windows: p === 0 ? null : [{ start: hhmm(start), end: hhmm(start + length) }],
        },
      };
    });
    plans.push({ id: `plan${p}`, kind, every: kind === 'interstitial' ? { minutes: 15 } : null, entries });
  }
  return { timeZone: ZONES[k % ZONES.length]!, plans, messages: [], programLengths: {} };
}

const from = Date.parse('2026-11-23T00:00:00Z');
const inputs = Array.from({ length: TERMINALS }, (_, k) => terminalInput(k));

// Arbitration: a fresh input per call (nothing cached from an earlier call), moments over the week.
// A running server or player has compiled the code long before: the first calls of this process
// (the JIT at work) are not part of the measure. Each measured call is still cold for its terminal:
// an input seen for the first time, nothing of it cached.
for (let k = 0; k < 500; k++) whatPlays(terminalInput(50_000 + k), from + k * 3_600_000);
const times: number[] = [];
const r = random(99);
for (let k = 0; k < 2000; k++) {
  const input = terminalInput(10_000 + k);
  const t = from + Math.floor(r() * WEEK);
  const start = performance.now();
  whatPlays(input, t);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
console.log(
  `arbitration, one terminal (${PLANS} plans), one moment, cold: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms`,
);

// The same terminal asked again (the player asks at each change): its days are computed once.
const warm = inputs[0]!;
whatPlays(warm, from);
const n = 20_000;
let start = performance.now();
for (let k = 0; k < n; k++) whatPlays(warm, from + ((k * 7919) % 86_400) * 1000);
console.log(`arbitration, same terminal again: ${(((performance.now() - start) / n) * 1000).toFixed(1)} µs a call`);

// The week's timeline (segments: what the console draws) for every terminal of the group.
start = performance.now();
let segments = 0;
for (const input of inputs) segments += timeline(input, from, from + WEEK).segments.length;
const ms = performance.now() - start;
console.log(`timeline, one week, ${TERMINALS} terminals × ${PLANS} plans: ${ms.toFixed(0)} ms (${segments} segments)`);
