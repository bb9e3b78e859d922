import { agentId, agentListQuery, agentOpen, agentUsersQuery } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { AgentService } from './agents.js';

const tags = ['office'];
const PLATFORM_ONLY = 'Platform administrators only (users of the platform office).';

export function agentRoutes(agents: AgentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/office/agentList',
      {
        config: access('sys:agent:view'),
        schema: {
          tags,
          summary: 'Agents, paged, by name, with their customer and user counts',
          description: PLATFORM_ONLY,
          querystring: agentListQuery,
        },
      },
      async (req) => okPage(await agents.list(req.principal!, req.query.name, req.query.pageNo, req.query.pageSize)),
    );
    app.get(
      '/a/api/office/agentCandidates',
      {
        config: access('sys:agent:view'),
        schema: {
          tags,
          summary: 'Offices directly under the platform, holding no customers, that can be opened as agents',
          description: PLATFORM_ONLY,
          querystring: agentListQuery,
        },
      },
      async (req) =>
        okPage(await agents.candidates(req.principal!, req.query.name, req.query.pageNo, req.query.pageSize)),
    );
    app.get(
      '/a/api/office/agentUsers',
      {
        config: access('sys:agent:view'),
        schema: {
          tags,
          summary: 'The users of an agent office itself, paged, with their roles',
          description: PLATFORM_ONLY,
          querystring: agentUsersQuery,
        },
      },
      async (req) => okPage(await agents.users(req.principal!, req.query.id, req.query.pageNo, req.query.pageSize)),
    );
    app.post(
      '/a/api/office/openAgentOffice',
      {
        config: access('sys:agent:edit'),
        schema: {
          tags,
          summary: 'Open an office as an agent, optionally with its first agent administrator',
          description: `${PLATFORM_ONLY} The office must be of type office, directly under the platform, holding no customers.`,
          body: agentOpen,
        },
      },
      async (req) => ok(await agents.open(req.principal!, req.body, metaOf(req), await req.permissions())),
    );
    app.post(
      '/a/api/office/closeAgentOffice',
      {
        config: access('sys:agent:edit'),
        schema: {
          tags,
          summary: 'Close an agent (it becomes a plain office); refused with 409 and {customers} while it has any',
          description: PLATFORM_ONLY,
          body: agentId,
        },
      },
      async (req) => {
        await agents.close(req.principal!, req.body.id, metaOf(req));
        return ok();
      },
    );
  };
}
