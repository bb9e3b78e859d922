import {
  EMERGENCY_PERMISSION,
  publishMessageApi,
  terminalApi,
  terminalGroupApi,
  terminalSetApi,
  timelineApi,
  TIMELINES_PAGE_MAX,
  type InputOf,
  type Permission,
} from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Permissions of the page (menu catalogue: terminalMonitor) and its actions. */
export const TERMINAL_VIEW: Permission = 'terminal:monitor:view';
export const TERMINAL_EDIT: Permission = 'terminal:monitor:edit';
export const TERMINAL_DELETE: Permission = 'terminal:monitor:delete';
export const TERMINAL_CONTROL: Permission = 'terminal:monitor:control';
/** Sending a saved message to a terminal now, and taking an emergency one off it. */
export const MESSAGE_PUBLISH: Permission = 'content:message:publish';
export const MESSAGE_EMERGENCY: Permission = EMERGENCY_PERMISSION;
/** Playing a program now on terminals. */
export const PROGRAM_PUBLISH: Permission = 'content:program:publish';

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

/** A page of the range's terminal groups, by name. */
export const useGroups = (q: InputOf<typeof terminalGroupApi.groupTree>) => useList(terminalGroupApi.groupTree, q);
/** The drawer's form shows refusals on its field: no toast. */
export const useSaveGroup = () => useChange(terminalGroupApi.saveTerminalGroup, { quiet: true });
export const useDeleteGroup = () => useChange(terminalGroupApi.deleteTerminalGroup);
/** The move dialog says a refusal itself. */
export const useMoveToGroup = () => useChange(terminalGroupApi.updateTerminalGroup, { quiet: true });

/** The programs a terminal holds (with their plan and delivery state) and the messages it holds; live events refresh them. */
export const useTerminalPrograms = (terminalId: string) => useCall(terminalSetApi.getRltPrograms, { terminalId });
export const useTerminalMessages = (terminalId: string) =>
  useCall(terminalSetApi.getCurTerminalMessage, { terminalId });

/** Taking a message off one terminal: the message lists change too. */
export const useRemoveTerminalMessage = () => useChange(terminalSetApi.deleteTerminalMessage, { refresh: ['message'] });

/** Sending a saved message to terminals from now. */
export const useMessagePlayNow = () => useChange(terminalSetApi.doMessagePlayNow, { refresh: ['message'] });

/** How many saved messages the send dialog lists at once (the name search narrows them). */
export const MESSAGE_CHOICES = 20;

/** Saved messages (not deleted) by name, to send one to a terminal. */
export const useMessageChoices = (name: string) =>
  useList(publishMessageApi.list, { pageNo: 1, pageSize: MESSAGE_CHOICES, name, deleted: 'false' });

/** Telling terminals to fetch their content again, and clearing everything published to them. */
export const useRefreshContent = () => useChange(terminalSetApi.refreshTerminalPrograms);
export const useClearContent = () => useChange(terminalSetApi.doClearProgram, { refresh: ['message', 'terminal'] });

/** Playing a program now on terminals for a while: what the terminals play (their list) changes too. */
export const useProgramPlayNow = () => useChange(terminalSetApi.doProgramPlayNow, { refresh: ['terminal'] });

/** The program a terminal plays now by hand, and until when (null: none); refreshed with its content. */
export const usePlayNowSet = (terminalId: string) => useCall(terminalSetApi.doProgramPlaySet, { terminalId });

/** How many programs the play-now dialog lists at once (the name search narrows them). */
export const PROGRAM_CHOICES = 20;

/** Programs of the range by name, to play one on terminals now. */
export const useProgramChoices = (name: string) =>
  useList(terminalSetApi.onlyProgramList, { pageNo: 1, pageSize: PROGRAM_CHOICES, name });

/** The page sizes the timelines offer (the server takes at most TIMELINES_PAGE_MAX). */
export const TIMELINES_PAGE_SIZES = [10, 20, TIMELINES_PAGE_MAX];

export type TimelinesQuery = InputOf<typeof timelineApi.timelines>;

/** A page of the timelines of an office's terminals (kept on screen while the next loads; the drawer says failures). */
export const useTerminalTimelines = (q: TimelinesQuery) =>
  useCall(timelineApi.timelines, q, { keepPrevious: true, quiet: true });
