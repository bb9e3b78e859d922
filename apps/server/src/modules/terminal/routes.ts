import { terminalApi as api, terminalGroupApi as groupApi, terminalProtocolApi as device } from '@apm/contract';
import type { FastifyRequest } from 'fastify';
import { now } from '../../platform/clock.js';
import { metaOf } from '../../platform/http/meta.js';
import { route, type Route } from '../../platform/http/route.js';
import { refusal, type DeviceService } from './device.js';
import { bearerOf } from './secrets.js';
import type { TerminalGroupService } from './groups.js';
import type { TerminalService } from './service.js';

/** The protocol's HTTP calls (docs/terminal-protocol.md sections 2, 3, 5, 6). */
export function protocolRoutes(devices: DeviceService): Route[] {
  /** The terminal of the call's `Authorization: Bearer <terminalId>.<secret>`. */
  const terminalOf = async (req: FastifyRequest) => {
    const b = bearerOf(req.headers.authorization);
    if (!b) throw refusal('unauthorised');
    const t = await devices.authenticate(b.terminalId, b.secret);
    await devices.heardOver(t, now());
    return t;
  };

  return [
    route(device.register, async (req) => ({ jsonObject: await devices.register(req.input, req.ip) })),

    route(device.manifest, async (req, reply) => {
      const t = await terminalOf(req);
      const m = await devices.manifest(t, req.headers['if-none-match']);
      reply.header('cache-control', 'no-cache');
      if (m === 'notModified') return reply.code(304).send() as never;
      reply.header('etag', `"${m.version}"`);
      return { jsonObject: m };
    }),

    route(device.report, async (req) => {
      const t = await terminalOf(req);
      const stored = { ...t };
      for (const m of req.input.messages) await devices.report(t, stored, m);
    }),

    route(device.file, async (req, reply) => {
      const f = await devices.file((req.params as { md5?: string }).md5 ?? '', req.input, req.headers.range);
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', `"${f.md5}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-type', 'application/octet-stream');
      if (f.range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${f.size}`).send();
      const stream = await f.open();
      if (!f.range) return reply.header('content-length', f.size).send(stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${f.range.start}-${f.range.end}/${f.size}`)
        .header('content-length', f.range.end - f.range.start + 1)
        .send(stream);
    }),
  ];
}

/** The console's calls about terminals (/a/api/terminal). */
export function terminalRoutes(terminals: TerminalService, groups: TerminalGroupService): Route[] {
  return [
    route(api.list, async (req) => ({ data: await terminals.list(req.principal, req.input) })),
    route(api.terminalStatusCount, async (req) => ({
      jsonObject: await terminals.counts(req.principal, req.input.officeId),
    })),
    route(api.terminalDetails, async (req) => ({ jsonObject: await terminals.details(req.principal, req.input.id) })),
    route(api.search, async (req) => ({ data: await terminals.search(req.principal, req.input) })),
    route(api.findTerminalStatus, async (req) => ({
      jsonObject: await terminals.status(req.principal, req.input.id),
    })),
    route(api.findTerminalStatusArray, async (req) => ({
      jsonObject: await terminals.statuses(req.principal, req.input.ids),
    })),
    route(api.authorise, async (req) => ({
      jsonObject: await terminals.authorise(req.principal, req.input, metaOf(req)),
    })),
    route(api.rename, async (req) => {
      await terminals.rename(req.principal, req.input.id, req.input.name, metaOf(req));
    }),
    route(api.pairAgain, async (req) => {
      await terminals.pairAgain(req.principal, req.input.id, metaOf(req));
    }),
    route(api.delete, async (req) => ({
      jsonObject: await terminals.remove(req.principal, req.input.ids, metaOf(req)),
    })),
    route(api.command, async (req) => ({
      jsonObject: await terminals.command(req.principal, req.input, metaOf(req)),
    })),
    route(groupApi.groupTree, async (req) => ({ data: await groups.list(req.principal, req.input) })),
    route(groupApi.saveTerminalGroup, async (req) => ({
      jsonObject: await groups.save(req.principal, metaOf(req), req.input),
    })),
    route(groupApi.deleteTerminalGroup, async (req) => {
      await groups.remove(req.principal, metaOf(req), req.input.id);
    }),
    route(groupApi.updateTerminalGroup, async (req) => ({
      jsonObject: await groups.move(req.principal, metaOf(req), req.input),
    })),
  ];
}
