import { ErrorCodes, type Envelope, type ErrorName, type FieldError, type Page } from '@apm/contract';

/** A success envelope. */
export function ok<J = undefined, D = undefined>(jsonObject?: J, data?: D): Envelope<J, D> {
  const e: Envelope<J, D> = { code: 0, message: ErrorCodes.OK.text };
  if (jsonObject !== undefined) e.jsonObject = jsonObject;
  if (data !== undefined) e.data = data;
  return e;
}

/** A paged list answer: `{ code: 0, data: { list, count, pageNo, pageSize } }`. */
export function okPage<T>(page: Page<T>): Envelope<undefined, Page<T>> {
  return { code: 0, message: ErrorCodes.OK.text, data: page };
}

/** An error the client is meant to see: a code of the contract's table and what goes with it. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(
    readonly kind: ErrorName,
    readonly extra: { message?: string; jsonObject?: unknown; fields?: FieldError[] } = {},
  ) {
    super(extra.message ?? ErrorCodes[kind].text);
    this.code = ErrorCodes[kind].code;
    this.status = ErrorCodes[kind].status;
  }

  toEnvelope(): Envelope {
    const e: Envelope = { code: this.code, message: this.message };
    if (this.extra.jsonObject !== undefined) e.jsonObject = this.extra.jsonObject;
    if (this.extra.fields) e.data = { fields: this.extra.fields };
    return e;
  }
}
