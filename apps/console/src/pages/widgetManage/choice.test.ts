import type { WidgetKindSetting, WidgetOffice } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { choiceOf, kindsToSave, sizeChanged, unavailable } from './choice';

const office = (over: Partial<WidgetOffice> = {}): WidgetOffice => ({
  id: 'o',
  name: 'Depot',
  pathNames: [],
  own: null,
  inherited: ['text', 'clock', 'date'],
  allowed: ['text', 'clock', 'date'],
  ...over,
});
const setting = (kind: WidgetKindSetting['kind'], enabled: boolean): WidgetKindSetting => ({
  kind,
  enabled,
  width: 100,
  height: 50,
  updatedAt: null,
});

describe('the choice of an office’s kinds', () => {
  it('starts from its own list, or from what it inherits', () => {
    expect(choiceOf(office())).toEqual({ mode: 'inherit', kinds: ['text', 'clock', 'date'] });
    expect(choiceOf(office({ own: ['clock'] }))).toEqual({ mode: 'own', kinds: ['clock'] });
  });

  it('saves only kinds the offices above allow, in the renderer’s order', () => {
    expect(kindsToSave(office(), ['date', 'video', 'text'])).toEqual(['text', 'date']);
    expect(kindsToSave(office(), [])).toEqual([]);
  });

  it('says why a kind cannot be offered', () => {
    const catalogue = [setting('clock', true), setting('date', false)];
    expect(unavailable(office(), 'video', catalogue)).toBe('notAbove');
    expect(unavailable(office(), 'date', catalogue)).toBe('switchedOff');
    expect(unavailable(office(), 'clock', catalogue)).toBeUndefined();
  });

  it('sees a changed default size', () => {
    expect(sizeChanged({ width: 10, height: 20 }, { width: 10, height: 20 })).toBe(false);
    expect(sizeChanged({ width: 10, height: 20 }, { width: 10, height: 21 })).toBe(true);
  });
});
