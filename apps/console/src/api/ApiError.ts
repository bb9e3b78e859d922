import type { FieldError } from '@apm/contract';

/** Codes for failures where the server gave no answer; they sit outside the contract's table. */
export const NETWORK_ERROR = -1;
export const TIMEOUT_ERROR = -2;

/** A failed call: the envelope's code and message, or a client-side network/timeout code. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly jsonObject?: unknown,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Whether the server answered (as opposed to a network failure or timeout). */
  get answered(): boolean {
    return this.code !== NETWORK_ERROR && this.code !== TIMEOUT_ERROR;
  }

  /** Field errors of a validation answer (`data.fields`), empty otherwise. */
  get fields(): FieldError[] {
    const fields = (this.data as { fields?: unknown } | undefined)?.fields;
    return Array.isArray(fields) ? (fields as FieldError[]) : [];
  }
}
