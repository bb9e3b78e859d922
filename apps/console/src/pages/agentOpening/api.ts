import { agentCandidatePage, agentHoldings, agentPage, agentUserPage, ErrorCodes } from '@apm/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { request } from '../../api/request';
import { useSession } from '../../session/SessionContext';
import { customerKeys, fetchPage, useRefreshCustomers, type PageQuery } from '../openPersonal/api';

/** Permissions of the page (menu catalogue: agentOpening) and its actions. */
export const AGENT_VIEW = 'sys:agent:view';
export const AGENT_EDIT = 'sys:agent:edit';

/** Under the customers' keys: a new customer changes an agent's count. */
const agentKeys = {
  agents: (userId: string, q: PageQuery) => [...customerKeys.all(userId), 'agents', q] as const,
  candidates: (userId: string, q: PageQuery) => [...customerKeys.all(userId), 'agentCandidates', q] as const,
  users: (userId: string, id: string, pageNo: number, pageSize: number) =>
    [...customerKeys.all(userId), 'agentUsers', id, pageNo, pageSize] as const,
};

export interface OpenValues {
  id: string;
  adminLoginName: string;
  adminName: string;
  adminPassword: string;
  adminEmail: string;
}

export function useAgentPage(q: PageQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: agentKeys.agents(user.id, q),
    queryFn: ({ signal }) => fetchPage('/a/api/office/agentList', { ...q }, agentPage, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCandidatePage(q: PageQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: agentKeys.candidates(user.id, q),
    queryFn: ({ signal }) => fetchPage('/a/api/office/agentCandidates', { ...q }, agentCandidatePage, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgentUsers(id: string | undefined, pageNo: number, pageSize: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: agentKeys.users(user.id, id ?? '', pageNo, pageSize),
    queryFn: ({ signal }) => fetchPage('/a/api/office/agentUsers', { id, pageNo, pageSize }, agentUserPage, signal),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** POST /a/api/office/openAgentOffice; field errors are shown on the form, so no toast. */
export function useOpenAgent() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (v: OpenValues) =>
      request('/a/api/office/openAgentOffice', { method: 'POST', params: { ...v } }).then(() => undefined),
    onSuccess: refresh,
    meta: { quiet: true },
  });
}

/** POST /a/api/office/closeAgentOffice; the page explains a refusal itself. */
export function useCloseAgent() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (id: string) =>
      request('/a/api/office/closeAgentOffice', { method: 'POST', params: { id } }).then(() => undefined),
    onSuccess: refresh,
    meta: { quiet: true },
  });
}

/** How many customers an agent still has, when the server refused to close it for that reason. */
export function closeRefusal(err: unknown): number | undefined {
  if (!(err instanceof ApiError) || err.code !== ErrorCodes.CONFLICT.code) return undefined;
  const parsed = agentHoldings.safeParse(err.jsonObject);
  return parsed.success ? parsed.data.customers : undefined;
}
