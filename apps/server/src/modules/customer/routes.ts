import { customerApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import { uploadedFile } from '../../platform/http/upload.js';
import type { DomainService } from './domains.js';
import type { BrandImageService } from './images.js';
import type { CustomerService } from './service.js';

export function customerRoutes(customers: CustomerService, domains: DomainService, images: BrandImageService) {
  return [
    route(api.searchCustomer, async (req) => ({
      data: await customers.search(req.principal, req.input.name, req.input.pageNo, req.input.pageSize),
    })),
    route(api.findChild, async (req) => ({
      data: await customers.children(req.principal, req.input.id, req.input.pageNo, req.input.pageSize),
    })),
    route(api.customerInfo, async (req) => ({ jsonObject: await customers.info(req.principal, req.input.id) })),
    route(api.customerDynamicData, async (req) => ({
      jsonObject: await customers.figures(req.principal, req.input.id),
    })),
    route(api.parentOptions, async (req) => ({
      data: await customers.parents(req.principal, req.input.name, req.input.pageNo, req.input.pageSize),
    })),
    route(api.save, async (req) => ({
      jsonObject: await customers.save(req.principal, req.input, metaOf(req), await req.permissions()),
    })),
    route(api.saveBrand, async (req) => ({
      jsonObject: await customers.saveBrand(req.principal, req.input, metaOf(req)),
    })),
    route(api.uploadBrandImage, async (req) => ({
      jsonObject: await images.upload(req.principal, req.input.id, await uploadedFile(req), metaOf(req)),
    })),
    route(api.brandImage, async (req, reply) => {
      const img = await images.read(req.input.md5);
      // The address is the content's MD5: it never changes.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .type(img.type)
        .send(img.bytes);
    }),
    route(api.imgSetting, async (req) => ({
      jsonObject: await customers.imgSetting(req.principal, req.headers.host),
    })),
    route(api.domainList, async (req) => ({
      data: await domains.page(req.principal, req.input.name, req.input.pageNo, req.input.pageSize),
    })),
    route(api.saveDomain, async (req) => ({
      jsonObject: await domains.bind(req.principal, req.input.customerId, req.input.host, metaOf(req)),
    })),
    route(api.deleteDomain, async (req) => {
      await domains.unbind(req.principal, req.input.id, metaOf(req));
    }),
  ];
}
