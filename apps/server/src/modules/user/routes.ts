import { userInfo } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import type { UserService } from './service.js';

export function userRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/user/getUserInfo',
      {
        config: access('login'),
        schema: {
          tags: ['user'],
          summary: 'The signed-in user: profile, permissions [{id, operation}] and roles [{id, operation}]',
          description: `jsonObject: ${Object.keys(userInfo.shape).join(', ')}`,
        },
      },
      async (req) => ok(await users.info(req.principal!.userId, req.principal!.expiresAt)),
    );
  };
}
