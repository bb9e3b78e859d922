import { playPlanPublishApi, publishApi, publishMessageApi } from '@apm/contract';
import type { TerminalCalls } from '../TerminalChooser';
import type { PublishKind } from './target';

/** The terminal chooser's calls of messages: the message module's own (its permission). */
export const MESSAGE_TERMINAL_CALLS: TerminalCalls = {
  officeTreeMap: publishMessageApi.groupsterminals,
  groupTreeMap: publishMessageApi.groupTreeMap,
  terminalSelect: publishMessageApi.terminalSelect,
};

/** The terminal chooser's calls of each kind (the same terminals, each under its kind's permission). */
export const TERMINAL_CALLS: Record<PublishKind, TerminalCalls> = {
  program: publishApi,
  plan: playPlanPublishApi,
  message: MESSAGE_TERMINAL_CALLS,
};
