import { agentApi, agentHoldings, ErrorCodes, type Permission } from '@apm/contract';
import { ApiError } from '../../api/ApiError';
import { useChange, useList } from '../../api/hooks';
import type { NameQuery } from '../../components/pagedTable';

/** Permissions of the page (menu catalogue: agentOpening) and its actions. */
export const AGENT_VIEW: Permission = 'sys:agent:view';
export const AGENT_EDIT: Permission = 'sys:agent:edit';

/** An agent opened or closed changes where customers may go (tag customer) as well as the agent lists. */
const AGENTS_AND_CUSTOMERS = ['customer'];

export interface OpenValues {
  id: string;
  adminLoginName: string;
  adminName: string;
  adminPassword: string;
  adminEmail: string;
}

export const useAgentPage = (q: NameQuery) => useList(agentApi.agentList, q);

export const useCandidatePage = (q: NameQuery) => useList(agentApi.agentCandidates, q);

export const useAgentUsers = (id: string | undefined, pageNo: number, pageSize: number) =>
  useList(agentApi.agentUsers, { id: id ?? '', pageNo, pageSize }, { enabled: id !== undefined });

/** Field errors are shown on the form, so no toast. */
export const useOpenAgent = () => useChange(agentApi.openAgentOffice, { quiet: true, refresh: AGENTS_AND_CUSTOMERS });

/** The page explains a refusal itself. */
export const useCloseAgent = () => useChange(agentApi.closeAgentOffice, { quiet: true, refresh: AGENTS_AND_CUSTOMERS });

/** How many customers an agent still has, when the server refused to close it for that reason. */
export function closeRefusal(err: unknown): number | undefined {
  if (!(err instanceof ApiError) || err.code !== ErrorCodes.CONFLICT.code) return undefined;
  const parsed = agentHoldings.safeParse(err.jsonObject);
  return parsed.success ? parsed.data.customers : undefined;
}
