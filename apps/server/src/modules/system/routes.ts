import { INITIALISED, NOT_INITIALISED, sysInitRequest } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { SystemService } from './service.js';

export function systemRoutes(system: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/f/common/isSysInit',
      {
        config: access('public'),
        schema: { tags: ['system'], summary: 'Whether the system is initialised (1) or not (-1)' },
      },
      async () => ok((await system.isInitialised()) ? INITIALISED : NOT_INITIALISED),
    );

    app.post(
      '/f/common/sysInit',
      {
        config: access('public'),
        schema: {
          tags: ['system'],
          summary: 'Initialise the system: the platform office and its first administrator (once only)',
          body: sysInitRequest,
        },
      },
      async (req) => ok(await system.initialise(req.body, metaOf(req))),
    );

    app.get(
      '/f/common/getPublishKey',
      {
        config: access('public'),
        schema: { tags: ['system'], summary: 'Whether login fields are encrypted, and the RSA public key (hex)' },
      },
      async () => ok(await system.publishKey()),
    );
  };
}
