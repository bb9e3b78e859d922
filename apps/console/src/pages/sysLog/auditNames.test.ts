import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { US } from '../../i18n/allTexts';

/**
 * Every module and action the server writes into the audit log must have a name on the log page.
 * This reads the server's source for the two ways an audit row is made: `auditBy(p, meta,
 * 'module', action, ...)` and an AuditEntry object literal `{ module: 'module', action, ... }`.
 * An action may be a literal, a choice of literals (`a ? 'x' : 'y'`), or a parameter of the
 * function around it, resolved through that function's calls in the same file. Anything else
 * is reported, so that no audit row escapes the check.
 */

interface Found {
  module: string;
  action: string;
  where: string;
}

/** Blanks out comments (keeping strings and line numbers), so commented code is not read. */
function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      const start = i++;
      while (i < src.length && src[i] !== c) i += src[i] === '\\' ? 2 : 1;
      out += src.slice(start, ++i);
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Skips a string literal starting at `i`; returns the index after it. */
function skipString(src: string, i: number): number {
  const q = src[i]!;
  i++;
  while (i < src.length && src[i] !== q) i += src[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The top-level comma-separated parts from `open` (just after an opening bracket) to its closing
 * bracket. `types` also counts <...> (parameter lists carry generic types; `=>` is not a bracket).
 */
function splitArgs(src: string, open: number, types = false): { parts: string[]; end: number } {
  const parts: string[] = [];
  let depth = 0;
  let start = open;
  let i = open;
  while (i < src.length) {
    const c = src[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(src, i);
      continue;
    }
    if ('([{'.includes(c) || (types && c === '<')) depth++;
    else if (')]}'.includes(c) || (types && c === '>' && src[i - 1] !== '=')) {
      if (depth === 0) {
        parts.push(src.slice(start, i));
        return { parts: parts.map((p) => p.trim()).filter((p) => p !== ''), end: i };
      }
      depth--;
    } else if (c === ',' && depth === 0) {
      parts.push(src.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  throw new Error('unbalanced brackets');
}

/** Splits `cond ? a : b` at its top level; null when the expression is no conditional. */
function conditional(expr: string): [string, string] | null {
  let depth = 0;
  let question = -1;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(expr, i) - 1;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && c === '?' && expr[i + 1] !== '.' && expr[i + 1] !== '?' && question < 0) question = i;
    else if (depth === 0 && c === ':' && question >= 0) return [expr.slice(question + 1, i), expr.slice(i + 1)];
  }
  return null;
}

const lineOf = (src: string, at: number) => src.slice(0, at).split('\n').length;

/**
 * Function headers of a file: `const f = (...) =>`, `function f(...)`, and methods `f(...) {`,
 * with their parameters and where their name is (a call is not a header: no body follows it).
 */
function functionHeaders(src: string): { name: string; at: number; nameAt: number; params: string[] }[] {
  const out: { name: string; at: number; nameAt: number; params: string[] }[] = [];
  const re =
    /(?:\b(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\(|\bfunction\s+(\w+)\s*\(|^[ \t]*(?:async\s+)?(\w+)\s*\()/gm;
  for (const m of src.matchAll(re)) {
    const name = m[1] ?? m[2] ?? m[3]!;
    if (['if', 'for', 'while', 'switch', 'catch', 'return', 'await'].includes(name)) continue;
    const open = m.index + m[0].length;
    let parsed: { parts: string[]; end: number };
    try {
      parsed = splitArgs(src, open, true);
    } catch {
      continue;
    }
    const after = src.slice(parsed.end + 1).trimStart();
    if (!/^(\{|:|=>)/.test(after)) continue;
    out.push({
      name,
      at: m.index,
      nameAt: m.index + m[0].lastIndexOf(name),
      params: parsed.parts.map((p) => p.split(/[?:=\s]/)[0]!.trim()),
    });
  }
  return out;
}

/** The literal values an expression can take at `at` in `src`, or a problem. */
function resolve(src: string, expr: string, at: number, depth = 0): string[] | string {
  const e = expr.trim();
  const literal = /^(['"])([^'"\\]*)\1$/.exec(e);
  if (literal) return [literal[2]!];
  const choice = conditional(e);
  if (choice) {
    const a = resolve(src, choice[0], at, depth);
    const b = resolve(src, choice[1], at, depth);
    if (typeof a === 'string') return a;
    if (typeof b === 'string') return b;
    return [...a, ...b];
  }
  if (!/^\w+$/.test(e) || depth > 3) return `cannot tell the value of \`${e}\``;
  // A parameter of the nearest function before `at` that has one of that name: read its calls.
  const headers = functionHeaders(src);
  const header = headers.filter((h) => h.at < at && h.params.includes(e)).at(-1);
  if (!header) return `\`${e}\` is neither a literal nor a parameter`;
  const index = header.params.indexOf(e);
  const values: string[] = [];
  let calls = 0;
  for (const m of src.matchAll(new RegExp(`\\b${header.name}\\s*\\(`, 'g'))) {
    if (headers.some((h) => h.nameAt === m.index)) continue; // a definition, not a call
    const { parts } = splitArgs(src, m.index + m[0].length);
    if (parts.length <= index) continue;
    calls++;
    const v = resolve(src, parts[index]!, m.index, depth + 1);
    if (typeof v === 'string') return v;
    values.push(...v);
  }
  if (calls === 0) return `\`${header.name}\` is never called with \`${e}\` in its file`;
  return values;
}

/** The audit rows one source file can write, and what could not be read. */
function scan(file: string, text: string): { found: Found[]; problems: string[] } {
  const src = stripComments(text);
  const found: Found[] = [];
  const problems: string[] = [];
  const add = (module: string, actionExpr: string | undefined, at: number) => {
    const where = `${file}:${lineOf(src, at)}`;
    if (actionExpr === undefined) return problems.push(`${where}: an audit row without an action`);
    const actions = resolve(src, actionExpr, at);
    if (typeof actions === 'string') return problems.push(`${where}: ${actions}`);
    for (const action of actions) found.push({ module, action, where });
  };

  for (const m of src.matchAll(/\bauditBy\s*\(/g)) {
    if (/function\s+$/.test(src.slice(Math.max(0, m.index - 20), m.index))) continue; // its definition
    const { parts } = splitArgs(src, m.index + m[0].length);
    const module = resolve(src, parts[2] ?? '', m.index);
    if (typeof module === 'string' || module.length !== 1) {
      problems.push(`${file}:${lineOf(src, m.index)}: the module of auditBy must be one literal`);
      continue;
    }
    add(module[0]!, parts[3], m.index);
  }

  for (const m of src.matchAll(/\bmodule:\s*(['"])([^'"]+)\1/g)) {
    // The object literal around it: back to its unmatched `{`.
    let depth = 0;
    let open = m.index;
    for (; open >= 0; open--) {
      const c = src[open]!;
      if (c === '}' || c === ')' || c === ']') depth++;
      else if (c === '{' || c === '(' || c === '[') {
        if (depth === 0) break;
        depth--;
      }
    }
    const { parts } = splitArgs(src, open + 1);
    const action = parts.find((p) => /^action\b/.test(p));
    if (!parts.some((p) => /^target\b/.test(p))) continue; // not an audit row (e.g. a label table)
    add(
      m[2]!,
      action === undefined ? undefined : action === 'action' ? 'action' : action.replace(/^action\s*:/, ''),
      m.index,
    );
  }
  return { found, problems };
}

const serverSrc = fileURLToPath(new URL('../../../../server/src', import.meta.url));
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return f.endsWith('.ts') && !f.endsWith('.test.ts') ? [p] : [];
  });
}

function scanServer() {
  const all = sourceFiles(serverSrc)
    // The log's own repository defines auditBy and writes any row it is given.
    .filter((f) => !f.endsWith(join('modules', 'log', 'repo.ts')))
    .map((f) => scan(relative(serverSrc, f), readFileSync(f, 'utf8')));
  return { found: all.flatMap((s) => s.found), problems: all.flatMap((s) => s.problems) };
}

describe('names of audit modules and actions', () => {
  const { found, problems } = scanServer();
  const modules = US.log.modules as Record<string, string>;
  const actions = US.log.actions as Record<string, Record<string, string>>;

  it('reads every audit row the server writes', () => {
    expect(problems).toEqual([]);
    // The reading itself works: rows of each shape are found, parameters resolved through calls.
    const keys = new Set(found.map((f) => `${f.module}.${f.action}`));
    for (const k of ['system.initialise', 'session.login', 'session.logout', 'office.create', 'log.export'])
      expect(keys).toContain(k);
  });

  it('has a name for every module and action the server writes', () => {
    const missing = found
      .filter((f) => !modules[f.module] || !actions[f.module]?.[f.action])
      .map((f) => `${f.module}.${f.action} (${f.where})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names every module that has actions, and no module without', () => {
    // Names of actions no longer written stay: old rows in the log still carry them.
    expect(Object.keys(modules).sort()).toEqual(Object.keys(actions).sort());
  });
});

describe('reading audit rows from source', () => {
  it('follows literals, choices and parameters, and reports what it cannot follow', () => {
    const src = `
      const audit = (trx: Executor, p: Principal, action: string, changes: Record<string, { a?: 1 }>) =>
        logRepo(trx).insert(auditBy(p, meta, 'thing', action, 'x', changes));
      // auditBy(p, meta, 'commented', 'out')
      async function open(user: U, meta: M, action: string, also?: (r: R) => Promise<void>) {
        await logRepo(trx).insert({ officeId, module: 'door', action, target: user.name });
      }
      audit(trx, p, read ? 'read' : 'unread', {});
      open(u, m, 'knock');
      logRepo(trx).insert(auditBy(p, meta, 'thing', kind, 't'));
      const labels = { module: 'label', other: 1 };
    `;
    const { found, problems } = scan('x.ts', src);
    expect(found.map((f) => `${f.module}.${f.action}`).sort()).toEqual(['door.knock', 'thing.read', 'thing.unread']);
    expect(problems).toEqual(['x.ts:10: `kind` is neither a literal nor a parameter']);
  });
});
