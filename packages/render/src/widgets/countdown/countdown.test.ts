import { describe, expect, it } from 'vitest';
import { renderWidget, textOf } from '../testing.js';
import { countdownWidget } from './model.js';
import { remaining } from './remaining.js';

// New year in Berlin: 2025-12-31T23:00:00Z.
const TARGET = '2026-01-01T00:00:00+01:00';
// 3 days, 3 hours, 5 minutes and 6 seconds before it.
const BEFORE = '2025-12-28T19:54:54Z';
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('the countdown model', () => {
  it('fills in every default', () => {
    expect(countdownWidget.defaults()).toEqual({
      target: '',
      units: ['days', 'hours', 'minutes', 'seconds'],
      labels: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
      doneText: '',
      fontFamily: 'sans-serif',
      fontSize: 96,
      color: '#ffffff',
      backgroundColor: '#00000000',
      bold: false,
      align: 'center',
    });
  });

  it('takes an instant with its offset, or Z', () => {
    for (const target of [TARGET, '2026-01-01T00:00:00Z', '2026-06-30T12:30:15.250-04:00']) {
      expect(countdownWidget.props.safeParse({ target }).success, target).toBe(true);
    }
  });

  it.each([
    ['an instant without its offset', { target: '2026-01-01T00:00:00' }],
    ['an instant without seconds', { target: '2026-01-01T00:00+01:00' }],
    ['a day that does not exist', { target: '2026-02-30T00:00:00Z' }],
    ['epoch milliseconds', { target: 1767222000000 }],
    ['no unit', { units: [] }],
    ['a unit twice', { units: ['hours', 'hours'] }],
    ['an unknown unit', { units: ['weeks'] }],
    ['a label too long', { labels: { days: 'd'.repeat(51) } }],
    ['a done text too long', { doneText: 'x'.repeat(1001) }],
  ])('refuses %s', (_, p) => {
    expect(countdownWidget.props.safeParse(p).success).toBe(false);
  });
});

describe('remaining', () => {
  const all = ['days', 'hours', 'minutes', 'seconds'] as const;
  const left = 3 * D + 3 * H + 5 * M + 6 * S;

  it('splits what is left into the units, largest first', () => {
    expect(remaining(left, 0, all)).toEqual([
      { unit: 'days', value: 3 },
      { unit: 'hours', value: 3 },
      { unit: 'minutes', value: 5 },
      { unit: 'seconds', value: 6 },
    ]);
  });

  it('gives the largest unit what the ones left out would show, and rounds the smallest up', () => {
    expect(remaining(left, 0, ['minutes', 'hours'])).toEqual([
      { unit: 'hours', value: 75 },
      { unit: 'minutes', value: 6 },
    ]);
    expect(remaining(left, 0, ['days'])).toEqual([{ unit: 'days', value: 4 }]);
    expect(remaining(1, 0, all)).toEqual([
      { unit: 'days', value: 0 },
      { unit: 'hours', value: 0 },
      { unit: 'minutes', value: 0 },
      { unit: 'seconds', value: 1 },
    ]);
  });

  it('is over once the instant has come', () => {
    expect(remaining(1000, 1000, all)).toBeUndefined();
    expect(remaining(1000, 5000, all)).toBeUndefined();
  });
});

describe('CountdownView', () => {
  it('shows the time left with its labels', () => {
    const html = renderWidget('countdown', { target: TARGET }, BEFORE);
    expect(textOf(html)).toBe('3 days 03 hours 05 minutes 06 seconds');
    expect(html).toContain('font-size:96px');
  });

  it('shows only the chosen units, without empty labels', () => {
    const html = renderWidget(
      'countdown',
      { target: TARGET, units: ['hours', 'minutes'], labels: { days: 'd', hours: 'h', minutes: '', seconds: 's' } },
      BEFORE,
    );
    expect(textOf(html)).toBe('75 h 06');
  });

  it('shows the done text once the instant has come', () => {
    const done = { target: TARGET, doneText: 'Happy new year!' };
    expect(textOf(renderWidget('countdown', done, '2025-12-31T23:00:00Z'))).toBe('Happy new year!');
    expect(textOf(renderWidget('countdown', done, '2026-03-01T10:00:00Z'))).toBe('Happy new year!');
    expect(textOf(renderWidget('countdown', done, '2025-12-31T22:59:59Z'))).toBe(
      '0 days 00 hours 00 minutes 01 seconds',
    );
  });

  it('shows zeros once over without a done text, and without a target', () => {
    const zeros = '0 days 00 hours 00 minutes 00 seconds';
    expect(textOf(renderWidget('countdown', { target: TARGET }, '2026-01-02T00:00:00Z'))).toBe(zeros);
    expect(textOf(renderWidget('countdown', {}, BEFORE))).toBe(zeros);
  });
});
