import { z } from 'zod/mini';
import type { Permission } from './menu.js';

/**
 * Every call of the API is defined once, here in the contract: method, path, who may call it,
 * its input and its answer. The server registers its routes from these definitions (input
 * parsed, answer checked, OpenAPI written from them) and the console calls through them (input
 * typed, answer parsed with the same schema), so the two sides cannot drift apart.
 */

/** Who may call: anyone, any signed-in user, or the holders of a permission of the catalogue. */
export type Access = 'public' | 'login' | Permission;

export type Method = 'GET' | 'POST';

/**
 * How the call travels. 'form': the input in the query (GET) or a form-encoded body (POST), a JSON
 * envelope back. 'upload': a multipart body with one file (field `file`), the other input in the
 * query, a JSON envelope back. 'download': the input in the query, the file itself back (`produces`).
 * 'events': a GET whose answer is a stream of server-sent events (text/event-stream) that stays
 * open; the handler writes the events (EventSource in the browser).
 */
export type Transport = 'form' | 'upload' | 'download' | 'events';

/** What a successful call answers besides `code` and `message`: envelope fields and their schemas. */
export interface AnswerShape {
  jsonObject?: z.ZodMiniType;
  data?: z.ZodMiniType;
  /** Top-level fields the spec names besides jsonObject and data (e.g. `messageList`). */
  extra?: Record<string, z.ZodMiniType>;
}

export interface Endpoint<I extends z.ZodMiniType = z.ZodMiniType, A extends AnswerShape = AnswerShape> {
  method: Method;
  /** Under API_PREFIX. */
  path: string;
  access: Access;
  /** One line for the API description. */
  summary: string;
  /** More for the API description, when one line is not enough. */
  description?: string;
  /** Group of the API description (the module). */
  tag: string;
  /** Query (GET, uploads, downloads) or form body (POST). */
  input: I;
  answer: A;
  transport: Transport;
  /** Content type of a download. */
  produces?: string;
  /** A GET that changes state (the spec fixes a few): it gets the same-origin check of a POST. */
  changesState?: boolean;
  /** A call a user whose password expired may still make (the forced change itself). */
  allowExpiredPassword?: boolean;
  /**
   * A call of a device, not of a browser with a session (the terminal protocol): access 'public',
   * no session cookie is read, so there is nothing a cross-site request could ride on and no
   * same-origin check; the device proves itself with its own credentials in the handler.
   */
  device?: boolean;
  /** Largest upload in bytes (uploads), or largest form body (forms; otherwise the server's 1 MiB). */
  maxBytes?: number;
}

/** An input schema for calls that take none. */
export const noInput = z.object({});

type Definition<I extends z.ZodMiniType, A extends AnswerShape> = Omit<
  Endpoint<I, A>,
  'input' | 'answer' | 'transport' | 'tag'
> & {
  input?: I;
  answer?: A;
  transport?: Transport;
};

/**
 * Defines the calls of one module (`tag`): `endpoints('user', { usereList: { method: 'GET', ... } })`.
 * A call without input takes none; one without answer answers only code and message.
 */
export function endpoints<const D extends Record<string, Definition<z.ZodMiniType, AnswerShape>>>(
  tag: string,
  defs: D,
): {
  [K in keyof D]: Endpoint<
    D[K]['input'] extends z.ZodMiniType ? D[K]['input'] : typeof noInput,
    D[K]['answer'] extends AnswerShape ? D[K]['answer'] : Record<never, never>
  >;
} {
  const out: Record<string, Endpoint> = {};
  for (const [name, d] of Object.entries(defs)) {
    out[name] = { transport: 'form', ...d, tag, input: d.input ?? noInput, answer: d.answer ?? {} };
  }
  return out as never;
}

type Field<A, K extends string> = A extends { [k in K]: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
type Extra<A> = A extends { extra: infer X extends Record<string, z.ZodMiniType> }
  ? { [K in keyof X]: z.output<X[K]> }
  : unknown;

/** What a successful call answers: the envelope's fields the endpoint declares, typed. */
export type Answer<E extends Endpoint> = {
  jsonObject: Field<E['answer'], 'jsonObject'>;
  data: Field<E['answer'], 'data'>;
} & Extra<E['answer']>;

/** What the caller passes (before parsing: defaults may be left out, numbers may be strings). */
export type InputOf<E extends Endpoint> = z.input<E['input']>;
/** What the server's handler receives (after parsing). */
export type ParsedInput<E extends Endpoint> = z.output<E['input']>;

/** The schema of a whole successful answer of an endpoint: `{ code, message, ...fields }`. */
export function answerSchema(e: Endpoint): z.ZodMiniObject {
  const fields: Record<string, z.ZodMiniType> = { code: z.literal(0), message: z.string() };
  if (e.answer.jsonObject) fields.jsonObject = e.answer.jsonObject;
  if (e.answer.data) fields.data = e.answer.data;
  for (const [k, s] of Object.entries(e.answer.extra ?? {})) fields[k] = s;
  return z.object(fields);
}

/** `METHOD path`: how the permission matrix, isolation probes and docs name a call. */
export const callName = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** A page of a list (`data` of every list call): `{ list, count, pageNo, pageSize }`. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    count: z.int().check(z.nonnegative()),
    pageNo: z.int(),
    pageSize: z.int(),
  });

type Given<A, K extends string> = A extends { [k in K]: infer S extends z.ZodMiniType }
  ? { [k in K]: z.output<S> }
  : unknown;
type GivenExtra<A> = A extends { extra: infer X extends Record<string, z.ZodMiniType> }
  ? { [K in keyof X]: z.output<X[K]> }
  : unknown;

/** What the server's handler gives back for a successful call: exactly the fields the endpoint declares. */
export type Reply<E extends Endpoint> = Given<E['answer'], 'jsonObject'> &
  Given<E['answer'], 'data'> &
  GivenExtra<E['answer']>;
