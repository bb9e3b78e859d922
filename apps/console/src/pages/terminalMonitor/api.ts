import { terminalApi, type InputOf, type Permission } from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Permissions of the page (menu catalogue: terminalMonitor) and its actions. */
export const TERMINAL_VIEW: Permission = 'terminal:monitor:view';
export const TERMINAL_EDIT: Permission = 'terminal:monitor:edit';
export const TERMINAL_DELETE: Permission = 'terminal:monitor:delete';
export const TERMINAL_CONTROL: Permission = 'terminal:monitor:control';

export type TerminalQuery = InputOf<typeof terminalApi.list>;

/** A page of the range's terminals (kept on screen while the next loads; live events refresh it). */
export const useTerminalPage = (q: TerminalQuery) => useList(terminalApi.list, q);

/** Online, offline and pending counts of the range, or of one office's subtree. */
export const useTerminalCounts = (officeId: string | undefined) =>
  useCall(terminalApi.terminalStatusCount, officeId ? { officeId } : {});

/** Field errors show on the form: no toast. */
export const useAuthorise = () => useChange(terminalApi.authorise, { quiet: true });
export const useRename = () => useChange(terminalApi.rename);
export const usePairAgain = () => useChange(terminalApi.pairAgain);
export const useDeleteTerminals = () => useChange(terminalApi.delete);
export const useCommand = () => useChange(terminalApi.command);
