import { modelOf, type CountdownWidget } from '@apm/render';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/texts';
import { kindName } from './kindName';
import { addActions, newToolWidget, TOOL_KINDS } from './newWidget';

/** The key itself: what the widget holds shows which text it was given. */
const t = ((key: string) => key) as TFunction;
const canvas = { width: 1920, height: 1080 };

describe('newToolWidget', () => {
  it.each(TOOL_KINDS)('makes a valid %s centred on the canvas at its kind’s size', (kind) => {
    const w = newToolWidget(kind, canvas, modelOf(kind).size, t);
    expect(w.kind).toBe(kind);
    expect(modelOf(kind).schema.safeParse(w).success).toBe(true);
    expect(w.x + w.width / 2).toBeCloseTo(canvas.width / 2, 0);
    expect(w.y + w.height / 2).toBeCloseTo(canvas.height / 2, 0);
    expect([w.width, w.height]).toEqual([modelOf(kind).size.width, modelOf(kind).size.height]);
  });

  it('takes the size widget management gives the kind, scaled down only to fit the canvas', () => {
    expect(newToolWidget('shape', canvas, { width: 1500, height: 900 }, t)).toMatchObject({ width: 1500, height: 900 });
    expect(newToolWidget('shape', canvas, { width: 3840, height: 1080 }, t)).toMatchObject({
      width: 1920,
      height: 540,
    });
  });

  it('counts down to midnight a week ahead, in the operator’s words', () => {
    const now = new Date(2025, 10, 26, 15, 30).getTime();
    const w = newToolWidget('countdown', canvas, modelOf('countdown').size, t, now) as CountdownWidget;
    const target = new Date(w.props.target);
    expect(w.props.target).toMatch(/^\d{4}-\d\d-\d\dT00:00:00(?:Z|[+-]\d\d:\d\d)$/);
    expect([target.getFullYear(), target.getMonth(), target.getDate(), target.getHours()]).toEqual([2025, 11, 3, 0]);
    expect(w.props.labels).toEqual({
      days: 'widgets.countdown.labelDefaults.days',
      hours: 'widgets.countdown.labelDefaults.hours',
      minutes: 'widgets.countdown.labelDefaults.minutes',
      seconds: 'widgets.countdown.labelDefaults.seconds',
    });
    expect(w.props.doneText).toBe('widgets.countdown.doneDefault');
  });
});

describe('new weather and exchange widgets', () => {
  it('writes the line under old weather and rates in the operator’s words', () => {
    for (const kind of ['weather', 'exchange'] as const) {
      expect(newToolWidget(kind, canvas, modelOf(kind).size, t).props).toMatchObject({
        asOfText: 'widgets.weather.asOfDefault',
      });
    }
  });
});

describe('a new button', () => {
  it('goes to the next scene, labelled in the operator’s words', () => {
    const w = newToolWidget('button', canvas, modelOf('button').size, t);
    expect(w.props).toMatchObject({ label: 'widgets.button.labels.after', action: { type: 'after' } });
  });
});

describe('the add buttons', () => {
  const kinds = [
    { kind: 'video', width: 320, height: 180 },
    { kind: 'text', width: 600, height: 100 },
    { kind: 'qrcode', width: 200, height: 200 },
  ] as const;

  it('are the kinds the office may use, in their order, making each at its default size', () => {
    const actions = addActions(kinds);
    expect(actions.map((a) => a.kind)).toEqual(['video', 'text', 'qrcode']);
    expect(actions[0]).toEqual({ kind: 'video', pick: { width: 320, height: 180 } });
    const [, text, qr] = actions.map((a) => ('make' in a ? a.make(canvas, t) : undefined));
    expect(text).toMatchObject({ kind: 'text', width: 600, height: 100, props: { text: 'program.newText' } });
    expect(qr).toMatchObject({ kind: 'qrcode', width: 200, height: 200 });
    expect(modelOf('text').schema.safeParse(text).success).toBe(true);
  });

  it('are none when the office may use no kind', () => {
    expect(addActions([])).toEqual([]);
  });
});

describe('kindName', () => {
  it('names the first kinds from the program texts, the later ones from the widgets texts', () => {
    expect(kindName(t, 'image')).toBe('program.kinds.image');
    expect(kindName(t, 'qrcode')).toBe('widgets.qrcode.name');
  });
});
