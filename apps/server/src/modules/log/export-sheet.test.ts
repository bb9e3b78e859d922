import { DEFAULT_LOG_EXPORT_LABELS } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { changeText, exportFileName, localText, sheetName, sheetRow, wallClock } from './export-sheet.js';

describe('export sheet', () => {
  it('shows a moment as the wall clock of the zone, across daylight-saving changes', () => {
    // 2026-03-29 00:30 UTC is 01:30 in Berlin (winter time), 02:30 UTC is 04:30 (summer time).
    expect(wallClock(Date.UTC(2026, 2, 29, 0, 30, 5, 250), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:05.250Z',
    );
    expect(wallClock(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin').toISOString()).toBe('2026-03-29T04:30:00.000Z');
    // Midnight stays 00, not 24; a half-hour zone keeps its half hour; the date may change.
    expect(localText(Date.UTC(2026, 0, 1, 18, 30), 'Asia/Kolkata', true)).toBe('2026-01-02 00:00:00');
    expect(localText(Date.UTC(2026, 0, 1, 3, 0), 'America/New_York')).toBe('2025-12-31 22:00');
  });

  it('names the file after the moment it was asked for, in the caller’s zone', () => {
    expect(exportFileName(Date.UTC(2026, 6, 4, 23, 5), 'Asia/Tokyo')).toBe('system-log-20260705-0805.xlsx');
  });

  it('writes the changed fields one per line, absent values as a dash', () => {
    expect(
      changeText({
        name: { before: 'North', after: 'North Coast' },
        remarks: { after: '' },
        roles: { before: ['a'], after: ['a', 'b'] },
        enabled: { before: true, after: false },
        id: { before: 'x' },
      }),
    ).toBe('name: North → North Coast\nremarks: — → —\nroles: ["a"] → ["a","b"]\nenabled: true → false\nid: x → —');
    expect(changeText({})).toBe('');
    expect(changeText({ text: { after: 'x'.repeat(40_000) } })).toHaveLength(32_767);
  });

  it('keeps sheet names within Excel’s rules', () => {
    expect(sheetName('Log [2026/01]: a*b?')).toBe('Log  2026 01   a b');
    expect(sheetName('a'.repeat(40))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Log');
  });

  it('names modules and actions with the labels, and as stored without one', () => {
    const item = {
      id: 'i',
      at: 0,
      userName: 'u',
      officeName: 'o',
      ip: '1.2.3.4',
      userAgent: 'ua',
      module: 'office',
      action: 'create',
      target: 't',
      changes: {},
    };
    const labels = {
      ...DEFAULT_LOG_EXPORT_LABELS,
      modules: { office: 'Bureau' },
      actions: { 'office.create': 'Créé' },
    };
    expect(sheetRow(item, labels, 'UTC')).toMatchObject({ module: 'Bureau', action: 'Créé' });
    expect(sheetRow({ ...item, action: 'move' }, labels, 'UTC')).toMatchObject({ module: 'Bureau', action: 'move' });
  });

  it('names the office of a row whose office was deleted with the label, else in English', () => {
    const item = {
      id: 'i',
      at: 0,
      userName: 'u',
      officeName: null,
      ip: '1.2.3.4',
      userAgent: 'ua',
      module: 'session',
      action: 'login',
      target: 't',
      changes: {},
    };
    const { deletedOffice: _, ...withoutWord } = DEFAULT_LOG_EXPORT_LABELS;
    expect(sheetRow(item, { ...withoutWord, deletedOffice: 'Bureau supprimé' }, 'UTC').office).toBe('Bureau supprimé');
    expect(sheetRow(item, withoutWord, 'UTC').office).toBe('(deleted institution)');
    expect(sheetRow(item, DEFAULT_LOG_EXPORT_LABELS, 'UTC').office).toBe('(deleted institution)');
    expect(sheetRow({ ...item, officeName: 'North' }, withoutWord, 'UTC').office).toBe('North');
  });
});
