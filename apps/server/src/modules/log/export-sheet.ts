import { DELETED_OFFICE_LABEL, type LogExportLabels, type LogItem } from '@apm/contract';

/** Excel refuses longer cell texts. */
const CELL_MAX = 32_767;
const NONE = '—';

const clip = (s: string): string => (s.length > CELL_MAX ? `${s.slice(0, CELL_MAX - 1)}…` : s);

/**
 * The wall-clock time of a moment in a time zone, as a Date whose UTC fields hold it. Excel
 * dates carry no zone: a cell shows the Date's UTC fields, so this makes it show local time.
 */
export function wallClock(epochMs: number, timeZone: string): Date {
  const parts = partsIn(timeZone).formatToParts(epochMs);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // `hour` is 0–23 with hourCycle h23; the milliseconds are kept as they are.
  return new Date(Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'), epochMs % 1000));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A moment as `YYYY-MM-DD HH:mm` in a time zone (audit texts, file names). */
export function localText(epochMs: number, timeZone: string, withSeconds = false): string {
  const iso = wallClock(epochMs, timeZone).toISOString(); // the local wall time, in ISO form
  return `${iso.slice(0, 10)} ${iso.slice(11, withSeconds ? 19 : 16)}`;
}

/** The file name of an export asked for at `epochMs`: `system-log-20260102-0930.xlsx` in the caller's zone. */
export function exportFileName(epochMs: number, timeZone: string): string {
  return `system-log-${localText(epochMs, timeZone).replace(/-/g, '').replace(' ', '-').replace(':', '')}.xlsx`;
}

/** A changed value as text: '—' when absent, strings as they are, anything else as JSON. */
export function valueText(v: unknown): string {
  if (v === undefined || v === null || v === '') return NONE;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** The changed fields, one per line: `name: North → North Coast`. */
export function changeText(changes: LogItem['changes']): string {
  return clip(
    Object.entries(changes)
      .map(([field, c]) => `${field}: ${valueText(c.before)} → ${valueText(c.after)}`)
      .join('\n'),
  );
}

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\. */
export function sheetName(label: string): string {
  const clean = label.replace(/[[\]:*?/\\]/g, ' ').trim();
  return clean.slice(0, 31) || 'Log';
}

/** The columns of the export: titles in the caller's language, the time's title naming the zone. */
export function sheetColumns(labels: LogExportLabels, timeZone: string) {
  const c = labels.columns;
  return [
    { header: `${c.time} (${timeZone})`, key: 'time', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: c.user, key: 'user', width: 18 },
    { header: c.office, key: 'office', width: 22 },
    { header: c.ip, key: 'ip', width: 16 },
    { header: c.userAgent, key: 'userAgent', width: 40 },
    { header: c.module, key: 'module', width: 16 },
    { header: c.action, key: 'action', width: 18 },
    { header: c.target, key: 'target', width: 26 },
    {
      header: c.changes,
      key: 'changes',
      width: 60,
      style: { alignment: { wrapText: true, vertical: 'top' as const } },
    },
  ];
}

/** One log row as the cells of the export. */
export function sheetRow(item: LogItem, labels: LogExportLabels, timeZone: string) {
  return {
    time: wallClock(item.at, timeZone),
    user: clip(item.userName),
    office: clip(item.officeName ?? labels.deletedOffice ?? DELETED_OFFICE_LABEL),
    ip: item.ip,
    userAgent: clip(item.userAgent),
    module: labels.modules[item.module] ?? item.module,
    action: labels.actions[`${item.module}.${item.action}`] ?? item.action,
    target: clip(item.target),
    changes: changeText(item.changes),
  };
}
