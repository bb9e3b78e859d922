import type { LogExportJob } from '@apm/contract';
import type { TestApp } from '../harness.js';

/**
 * What the tenant-isolation test (../tenant-isolation.api.test.ts) and the modules' probes share.
 * Each module says in its `isolation.ts` how to call its routes with the other side's ids; the
 * test builds two sides (agent, customer, offices, people, role, host, notices, an export) and
 * runs every probe of every module as each side's administrators and operator.
 */

export type Form = Record<string, string>;

/** The password of every person of both sides. */
export const PASSWORD = 'Secret123';
/** A PNG by its signature: brand pictures and avatars are recognised by content. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('isolation'),
]);

export interface Person {
  id: string;
  loginName: string;
  name: string;
  email: string;
  phone: string;
  cookie: string;
}

export interface Side {
  /** The word every name, login name, e-mail and host name of the side contains. */
  word: string;
  platformId: string;
  agent: { id: string; path: string; name: string };
  customer: { id: string; name: string };
  /** A sub-office of the customer holding a user. */
  shop: { id: string; name: string };
  /** An empty sub-office of the customer (deletable, movable). */
  spare: { id: string; name: string };
  agentAdmin: Person;
  customerAdmin: Person;
  operator: Person;
  shopUser: Person;
  role: { id: string; code: string; name: string };
  domain: { id: string; host: string };
  brandTitle: string;
  /** Notice ids by the login name of their recipient. */
  notices: Record<string, string[]>;
  /** A finished log export of the customer administrator, not fetched yet. */
  exportId: string;
  /** What modules made on the side before the probes (their `build`): ids by module, then by name. */
  made: Record<string, Record<string, string>>;
}

/** Who calls, on which side, against which other side. */
export interface Ctx {
  me: Side;
  other: Side;
  actor: Person;
  /** The root of the actor's range (their own office). */
  root: string;
  /** What identifies the other side in an answer. */
  otherTokens: string[];
  /** The other side's audit-log rows. */
  otherLogIds: string[];
  /** The server under test. */
  app: TestApp;
  /** Makes a call as the holder of `cookie` (a multipart upload when the probe has a file). */
  send(cookie: string, method: string, url: string, probe: Pick<Probe, 'form' | 'file'>): Promise<Answer>;
  /** Waits until a log export of the holder of `cookie` has ended. */
  waitForExport(cookie: string, id: string): Promise<LogExportJob>;
}

export type Outcome =
  /** 401, 403 or 404 (code and status alike), as for an id that does not exist. */
  | 'refused'
  /** code 0 and an empty page. */
  | 'empty'
  /** code 0, naming rows of the caller's side only (and at least one of `own`). */
  | 'own'
  /** code 0 and jsonObject.count 0: ids that are not the caller's are ignored. */
  | 'none'
  /** Whatever the answer, exactly the answer for an id that does not exist (`compare` is implied). */
  | 'asMissing'
  /** A call about the caller alone: answers one of `codes`. */
  | 'self';

export interface Probe {
  form?: Form;
  /** Sent as a multipart upload (`form` then goes in the query). */
  file?: Buffer;
  expect: Outcome;
  /** For 'own': ids of the caller's side at least one of which the answer names. */
  own?: string[];
  /** For 'self': the codes it may answer. */
  codes?: number[];
  /** Also make the call with the other side's ids replaced by ids that exist nowhere; the answers must be equal. */
  compare?: boolean;
  /** A check of its own; returns a problem, or nothing. */
  check?: (answer: Answer, c: Ctx) => Promise<string | undefined>;
}

export interface Entry {
  /** Why the call takes no id of anyone else (it acts on the caller alone or on the whole system). */
  idFree?: string;
  probes: (c: Ctx) => Probe[];
}

export const refused = (form: Form): Probe => ({ form, expect: 'refused', compare: true });
export const page = { pageNo: '1', pageSize: '200' };

/** How a module tells the test to call its routes: by `METHOD path` (under /apm-web). */
export type Probes = Record<string, Entry>;

/**
 * What a module's isolation.ts may export besides `isolation`, for rows of its own that the other
 * side's calls must not reach: `build` makes them on a side (through the API, as the side's people
 * would) once the side is built, answering their ids by name (`side.made[<module>]`); `rows` reads
 * the module's rows of a side's offices, which the test compares before and after the other side's
 * calls and whose ids and names it looks for in every answer.
 */
export interface ModuleSides {
  build?: (side: Side, app: TestApp) => Promise<Record<string, string>>;
  rows?: (app: TestApp, officeIds: string[]) => Promise<Record<string, unknown[]>>;
}

export interface Answer {
  status: number;
  text: string;
  body: { code: number; message: string; jsonObject?: unknown; data?: unknown } | undefined;
}

/** The tokens of `tokens` that occur in a text, regardless of case. */
export const found = (text: string, tokens: string[]) => {
  const t = text.toLowerCase();
  return [...new Set(tokens.filter((k) => t.includes(k.toLowerCase())))];
};
