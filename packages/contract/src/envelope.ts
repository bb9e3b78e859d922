import { z } from 'zod/mini';
import { pageNo } from './inputs.js';

/** Every response: `{ code, message, jsonObject?, data? }`; code 0 is success. */
export interface Envelope<J = unknown, D = unknown> {
  code: number;
  message: string;
  jsonObject?: J;
  data?: D;
}

/** A field that failed validation, sent in `data.fields` with code 400. */
export interface FieldError {
  field: string;
  message: string;
}

/** One page of a list. */
export interface Page<T> {
  list: T[];
  count: number;
  pageNo: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 200;

/** Paging parameters every list call takes (1-based pageNo). */
export const pageQuery = z.object({
  pageNo: pageNo(),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), 20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The header the console sends with every call: the browser's IANA time zone. */
export const TIME_ZONE_HEADER = 'x-time-zone';
/** The header the console sends so that the server can tell it from a cross-site form. */
export const CONSOLE_HEADER = 'x-requested-with';
export const CONSOLE_HEADER_VALUE = 'apm-console';
/** The session cookie (spec 4) and its sliding lifetime. */
export const SESSION_COOKIE = 'Authorization';
export const SESSION_TTL_MS = 7_200_000;
export const API_PREFIX = '/apm-web';
