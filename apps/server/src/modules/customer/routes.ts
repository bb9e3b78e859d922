import fastifyMultipart from '@fastify/multipart';
import {
  BRAND_IMAGE_MAX_BYTES,
  brandImageQuery,
  brandImageUpload,
  customerBrandSave,
  customerChildren,
  customerId,
  customerParentQuery,
  customerSave,
  customerSearch,
  domainId,
  domainListQuery,
  domainSave,
} from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import { uploadedFile } from '../../platform/http/upload.js';
import type { DomainService } from './domains.js';
import type { BrandImageService } from './images.js';
import type { CustomerService } from './service.js';

const tags = ['customer'];
const FIGURES_NOTE =
  'terminalsOnline, terminalsTotal and storageBytes are 0 until the terminal and file modules exist.';

export function customerRoutes(
  customers: CustomerService,
  domains: DomainService,
  images: BrandImageService,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: BRAND_IMAGE_MAX_BYTES, files: 1, fields: 2 } });

    app.get(
      '/a/api/customer/searchCustomer',
      {
        config: access('sys:customer:view'),
        schema: {
          tags,
          summary: 'Customers of your range whose name contains `name`, paged, with host names and user counts',
          querystring: customerSearch,
        },
      },
      async (req) =>
        okPage(await customers.search(req.principal!, req.query.name, req.query.pageNo, req.query.pageSize)),
    );
    app.get(
      '/a/api/customer/findChild',
      {
        config: access('sys:customer:view'),
        schema: {
          tags,
          summary: 'Customers directly under office `id` (an agent or the platform; default your office), paged',
          querystring: customerChildren,
        },
      },
      async (req) =>
        okPage(await customers.children(req.principal!, req.query.id, req.query.pageNo, req.query.pageSize)),
    );
    app.get(
      '/a/api/customer/customerInfo',
      {
        config: access('sys:customer:view'),
        schema: {
          tags,
          summary: 'A customer of your range with its contact, brand and host names',
          querystring: customerId,
        },
      },
      async (req) => ok(await customers.info(req.principal!, req.query.id)),
    );
    app.get(
      '/a/api/customer/customerDynamicData',
      {
        config: access('sys:customer:view'),
        schema: {
          tags,
          summary: 'Live figures of a customer: users, sub-offices, terminals online/total, storage bytes',
          description: FIGURES_NOTE,
          querystring: customerId,
        },
      },
      async (req) => ok(await customers.figures(req.principal!, req.query.id)),
    );
    app.get(
      '/a/api/customer/parentOptions',
      {
        config: access('sys:customer:edit'),
        schema: {
          tags,
          summary: 'Where you may create customers: the platform and the agents of your range, paged',
          querystring: customerParentQuery,
        },
      },
      async (req) =>
        okPage(await customers.parents(req.principal!, req.query.name, req.query.pageNo, req.query.pageSize)),
    );
    app.post(
      '/a/api/customer/save',
      {
        config: access('sys:customer:edit'),
        schema: {
          tags,
          summary:
            'Create a customer (no id) under `parentId` (an agent or the platform; default your office), ' +
            'optionally with its first customer administrator; or edit name, remarks and contact',
          body: customerSave,
        },
      },
      async (req) => ok(await customers.save(req.principal!, req.body, metaOf(req), await req.permissions())),
    );
    app.post(
      '/a/api/customer/saveBrand',
      {
        config: access('sys:customer:personal'),
        schema: {
          tags,
          summary: "Switch a customer's own brand on (personalType 1) or off and write its fields",
          description:
            'footerLinks: JSON array of {title, href}; languages: comma-joined codes; defaultLanguage: one of ' +
            'them or empty (the browser decides). Logo and icon are http(s) addresses.',
          body: customerBrandSave,
        },
      },
      async (req) => ok(await customers.saveBrand(req.principal!, req.body, metaOf(req))),
    );
    app.post(
      '/a/api/customer/uploadBrandImage',
      {
        config: access('sys:customer:personal'),
        schema: {
          tags,
          summary: `Upload a logo or icon for a customer of your range: multipart \`file\`, PNG, JPEG, GIF or WebP up to ${BRAND_IMAGE_MAX_BYTES / 1024 / 1024} MB; answers its address for saveBrand`,
          consumes: ['multipart/form-data'],
          querystring: brandImageUpload,
        },
      },
      async (req) => ok(await images.upload(req.principal!, req.query.id, await uploadedFile(req), metaOf(req))),
    );
    app.get(
      '/f/common/brandImage',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'A picture uploaded for a customer brand, by its MD5 (public: sign-in pages show it)',
          querystring: brandImageQuery,
        },
      },
      async (req, reply) => {
        const img = await images.read(req.query.md5);
        // The address is the content's MD5: it never changes.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .type(img.type)
          .send(img.bytes);
      },
    );
    app.get(
      '/a/api/customer/imgSetting',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'The brand of your customer when it has its own brand on, else the brand of the host',
        },
      },
      async (req) => ok(await customers.imgSetting(req.principal!, req.headers.host)),
    );

    app.get(
      '/a/api/customer/domainList',
      {
        config: access('sys:domain:view'),
        schema: {
          tags,
          summary: 'Customers of your range with their host names, paged; `name` matches a customer or a host name',
          querystring: domainListQuery,
        },
      },
      async (req) => okPage(await domains.page(req.principal!, req.query.name, req.query.pageNo, req.query.pageSize)),
    );
    app.post(
      '/a/api/customer/saveDomain',
      {
        config: access('sys:domain:edit'),
        schema: {
          tags,
          summary: 'Bind a host name to a customer of your range (unique in the platform, regardless of case)',
          body: domainSave,
        },
      },
      async (req) => ok(await domains.bind(req.principal!, req.body.customerId, req.body.host, metaOf(req))),
    );
    app.post(
      '/a/api/customer/deleteDomain',
      {
        config: access('sys:domain:edit'),
        schema: { tags, summary: 'Remove a host name of a customer of your range', body: domainId },
      },
      async (req) => {
        await domains.unbind(req.principal!, req.body.id, metaOf(req));
        return ok();
      },
    );
  };
}
