import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterParams, hasFilters, NO_FILTERS, withAction, withModule } from './filters';

describe('log filters', () => {
  it('sends the period as epoch ms from the first minute to the end of the last one', () => {
    const start = dayjs('2026-03-01T09:15:42');
    const end = dayjs('2026-03-01T10:30:05');
    expect(filterParams({ ...NO_FILTERS, period: [start, end] })).toMatchObject({
      from: dayjs('2026-03-01T09:15:00').valueOf(),
      to: dayjs('2026-03-01T10:31:00').valueOf(),
    });
  });

  it('leaves out what is not set and trims the user name', () => {
    expect(filterParams({ ...NO_FILTERS, userName: '  ada ' })).toEqual({
      module: undefined,
      action: undefined,
      userName: 'ada',
      from: undefined,
      to: undefined,
    });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, userName: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, module: 'office' })).toBe(true);
  });

  it('sets module and action together, and keeps an action only within its module', () => {
    const actionsOf = (m: string) => (m === 'office' ? ['create', 'move'] : ['create', 'login']);
    const chosen = withAction(NO_FILTERS, 'office.move');
    expect(chosen).toMatchObject({ module: 'office', action: 'move' });
    expect(withModule(chosen, 'session', actionsOf)).toMatchObject({ module: 'session', action: '' });
    expect(withModule(withAction(NO_FILTERS, 'office.create'), 'user', actionsOf)).toMatchObject({
      module: 'user',
      action: 'create',
    });
    expect(withModule(chosen, '', actionsOf)).toMatchObject({ module: '', action: '' });
    expect(withAction(chosen, '')).toMatchObject({ module: 'office', action: '' });
    expect(withAction(NO_FILTERS, 'session.sso-login')).toMatchObject({ module: 'session', action: 'sso-login' });
  });
});
