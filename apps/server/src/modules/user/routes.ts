import { phoneOrEmail, userIdQuery, userIds, userInfo, userListQuery, userSave } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { UserManagement } from './management.js';
import type { UserService } from './service.js';

const tags = ['user'];

export function userRoutes(users: UserService, manage: UserManagement): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/user/getUserInfo',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'The signed-in user: profile, permissions [{id, operation}] and roles [{id, operation}]',
          description: `jsonObject: ${Object.keys(userInfo.shape).join(', ')}`,
        },
      },
      async (req) => ok(await users.info(req.principal!.userId, req.principal!.expiresAt)),
    );

    app.get(
      '/a/api/user/usereList',
      {
        config: access('sys:user:view'),
        schema: {
          tags,
          summary: 'Users of your range, paged; filter by office (with its subtree), name, login name, status',
          querystring: userListQuery,
        },
      },
      async (req) => okPage(await manage.list(req.principal!, req.query)),
    );

    app.post(
      '/a/api/user/save',
      {
        config: access('sys:user:edit'),
        schema: {
          tags,
          summary: 'Create a user (no id) or edit one; a password on edit resets it (needs sys:user:resetPwd)',
          body: userSave,
        },
      },
      async (req) => ok(await manage.save(req.principal!, req.body, metaOf(req), await req.permissions())),
    );

    app.post(
      '/a/api/user/delete',
      {
        config: access('sys:user:delete'),
        schema: { tags, summary: 'Delete users (comma-joined ids) of your range; never yourself', body: userIds },
      },
      async (req) => {
        await manage.remove(req.principal!, req.body.ids, metaOf(req));
        return ok();
      },
    );

    app.get(
      '/a/api/user/allRoleList',
      {
        config: access('sys:user:view'),
        schema: {
          tags,
          summary: 'The roles you may assign (to a user of officeId: those offered there)',
          querystring: z.object({ officeId: z.string().trim().min(1).max(64).optional() }),
        },
      },
      async (req) => ok(await manage.assignableRoles(req.principal!, req.query.officeId)),
    );

    app.get(
      '/a/api/user/roleListByUserId',
      {
        config: access('sys:user:view'),
        schema: { tags, summary: 'The roles of a user of your range', querystring: userIdQuery },
      },
      async (req) => ok(await manage.rolesOf(req.principal!, req.query.userId)),
    );

    app.get(
      '/a/api/user/rolesByUserId',
      {
        config: access('sys:user:view'),
        schema: { tags, summary: 'The role ids of a user of your range', querystring: userIdQuery },
      },
      async (req) => ok((await manage.rolesOf(req.principal!, req.query.userId)).map((r) => r.id)),
    );

    app.post(
      '/a/api/user/checkPhoneOrEmail',
      {
        config: access('sys:user:view'),
        schema: { tags, summary: 'Whether an e-mail or phone belongs to another user than `id`', body: phoneOrEmail },
      },
      async (req) =>
        ok(await manage.taken(req.principal!, { email: req.body.email, phone: req.body.phone, exceptId: req.body.id })),
    );
  };
}
