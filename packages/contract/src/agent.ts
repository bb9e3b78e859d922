import { z } from 'zod/mini';
import { pageNo as pageNumber, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { checkFirstAdmin, firstAdminFields } from './customer.js';
import { endpoints, pageOf } from './endpoint.js';

const id = requiredLine(64);
const pageNo = pageNumber();
const pageSize = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20);
const count = z.int().check(z.nonnegative());

/** GET /a/api/office/agentList and agentCandidates: paged, filtered by name. */
export const agentListQuery = z.object({ name: withDefault(trimmedLine(100), ''), pageNo, pageSize });

/** An agent (reseller): an office directly under the platform opened as an agent. */
export const agentItem = z.object({
  id: z.string(),
  name: z.string(),
  remarks: z.string(),
  /** Customers in its subtree. */
  customers: count,
  /** Users of the agent office itself (its administrators and staff). */
  users: count,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AgentItem = z.infer<typeof agentItem>;
export const agentPage = pageOf(agentItem);

/** An office directly under the platform, holding no customers, that can be opened as an agent. */
export const agentCandidate = z.object({
  id: z.string(),
  name: z.string(),
  remarks: z.string(),
  /** Users in its subtree, and offices below it. */
  users: count,
  offices: count,
});
export type AgentCandidate = z.infer<typeof agentCandidate>;
export const agentCandidatePage = pageOf(agentCandidate);

/** POST /a/api/office/openAgentOffice: opens office `id` as an agent, optionally with its first administrator. */
export const agentOpen = z.object({ id, ...firstAdminFields }).check(z.superRefine(checkFirstAdmin));
export type AgentOpen = z.infer<typeof agentOpen>;

/** POST /a/api/office/closeAgentOffice. */
export const agentId = z.object({ id });

/** GET /a/api/office/agentUsers: the users of the agent office itself, paged. */
export const agentUsersQuery = z.object({ id, pageNo, pageSize });
export const agentUser = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['active', 'disabled']),
  roleNames: z.array(z.string()),
  loginDate: z.nullable(z.number()),
});
export type AgentUser = z.infer<typeof agentUser>;
export const agentUserPage = pageOf(agentUser);

/** jsonObject of a refused closeAgentOffice: the agent still has customers. */
export const agentHoldings = z.object({ customers: count });

const PLATFORM_ONLY = 'Platform administrators only (users of the platform office).';

/** The calls of agent opening (/a/api/office, tag office): platform administrators only. */
export const agentApi = endpoints('office', {
  agentList: {
    method: 'GET',
    path: '/a/api/office/agentList',
    access: 'sys:agent:view',
    summary: 'Agents, paged, by name, with their customer and user counts',
    description: PLATFORM_ONLY,
    input: agentListQuery,
    answer: { data: agentPage },
  },
  agentCandidates: {
    method: 'GET',
    path: '/a/api/office/agentCandidates',
    access: 'sys:agent:view',
    summary: 'Offices directly under the platform, holding no customers, that can be opened as agents',
    description: PLATFORM_ONLY,
    input: agentListQuery,
    answer: { data: agentCandidatePage },
  },
  agentUsers: {
    method: 'GET',
    path: '/a/api/office/agentUsers',
    access: 'sys:agent:view',
    summary: 'The users of an agent office itself, paged, with their roles',
    description: PLATFORM_ONLY,
    input: agentUsersQuery,
    answer: { data: agentUserPage },
  },
  openAgentOffice: {
    method: 'POST',
    path: '/a/api/office/openAgentOffice',
    access: 'sys:agent:edit',
    summary: 'Open an office as an agent, optionally with its first agent administrator',
    description: `${PLATFORM_ONLY} The office must be of type office, directly under the platform, holding no customers.`,
    input: agentOpen,
    answer: { jsonObject: z.object({ id: z.string() }) },
  },
  closeAgentOffice: {
    method: 'POST',
    path: '/a/api/office/closeAgentOffice',
    access: 'sys:agent:edit',
    summary: 'Close an agent (it becomes a plain office); refused with 409 and {customers} while it has any',
    description: PLATFORM_ONLY,
    input: agentId,
  },
});
