import { countdownUnits, type CountdownUnit } from './model.js';

const UNIT_MS: Record<CountdownUnit, number> = {
  days: 86_400_000,
  hours: 3_600_000,
  minutes: 60_000,
  seconds: 1000,
};

/** The numbers a countdown shows, unit by unit, largest first. */
export type Remaining = { unit: CountdownUnit; value: number }[];

/**
 * What is left from `now` until `target` (ms since the epoch) in the chosen units, largest first:
 * the smallest unit rounded up, the largest taking the rest. Undefined once `target` has come.
 */
export function remaining(target: number, now: number, units: readonly CountdownUnit[]): Remaining | undefined {
  const left = target - now;
  if (!(left > 0)) return undefined;
  const chosen = countdownUnits.filter((u) => units.includes(u));
  const smallest = UNIT_MS[chosen.at(-1) ?? 'seconds'];
  let rest = Math.ceil(left / smallest) * smallest;
  return chosen.map((unit) => {
    const value = Math.floor(rest / UNIT_MS[unit]);
    rest -= value * UNIT_MS[unit];
    return { unit, value };
  });
}

/** Every chosen unit at zero: an ended countdown without a text, or one without a target. */
export const zero = (units: readonly CountdownUnit[]): Remaining =>
  countdownUnits.filter((u) => units.includes(u)).map((unit) => ({ unit, value: 0 }));
