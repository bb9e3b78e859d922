import { widgetApi, type Permission } from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';
import type { NameQuery } from '../../components/pagedTable';

/** Permissions of the page (menu catalogue: widgetManagement) and its changes. */
export const WIDGET_VIEW: Permission = 'sys:widget:view';
export const WIDGET_EDIT: Permission = 'sys:widget:edit';

/** Every widget kind with its settings. */
export function useWidgetCatalogue() {
  const answer = useCall(widgetApi.list);
  return { ...answer, data: answer.data?.jsonObject };
}

/** Saves a kind; the page says what went wrong on the row. Every read of the module (offices, the editor's kinds) is asked again. */
export const useSaveWidgetKind = () => useChange(widgetApi.save, { quiet: true });

/** A page of the offices of the range with their kinds. */
export const useWidgetOffices = (q: NameQuery) => useList(widgetApi.officeList, q);

/** Gives an office its own list; a refused kind is explained in the dialog. */
export const useSaveOfficeKinds = () => useChange(widgetApi.officeSave, { quiet: true });

/** Removes an office's own list. */
export const useInheritKinds = () => useChange(widgetApi.officeInherit, { quiet: true });
