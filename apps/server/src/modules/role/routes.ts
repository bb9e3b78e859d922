import { roleIdQuery, roleListQuery, roleOfficeQuery, roleSave } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { RoleService } from './service.js';

const tags = ['role'];

export function roleRoutes(roles: RoleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/role/list',
      {
        config: access('sys:role:view'),
        schema: {
          tags,
          summary:
            'Roles of your range (built-in ones, those of offices in range or above it), paged; keyword: name or code',
          querystring: roleListQuery,
        },
      },
      async (req) => okPage(await roles.list(req.principal!, req.query)),
    );

    app.get(
      '/a/api/role/detail',
      {
        config: access('sys:role:view'),
        schema: { tags, summary: 'A role with the menu entries and permissions it grants', querystring: roleIdQuery },
      },
      async (req) => ok(await roles.detail(req.principal!, req.query.id)),
    );

    app.get(
      '/a/api/role/menuTree',
      {
        config: access('sys:role:view'),
        schema: { tags, summary: 'The menu and button tree you may grant (the permissions you hold)' },
      },
      async (req) => ok(await roles.menuTree(req.principal!)),
    );

    app.get(
      '/a/api/role/officeTree',
      {
        config: access('sys:role:view'),
        schema: {
          tags,
          summary: 'One level of the offices a role may belong to (no id: the root of your range)',
          querystring: roleOfficeQuery,
        },
      },
      async (req) => ok(await roles.officeTree(req.principal!, req.query.id)),
    );

    app.post(
      '/a/api/role/save',
      {
        config: access('sys:role:edit'),
        schema: {
          tags,
          summary: 'Create (no id) or edit a custom role: name, code, office, data scope, remarks, menu entries',
          body: roleSave,
        },
      },
      async (req) => ok(await roles.save(req.principal!, req.body, metaOf(req))),
    );

    app.post(
      '/a/api/role/delete',
      {
        config: access('sys:role:delete'),
        schema: { tags, summary: 'Delete a custom role nobody holds', body: roleIdQuery },
      },
      async (req) => {
        await roles.remove(req.principal!, req.body.id, metaOf(req));
        return ok();
      },
    );
  };
}
