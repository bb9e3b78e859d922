import type { OwnAnnouncement } from '@apm/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { endProblem, formErrors, toFormValues, toSaveParams, toSeconds } from './formValues';

const saved: OwnAnnouncement = {
  announcemenStartTime: 1_800_000_000,
  announcemenEndTime: 1_800_086_400,
  colseTipOn: '0',
  announcementTitleCh: '标题',
  announcementTitleEn: 'Title',
  announcementContentCh: '内容',
  announcementContentEn: 'Content',
  updateDate: 1_799_999_000_000,
};

describe('toFormValues and toSaveParams', () => {
  it('round-trip a saved announcement through the form unchanged, times as epoch seconds', () => {
    const v = toFormValues(saved, Date.now());
    expect(v.start!.valueOf()).toBe(1_800_000_000_000);
    expect(v.enabled).toBe(false);
    expect(toSaveParams(v)).toEqual({
      announcemenStartTime: '1800000000',
      announcemenEndTime: '1800086400',
      colseTipOn: '0',
      announcementTitleCh: '标题',
      announcementTitleEn: 'Title',
      announcementContentCh: '内容',
      announcementContentEn: 'Content',
    });
  });

  it('starts an office without an announcement switched on, from the current minute, with no end', () => {
    const now = Date.UTC(2030, 0, 2, 3, 4, 56, 789);
    const none: OwnAnnouncement = {
      ...saved,
      announcemenStartTime: '',
      announcemenEndTime: '',
      updateDate: null,
    };
    const v = toFormValues(none, now);
    expect(v.enabled).toBe(true);
    expect(v.start!.valueOf()).toBe(Date.UTC(2030, 0, 2, 3, 4, 0, 0));
    expect(v.end).toBeNull();
    expect(toSaveParams({ ...v, enabled: false }).announcemenEndTime).toBe('');
  });

  it('drops milliseconds when converting to seconds', () => {
    expect(toSeconds(dayjs(1_800_000_000_999))).toBe(1_800_000_000);
  });
});

describe('endProblem', () => {
  const start = dayjs(1_800_000_000_000);
  it('applies the server rule: an end after the start, required when switched on', () => {
    expect(endProblem({ start, end: start.add(1, 'minute'), enabled: true })).toBeUndefined();
    expect(endProblem({ start, end: start, enabled: true })).toBe('endBeforeStart');
    expect(endProblem({ start, end: start.subtract(1, 'hour'), enabled: false })).toBe('endBeforeStart');
    expect(endProblem({ start, end: null, enabled: true })).toBe('endRequired');
    expect(endProblem({ start, end: null, enabled: false })).toBeUndefined();
    expect(endProblem({ start: null, end: null, enabled: true })).toBeUndefined();
  });
});

describe('formErrors', () => {
  it('puts the server’s field errors on the form’s fields, keyed when the contract names the rule', () => {
    expect(
      formErrors([
        { field: 'announcemenEndTime', message: 'endBeforeStart' },
        { field: 'announcementContentEn', message: 'plainText' },
        { field: 'announcementTitleCh', message: 'Too big: expected string to have <=100 characters' },
        { field: 'somethingElse', message: 'x' },
      ]),
    ).toEqual([
      { name: 'end', key: 'endBeforeStart', text: 'endBeforeStart' },
      { name: 'contentEn', key: 'plainText', text: 'plainText' },
      { name: 'titleCh', text: 'Too big: expected string to have <=100 characters' },
    ]);
  });
});
