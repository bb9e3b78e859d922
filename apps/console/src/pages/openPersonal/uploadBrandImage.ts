import {
  API_PREFIX,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorCodes,
  TIME_ZONE_HEADER,
  brandImageAnswer,
} from '@apm/contract';
import { ApiError, NETWORK_ERROR } from '../../api/ApiError';

/**
 * POST /a/api/customer/uploadBrandImage (multipart) for a customer, reporting progress (0-100);
 * answers the picture's address. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadBrandImage(
  customerId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/a/api/customer/uploadBrandImage?id=${encodeURIComponent(customerId)}`);
    xhr.setRequestHeader(CONSOLE_HEADER, CONSOLE_HEADER_VALUE);
    xhr.setRequestHeader(TIME_ZONE_HEADER, Intl.DateTimeFormat().resolvedOptions().timeZone);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 'network', 0));
    xhr.onload = () => {
      let body: { code?: number; message?: string; jsonObject?: unknown; data?: unknown };
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError(ErrorCodes.INTERNAL.code, xhr.statusText, xhr.status));
        return;
      }
      const answer = brandImageAnswer.safeParse(body.jsonObject);
      if (body.code === 0 && answer.success) resolve(answer.data.url);
      else reject(new ApiError(body.code ?? xhr.status, body.message ?? '', xhr.status, body.jsonObject, body.data));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
