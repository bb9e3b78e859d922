import { quotaExceeded } from '@apm/contract';
import { ApiError } from '../api/ApiError';
import { errorText, type Translate } from '../api/errorText';
import { formatBytes } from '../components/bytes';
import type { TFunction } from '../i18n/texts';
import { UploadRefused, uploadProblemOf } from './uploader';

/** Why a file failed: a reason of the contract's UPLOAD_PROBLEMS (worded by the page), or a message. */
export interface UploadFailure {
  reason?: string;
  values?: Record<string, string | number>;
  /** An API error's code (its text is the console's), or none for a fault of the browser. */
  code?: number;
  status?: number;
  message?: string;
}

/** The free and needed bytes of a quotaExceeded refusal (its jsonObject), for the upload's message. */
export function quotaValuesOf(err: unknown): { free: number; needed: number } | undefined {
  const parsed = quotaExceeded.safeParse(err instanceof ApiError ? err.jsonObject : undefined);
  return parsed.success ? { free: parsed.data.freeBytes, needed: parsed.data.neededBytes } : undefined;
}

/** What went wrong, kept as data (the queue is stored): a reason of the contract's, or the error's message. */
export function failureOf(err: unknown): UploadFailure {
  if (err instanceof UploadRefused) return { reason: err.reason, values: err.values };
  const reason = uploadProblemOf(err);
  if (reason) {
    const quota = reason === 'quotaExceeded' ? quotaValuesOf(err) : undefined;
    return quota ? { reason, values: quota } : { reason };
  }
  if (err instanceof ApiError) return { code: err.code, status: err.status, message: err.message };
  return { message: err instanceof Error ? err.message : String(err) };
}

/** The text that tells a user why an upload of a file of `size` bytes failed (`limit`: the upload limit in force). */
export function failureText(
  f: UploadFailure,
  file: { size: number; limit: number | undefined },
  t: TFunction,
  translate: Translate,
): string {
  if (f.reason) {
    return t(`material.uploadProblems.${f.reason}`, {
      size: formatBytes(Number(f.values?.size ?? file.size)),
      limit: formatBytes(Number(f.values?.limit ?? file.limit ?? 0)),
      free: formatBytes(Number(f.values?.free ?? 0)),
      needed: formatBytes(Number(f.values?.needed ?? file.size)),
    });
  }
  if (f.code !== undefined) return errorText(new ApiError(f.code, f.message ?? '', f.status ?? 0), translate);
  return errorText(undefined, translate);
}
