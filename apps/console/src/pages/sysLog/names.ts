import type { LogExportLabels } from '@apm/contract';
import type { Texts as I18n, TFunction } from '../../i18n/texts';

type Catalogue = Record<string, Record<string, string>>;

/** The modules and their actions the console has names for (`log.actions`), in the active language. */
export function catalogue(i18n: I18n): Catalogue {
  const actions: unknown = i18n.lookup('log.actions');
  return typeof actions === 'object' && actions !== null ? (actions as Catalogue) : {};
}

const NAME = /^[\w-]+$/;

/** A module's name; one the console does not know yet is shown as the server wrote it. */
export function moduleName(t: TFunction, module: string): string {
  const key = `log.modules.${module}`;
  const name = NAME.test(module) ? t(key) : key;
  return name === key ? module : name;
}

/** An action's name within its module; unknown ones as the server wrote them. */
export function actionName(t: TFunction, module: string, action: string): string {
  const key = `log.actions.${module}.${action}`;
  const name = NAME.test(module) && NAME.test(action) ? t(key) : key;
  return name === key ? action : name;
}

/** "Institution · Created". */
export const eventName = (t: TFunction, module: string, action: string): string =>
  `${moduleName(t, module)} · ${actionName(t, module, action)}`;

/** The words of the export file in the active language: column titles, sheet, every known name, the deleted office's marker. */
export function exportLabels(t: TFunction, i18n: I18n): LogExportLabels {
  const all = catalogue(i18n);
  const modules: Record<string, string> = {};
  const actions: Record<string, string> = {};
  for (const [m, names] of Object.entries(all)) {
    modules[m] = moduleName(t, m);
    for (const a of Object.keys(names)) actions[`${m}.${a}`] = actionName(t, m, a);
  }
  return {
    sheet: t('log.export.sheet'),
    columns: {
      time: t('log.columns.time'),
      user: t('log.columns.user'),
      office: t('log.columns.office'),
      ip: t('log.columns.ip'),
      userAgent: t('log.columns.userAgent'),
      module: t('log.columns.module'),
      action: t('log.columns.action'),
      target: t('log.columns.target'),
      changes: t('log.columns.changes'),
    },
    modules,
    actions,
    deletedOffice: t('log.deletedOffice'),
  };
}

/** A recorded value as text: '—' when absent, strings as they are, anything else as JSON. */
export function valueText(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}
