import { officeChildren, officeId, officeMove, officeSave, officeSearch } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { OfficeService } from './service.js';

const tags = ['office'];

export function officeRoutes(offices: OfficeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/office/treeDataNew',
      {
        config: access('sys:office:view'),
        schema: {
          tags,
          summary: 'The institution tree, lazily: the root of your range, or the children of `id`',
          querystring: officeChildren,
        },
      },
      async (req) => ok(await offices.tree(req.principal!, req.query.id)),
    );
    app.get(
      '/a/api/office/findChild',
      {
        config: access('sys:office:view'),
        schema: { tags, summary: 'The children of office `id`', querystring: officeId },
      },
      async (req) => ok(await offices.tree(req.principal!, req.query.id)),
    );
    app.get(
      '/a/api/office/searchOffice',
      {
        config: access('sys:office:view'),
        schema: {
          tags,
          summary: 'Offices of your range whose name contains `name`, paged, with their path',
          querystring: officeSearch,
        },
      },
      async (req) => okPage(await offices.search(req.principal!, req.query.name, req.query.pageNo, req.query.pageSize)),
    );
    app.post(
      '/a/api/office/save',
      {
        config: access('sys:office:edit'),
        schema: { tags, summary: 'Create an office (no id) under `parentId`, or edit one', body: officeSave },
      },
      async (req) => ok(await offices.save(req.principal!, req.body, metaOf(req))),
    );
    app.post(
      '/a/api/office/deleteOffice',
      {
        config: access('sys:office:delete'),
        schema: { tags, summary: 'Delete an office; refused while it holds users or sub-offices', body: officeId },
      },
      async (req) => {
        await offices.remove(req.principal!, req.body.id, metaOf(req));
        return ok();
      },
    );
    app.post(
      '/a/api/office/moveinstitude',
      {
        config: access('sys:office:move'),
        schema: { tags, summary: 'Move an office and its subtree under `parentId`', body: officeMove },
      },
      async (req) => ok(await offices.move(req.principal!, req.body.id, req.body.parentId, metaOf(req))),
    );
    app.get(
      '/a/api/office/findInstantStatistics',
      {
        config: access('sys:office:view'),
        schema: {
          tags,
          summary: 'Figures of the office alone: users, sub-offices, terminals, storage',
          querystring: officeId,
        },
      },
      async (req) => ok(await offices.figures(req.principal!, req.query.id, false)),
    );
    app.get(
      '/a/api/office/officeDynamicData',
      {
        config: access('sys:office:view'),
        schema: { tags, summary: 'Figures of the office with its whole subtree', querystring: officeId },
      },
      async (req) => ok(await offices.figures(req.principal!, req.query.id, true)),
    );
  };
}
