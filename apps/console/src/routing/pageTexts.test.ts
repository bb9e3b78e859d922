import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { namespacesOf } from '../i18n/allTexts';
import { namespaceOfFile } from '../i18n/collect';
import { pack } from '../i18n/US/index';

/**
 * Every page must declare the namespaces its code uses (`texts` beside it in the route tables),
 * or it shows raw keys when it is the first page to need them; the shell may use only the
 * namespaces that come with the language. Read from the source, as the translation test reads keys.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const TABLES = ['router.tsx', 'pages/layoutPages.ts', 'pages/fullScreenPages.ts'].map((f) => join(SRC, f));
const SHELL: string[] = Object.keys(pack.shellTexts).map(namespaceOfFile);
const ALL = namespacesOf('US');
const KEY = new RegExp(`['"\`](${ALL.join('|')})\\.[A-Za-z$]`, 'g');

const read = (file: string) => readFileSync(file, 'utf8');
/** The code of a file without its comments (they mention keys in passing). */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (f) => /\.tsx?$/.test(f) && existsSync(f),
  );
}

/** The console's own modules a file imports, statically or on demand (texts folders left out). */
function importsOf(file: string): string[] {
  const text = code(file);
  const specifiers = [
    ...text.matchAll(/\bfrom\s+'(\.[^']+)'/g),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.flatMap((s) => resolveImport(file, s) ?? []).filter((f) => !f.startsWith(join(SRC, 'i18n')));
}

/** The namespaces whose keys the code of `start` and of everything it imports names; `stop` modules are not entered. */
function namespacesUsed(start: string, stop: ReadonlySet<string> = new Set()): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    // Route titles are checked with their routes: a title is shown once its route has loaded.
    const text = TABLES.includes(file) ? code(file).replace(/\btitle: '[^']*'/g, '') : code(file);
    for (const m of text.matchAll(KEY)) if (!used.has(m[1]!)) used.set(m[1]!, relative(SRC, file));
    pending.push(...importsOf(file).filter((f) => !stop.has(f)));
  }
  return used;
}

interface PageRoute {
  path: string;
  module: string;
  texts: string[];
  title: string | undefined;
}

const strings = (node: ts.Node | undefined): string[] =>
  node && ts.isArrayLiteralExpression(node) ? node.elements.filter(ts.isStringLiteral).map((e) => e.text) : [];

/** The routes of a table that load a page on demand: the module, the texts declared beside it and its title. */
function pageRoutes(table: string): PageRoute[] {
  const source = ts.createSourceFile(table, read(table), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: PageRoute[] = [];
  const property = (entry: ts.Node, name: string): ts.Expression | undefined => {
    let found: ts.Expression | undefined;
    entry.forEachChild(function find(n) {
      if (!found && ts.isPropertyAssignment(n) && n.name.getText() === name) found = n.initializer;
      else if (!found) n.forEachChild(find);
    });
    return found;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = (node.arguments[0] as ts.StringLiteral).text;
      let entry: ts.Node = node;
      while (!ts.isObjectLiteralExpression(entry) || !entry.properties.some((p) => p.name?.getText() === 'path'))
        entry = entry.parent;
      // `texts: [...]` in a table, or lazyPage's second argument in the router.
      let call: ts.Node = node;
      while (call.parent !== entry && !(ts.isCallExpression(call) && call.expression.getText() === 'lazyPage'))
        call = call.parent;
      const texts = ts.isCallExpression(call) ? strings(call.arguments[1]) : strings(property(entry, 'texts'));
      const title = property(entry, 'title');
      routes.push({
        path: (property(entry, 'path') as ts.StringLiteral).text,
        module: resolveImport(table, specifier)!,
        texts,
        title: title && ts.isStringLiteral(title) ? title.text : undefined,
      });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return routes;
}

const ROUTES = TABLES.flatMap(pageRoutes);
const PAGE_MODULES = new Set(ROUTES.map((r) => r.module));

describe('texts of pages', () => {
  it('finds the pages of the route tables', () => {
    expect(ROUTES.length).toBeGreaterThan(15);
    expect(ROUTES.map((r) => relative(SRC, r.module))).toContain('pages/userManage/UserManagePage.tsx');
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s declares every namespace its page uses', (_, route) => {
    const needed = [...namespacesUsed(route.module)].filter(([ns]) => !SHELL.includes(ns));
    expect(needed.filter(([ns]) => !route.texts.includes(ns))).toEqual([]);
    expect(route.texts.filter((ns) => !ALL.includes(ns) || SHELL.includes(ns))).toEqual([]);
    const titleNamespace = route.title?.split('.')[0];
    if (titleNamespace) expect([...SHELL, ...route.texts]).toContain(titleNamespace);
  });

  it('leaves the shell with the namespaces that come with the language', () => {
    const used = namespacesUsed(join(SRC, 'main.tsx'), PAGE_MODULES);
    expect([...used].filter(([ns]) => !SHELL.includes(ns))).toEqual([]);
  });
});
