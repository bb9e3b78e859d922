import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import type { BrandService } from './service.js';

export function brandRoutes(brands: BrandService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/f/common/brand',
      {
        config: access('public'),
        schema: {
          tags: ['system'],
          summary: 'The brand of the host the console is opened on (title, logo, languages, links)',
          description:
            "A customer's host name shows that customer's own brand once it is switched on; otherwise " +
            'the brand of the built-in configuration (BRANDS_FILE) for the host, else the default.',
        },
      },
      async (req) => ok(await brands.brandFor(req.headers.host)),
    );
  };
}
