import { materialLibraryApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { LibraryService } from './library-service.js';

export function libraryRoutes(library: LibraryService) {
  return [
    route(api.folderTree, async (req) => ({ jsonObject: await library.folderTree(req.principal, req.input.officeId) })),
    route(api.folderSave, async (req) => ({
      jsonObject: await library.folderSave(req.principal, req.input, metaOf(req)),
    })),
    route(api.folderDelete, async (req) => {
      await library.folderDelete(req.principal, req.input.id, metaOf(req));
      return {};
    }),
    route(api.rename, async (req) => ({
      jsonObject: await library.rename(req.principal, req.input.id, req.input.name, metaOf(req)),
    })),
    route(api.paste, async (req) => ({ jsonObject: await library.paste(req.principal, req.input, metaOf(req)) })),
    route(api.details, async (req) => ({ jsonObject: await library.details(req.principal, req.input.id) })),
    route(api.uploaders, async (req) => ({ jsonObject: await library.uploaders(req.principal, req.input.officeId) })),
  ];
}
