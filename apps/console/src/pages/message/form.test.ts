import { messageSave, type MessageItem } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  formatDuration,
  formOf,
  formProblems,
  parseDuration,
  problemOfField,
  problemsOfFields,
  sameForm,
  saveFields,
  withEmergency,
  type MessageForm,
} from './form';

const look = {
  text: 'Doors close at 18:00',
  fontFamily: 'Arial, sans-serif',
  fontSize: 64,
  bold: true,
  color: '#ffee00',
  backgroundColor: '#102030',
  backgroundOpacity: 55,
  position: 'top' as const,
  scroll: 'left' as const,
  scrollSpeed: 200,
};

const stored: MessageItem = {
  id: 'm1',
  name: 'Closing time',
  officeId: 'o1',
  officeName: 'Head office',
  look,
  priority: 3,
  emergency: false,
  startAt: 1_800_000_000_000,
  endAt: 1_800_000_600_000,
  limit: 'duration',
  durationSec: 5400,
  repeats: null,
  version: 6,
  createdAt: 1,
  updatedAt: 2,
  updatedBy: 'ann',
  deletedAt: null,
  deletedBy: null,
  lastPublish: null,
};

const filled = (): MessageForm => ({ ...emptyForm(), name: 'Notice', look: { ...emptyForm().look, text: 'Hello' } });

describe('durations typed in the form', () => {
  it('reads seconds, m:s and h:m:s', () => {
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration(' 1:30 ')).toBe(90);
    expect(parseDuration('1:00:00')).toBe(3600);
    expect(parseDuration('2:05:09')).toBe(7509);
  });

  it('answers null for nothing and NaN for what it cannot read', () => {
    expect(parseDuration('  ')).toBeNull();
    expect(parseDuration('1:75')).toBeNaN();
    expect(parseDuration('1:2:3:4')).toBeNaN();
    expect(parseDuration('ten')).toBeNaN();
    expect(parseDuration('-5')).toBeNaN();
  });

  it('writes them back so that they read the same', () => {
    expect(formatDuration(45)).toBe('45');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(5400)).toBe('1:30:00');
    for (const s of [1, 59, 60, 61, 3599, 3600, 86_399, 604_800]) expect(parseDuration(formatDuration(s))).toBe(s);
  });
});

describe('form and save fields', () => {
  it('turns a stored message into its form and back into what it was saved with', () => {
    const form = formOf(stored);
    expect(form.duration).toBe('1:30:00');
    const fields = saveFields(form, { id: stored.id, version: stored.version });
    expect(fields).toEqual({
      id: 'm1',
      version: 6,
      name: 'Closing time',
      look: JSON.stringify(look),
      priority: 3,
      emergency: '0',
      startAt: 1_800_000_000_000,
      endAt: 1_800_000_600_000,
      limit: 'duration',
      durationSec: 5400,
    });
    const parsed = messageSave.parse(fields);
    expect(parsed.look).toEqual(look);
    expect(parsed.durationSec).toBe(5400);
  });

  it('sends neither start nor end when they are empty, and only the figure of the limit chosen', () => {
    const form: MessageForm = { ...filled(), limit: 'repeats', repeats: 3, duration: '60' };
    const fields = saveFields(form, null);
    expect(fields).not.toHaveProperty('id');
    expect(fields).not.toHaveProperty('startAt');
    expect(fields).not.toHaveProperty('endAt');
    expect(fields).not.toHaveProperty('durationSec');
    expect(fields).toMatchObject({ limit: 'repeats', repeats: 3 });
  });

  it('a new form takes the contract look defaults with no text', () => {
    const form = emptyForm();
    expect(form.look).toMatchObject({
      text: '',
      fontSize: 48,
      position: 'bottom',
      scroll: 'left',
      backgroundOpacity: 70,
    });
  });

  it('counts forms alike when they would save the same', () => {
    const a = { ...filled(), limit: 'duration' as const, duration: '90' };
    expect(sameForm(a, { ...a, duration: '1:30' })).toBe(true);
    expect(sameForm(a, { ...a, duration: '91' })).toBe(false);
    // A duration typed while another limit is chosen is not saved.
    expect(sameForm({ ...a, limit: 'none' }, { ...a, limit: 'none', duration: '5' })).toBe(true);
    expect(sameForm(a, { ...a, look: { ...a.look, bold: true } })).toBe(false);
  });
});

describe('the emergency switch', () => {
  it('forces the whole screen, a start when sent and no limit, and says what it changed', () => {
    const form: MessageForm = { ...formOf(stored) };
    const { form: on, forced } = withEmergency(form, true);
    expect(forced).toEqual(['position', 'start', 'limit']);
    expect(on).toMatchObject({ emergency: true, startAt: null, limit: 'none' });
    expect(on.look.position).toBe('full');
    // Its end time stays: an emergency message may end on its own.
    expect(on.endAt).toBe(stored.endAt);
    expect(formProblems(on)).toEqual({});
    expect(messageSave.safeParse(saveFields(on, null)).success).toBe(true);
  });

  it('changes nothing else, and nothing when already so', () => {
    const { forced } = withEmergency({ ...filled(), look: { ...filled().look, position: 'full' } }, true);
    expect(forced).toEqual([]);
    const { form: off, forced: none } = withEmergency(withEmergency(filled(), true).form, false);
    expect(none).toEqual([]);
    expect(off.emergency).toBe(false);
    expect(off.look.position).toBe('full');
  });

  it('never sends a start or a limit for an emergency message', () => {
    const form: MessageForm = { ...formOf(stored), emergency: true, look: { ...look, position: 'full' } };
    const fields = saveFields(form, null);
    expect(fields).not.toHaveProperty('startAt');
    expect(fields).not.toHaveProperty('durationSec');
    expect(fields.limit).toBe('none');
  });
});

describe('problems of a form', () => {
  it('has none for a valid message', () => {
    expect(formProblems(filled())).toEqual({});
  });

  it('names the missing name and text at their fields', () => {
    expect(formProblems(emptyForm())).toEqual({ name: [{ key: 'required' }], 'look.text': [{ key: 'required' }] });
  });

  it('applies the rules between fields', () => {
    const f = filled();
    expect(formProblems({ ...f, startAt: 2000, endAt: 1000 })).toEqual({ endAt: [{ key: 'endBeforeStart' }] });
    expect(formProblems({ ...f, limit: 'duration', duration: '' })).toEqual({
      durationSec: [{ key: 'durationRequired' }],
    });
    expect(formProblems({ ...f, limit: 'repeats' })).toEqual({ repeats: [{ key: 'repeatsRequired' }] });
    // The emergency rules, were the switch set without its forcing.
    expect(formProblems({ ...f, emergency: true })).toEqual({ 'look.position': [{ key: 'emergencyFullScreen' }] });
  });

  it('says an unreadable or too long duration, and passes of a still text', () => {
    const f = filled();
    expect(formProblems({ ...f, limit: 'duration', duration: '1:99' })).toEqual({
      durationSec: [{ key: 'durationFormat' }],
    });
    expect(formProblems({ ...f, limit: 'duration', duration: '8:00:00:00' }).durationSec).toEqual([
      { key: 'durationFormat' },
    ]);
    expect(formProblems({ ...f, limit: 'duration', duration: '200:00:00' })).toEqual({
      durationSec: [{ key: 'durationRange', params: { max: 7 } }],
    });
    expect(formProblems({ ...f, limit: 'repeats', repeats: 2, look: { ...f.look, scroll: 'none' } })).toEqual({
      repeats: [{ key: 'repeatsNeedScroll' }],
    });
  });

  it('finds the look’s own problems under look.', () => {
    const f = filled();
    const problems = formProblems({ ...f, look: { ...f.look, color: 'red', fontFamily: 'x;y', fontSize: 1000 } });
    expect(problems['look.color']).toEqual([{ key: 'colour' }]);
    expect(problems['look.fontFamily']).toEqual([{ key: 'badFont' }]);
    expect(problems['look.fontSize']).toEqual([{ key: 'tooBig', params: { max: 400 } }]);
  });
});

describe('problems of a refused save', () => {
  it('translates the contract’s rule keys and places the look’s at its position', () => {
    expect(
      problemsOfFields([
        { field: 'endAt', message: 'endBeforeStart' },
        { field: 'look', message: 'emergencyFullScreen' },
        { field: 'emergency', message: 'emergencyNow' },
        { field: 'look.color', message: '#rrggbb' },
      ]),
    ).toEqual({
      endAt: [{ key: 'endBeforeStart' }],
      'look.position': [{ key: 'emergencyFullScreen' }],
      emergency: [{ key: 'emergencyNow' }],
      'look.color': [{ key: 'colour' }],
    });
  });

  it('reads the limits in zod’s words, and calls anything else not accepted', () => {
    expect(problemOfField({ field: 'name', message: 'Too big: expected string to have <=100 characters' })).toEqual({
      key: 'tooLong',
      params: { max: 100 },
    });
    expect(
      problemOfField({ field: 'look.text', message: 'Too small: expected string to have >=1 characters' }),
    ).toEqual({ key: 'required' });
    expect(problemOfField({ field: 'priority', message: 'Too big: expected number to be <=9' })).toEqual({
      key: 'tooBig',
      params: { max: 9 },
    });
    expect(problemOfField({ field: 'limit', message: 'Invalid option: expected one of "none"|"duration"' })).toEqual({
      key: 'invalid',
    });
  });
});
