import { describe, expect, it } from 'vitest';
import { renderWidget, textOf } from '../testing.js';
import { clockWidget } from './model.js';
import { digitalTime, handAngles } from './time.js';

// 26 November 2025, 08:05:07 UTC: 09:05:07 in Berlin, 03:05:07 in New York.
const AT = '2025-11-26T08:05:07Z';
const props = (p: object) => clockWidget.props.safeParse(p);

describe('the clock model', () => {
  it('fills in every default', () => {
    expect(clockWidget.defaults()).toEqual({
      style: 'digital',
      format: '24h',
      seconds: false,
      timeZone: '',
      locale: '',
      fontFamily: 'sans-serif',
      fontSize: 96,
      color: '#ffffff',
      backgroundColor: '#00000000',
      bold: false,
      align: 'center',
      faceColor: '#ffffff',
      handColor: '#000000',
      secondHandColor: '#e53935',
      ticks: 'hours',
    });
  });

  it('takes any well-spelled zone, known here or not', () => {
    for (const timeZone of [
      '',
      'UTC',
      'Europe/Berlin',
      'America/Argentina/Buenos_Aires',
      'Etc/GMT+5',
      'Mars/Olympus',
    ]) {
      expect(props({ timeZone }).success, timeZone).toBe(true);
    }
  });

  it.each([
    ['a zone with spaces', { timeZone: 'Europe/ Berlin' }],
    ['a zone with a path trick', { timeZone: '../etc/passwd' }],
    ['a zone too long', { timeZone: `Europe/${'x'.repeat(60)}` }],
    ['a language with an underscore', { locale: 'en_US' }],
    ['a language of digits', { locale: '12' }],
    ['an unknown style', { style: 'binary' }],
    ['an unknown hour format', { format: '36h' }],
    ['a colour by name', { handColor: 'black' }],
    ['unknown ticks', { ticks: 'seconds' }],
    ['a zero font size', { fontSize: 0 }],
  ])('refuses %s', (_, p) => {
    expect(props(p).success).toBe(false);
  });
});

describe('digitalTime', () => {
  const at = Date.parse(AT);
  it('writes the time in the zone, 24 hours, with or without seconds', () => {
    expect(digitalTime(at, { format: '24h', seconds: false, timeZone: 'Europe/Berlin', locale: 'en-GB' })).toBe(
      '09:05',
    );
    expect(digitalTime(at, { format: '24h', seconds: true, timeZone: 'Europe/Berlin', locale: 'en-GB' })).toBe(
      '09:05:07',
    );
    expect(digitalTime(at, { format: '24h', seconds: false, timeZone: 'America/New_York', locale: 'de' })).toBe(
      '03:05',
    );
  });

  it('writes 12 hours with the language’s marker', () => {
    const time = digitalTime(at + 8 * 3_600_000, {
      format: '12h',
      seconds: false,
      timeZone: 'Europe/Berlin',
      locale: 'en-US',
    });
    expect(time.replace(/\s/g, ' ')).toBe('5:05 PM');
  });

  it('falls back to the screen’s own zone for a zone unknown here', () => {
    const own = digitalTime(at, { format: '24h', seconds: true, timeZone: '', locale: 'en-GB' });
    expect(digitalTime(at, { format: '24h', seconds: true, timeZone: 'Mars/Olympus', locale: 'en-GB' })).toBe(own);
  });
});

describe('handAngles', () => {
  it('turns the hands clockwise from 12', () => {
    expect(handAngles(9, 5, 7)).toEqual({ hour: 272.5, minute: 30.7, second: 42 });
    expect(handAngles(21, 30, 0)).toEqual({ hour: 285, minute: 180, second: 0 });
  });
});

describe('ClockView', () => {
  it('shows the time in the zone, in its text look', () => {
    const html = renderWidget('clock', { timeZone: 'Europe/Berlin', locale: 'en-GB', color: '#ffd500' }, AT);
    expect(textOf(html)).toBe('09:05');
    expect(html).toContain('font-size:96px');
    expect(html).toContain('color:#ffd500');
  });

  it('shows the seconds when asked', () => {
    expect(textOf(renderWidget('clock', { timeZone: 'Europe/Berlin', locale: 'en-GB', seconds: true }, AT))).toBe(
      '09:05:07',
    );
  });

  it('draws an analogue dial with its hands at the time', () => {
    const html = renderWidget(
      'clock',
      { style: 'analogue', timeZone: 'Europe/Berlin', faceColor: '#eeeeee', seconds: true, ticks: 'minutes' },
      AT,
    );
    expect(textOf(html)).toBe('');
    expect(html).toContain('fill="#eeeeee"');
    expect(html).toMatch(/data-hand="hour"[^>]*transform="rotate\(272\.5\)"/);
    expect(html).toMatch(/data-hand="minute"[^>]*transform="rotate\(30\.7\)"/);
    expect(html).toMatch(/data-hand="second"[^>]*stroke="#e53935"[^>]*transform="rotate\(42\)"/);
    expect(html.match(/<line /g)).toHaveLength(60 + 3);
  });

  it('leaves the second hand and the ticks out when asked', () => {
    const html = renderWidget('clock', { style: 'analogue', ticks: 'none' }, AT);
    expect(html).not.toContain('data-hand="second"');
    expect(html.match(/<line /g)).toHaveLength(2);
  });
});
