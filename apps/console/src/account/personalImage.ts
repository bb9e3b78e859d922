import { fileInfoApi, type PersonalImageUse } from '@apm/contract';
import { call } from '../api/client';
import { hashFile } from '../files/hashFile';

/**
 * Avatars and brand pictures go in MD5 first (uploaderPersonalImgMD5Check): when a picture with
 * those bytes is stored within the user's range already, the server uses it at once and nothing is
 * sent; otherwise `send` uploads the file as before. A file over `maxBytes`, or a check that fails,
 * goes straight to `send`, whose answer says what is wrong.
 */
export async function personalImage(
  file: File,
  o: { use: PersonalImageUse; customerId?: string; maxBytes: number; onProgress: (percent: number) => void },
  send: () => Promise<string>,
): Promise<string> {
  if (file.size === 0 || file.size > o.maxBytes) return send();
  try {
    const { md5 } = await hashFile(file, file.size, () => undefined);
    const r = await call(fileInfoApi.uploaderPersonalImgMD5Check, {
      md5,
      size: file.size,
      use: o.use,
      ...(o.customerId && { customerId: o.customerId }),
    });
    if (r.jsonObject.state === 'done') {
      o.onProgress(100);
      return r.jsonObject.url;
    }
  } catch {
    // The check only spares a transfer: the upload itself decides.
  }
  return send();
}
