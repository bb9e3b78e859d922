import { fileInfoApi as api, WIDGET_IMAGE_MAX_BYTES } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import { uploadedFile } from '../../platform/http/upload.js';
import type { Services } from '../../platform/module.js';
import { sendFile } from './routes.js';

/** The other calls of spec 7's /a/api/fileInfosa/ (contract fileInfo.ts; docs/api.md "Materials"). */
export function fileInfoRoutes(s: Services) {
  const files = s.fileInfo;
  return [
    route(api.uploaderWidgetImgMD5Check, async (req) => ({
      jsonObject: await s.uploads.check(req.principal, req.input, {
        purpose: 'image',
        maxBytes: WIDGET_IMAGE_MAX_BYTES,
      }),
    })),
    route(api.uploaderPersonalImgMD5Check, async (req) => ({
      jsonObject: await files.personalImage(
        req.principal,
        req.input,
        async () => (await req.permissions()).has('sys:customer:personal'),
        metaOf(req),
      ),
    })),
    route(api.uploadThumb, async (req) => ({
      jsonObject: await files.customThumb(req.principal, req.input.id, await uploadedFile(req), metaOf(req)),
    })),
    route(api.getFileHandlex, async (req, reply) => {
      const f = await s.materials.file(req.principal, { id: req.input.id, variant: 'file', page: 0 });
      return sendFile(req, reply, f, undefined, 'attachment');
    }),
    route(api.findScreenshotBytreeIdAndType, async (req) => ({
      jsonObject: { list: await files.screenshots(req.principal, req.input.treeId, req.input.type) },
    })),
  ];
}
