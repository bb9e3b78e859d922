import type { Dayjs } from 'dayjs';

/** What the filter bar holds. */
export interface LogFilterValues {
  module: string;
  action: string;
  userName: string;
  /** Minutes in the browser's time zone (which the calls send as X-Time-Zone); both ends included. */
  period: [Dayjs, Dayjs] | null;
}

export const NO_FILTERS: LogFilterValues = { module: '', action: '', userName: '', period: null };

/** The filters as the log's scroll and export take them. */
export interface LogFilterParams {
  module?: string;
  action?: string;
  userName?: string;
  from?: number;
  to?: number;
}

/** The call's filter parameters: the period as epoch ms, `to` exclusive (the end minute counts whole). */
export function filterParams(f: LogFilterValues): LogFilterParams {
  return {
    module: f.module || undefined,
    action: f.action || undefined,
    userName: f.userName.trim() || undefined,
    from: f.period ? f.period[0].startOf('minute').valueOf() : undefined,
    to: f.period ? f.period[1].startOf('minute').add(1, 'minute').valueOf() : undefined,
  };
}

/** Whether any filter is set. */
export const hasFilters = (f: LogFilterValues): boolean =>
  Boolean(f.module || f.action || f.userName.trim() || f.period);

/** Choosing a module keeps the action only when it belongs to that module. */
export function withModule(f: LogFilterValues, module: string, actionsOf: (m: string) => string[]): LogFilterValues {
  return { ...f, module, action: module && actionsOf(module).includes(f.action) ? f.action : '' };
}

/** The action filter's value `module.action` sets both module and action; '' clears the action. */
export function withAction(f: LogFilterValues, value: string): LogFilterValues {
  if (!value) return { ...f, action: '' };
  const dot = value.indexOf('.');
  return { ...f, module: value.slice(0, dot), action: value.slice(dot + 1) };
}
