import { agentApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { AgentService } from './agents.js';

export function agentRoutes(agents: AgentService) {
  return [
    route(api.agentList, async (req) => ({
      data: await agents.list(req.principal, req.input.name, req.input.pageNo, req.input.pageSize),
    })),
    route(api.agentCandidates, async (req) => ({
      data: await agents.candidates(req.principal, req.input.name, req.input.pageNo, req.input.pageSize),
    })),
    route(api.agentUsers, async (req) => ({
      data: await agents.users(req.principal, req.input.id, req.input.pageNo, req.input.pageSize),
    })),
    route(api.openAgentOffice, async (req) => ({
      jsonObject: await agents.open(req.principal, req.input, metaOf(req), await req.permissions()),
    })),
    route(api.closeAgentOffice, async (req) => {
      await agents.close(req.principal, req.input.id, metaOf(req));
    }),
  ];
}
