import type { Identifier, Literal, Program } from 'estree';

/**
 * Build-time helper of vite.config.ts (never shipped): which modules the first page load needs,
 * so that only those go into the long-cached library chunks and page-only library code (tables,
 * date pickers, trees ...) is left to load with its pages.
 *
 * A plain walk of the import graph is not enough: `import { Button } from 'antd'` reaches antd's
 * index, which re-exports every component. The walk follows each imported name through such
 * re-exports to the module that defines it, as the bundler's tree-shaking does.
 */

/** What one module imports and exports, by the specifiers written in it. */
export interface ModuleLinks<Ref = string> {
  /** Static imports: where from, and the names used ('*': a namespace, or an import for its side effects). */
  imports: { from: Ref; names: string[] }[];
  /** Names passed on from another module: exported name → where from, and its name there ('*': the namespace). */
  reexports: Map<string, { from: Ref; name: string }>;
  /** Sources of `export * from`. */
  stars: Ref[];
  /** Names the module exports from its own code. */
  locals: Set<string>;
}

const nameOf = (node: Identifier | Literal) => (node.type === 'Identifier' ? node.name : String(node.value));

/** The import and export declarations of a parsed module. */
export function linksOf(program: Program): ModuleLinks {
  const links: ModuleLinks = { imports: [], reexports: new Map(), stars: [], locals: new Set() };
  for (const node of program.body) {
    switch (node.type) {
      case 'ImportDeclaration': {
        const whole =
          node.specifiers.length === 0 || node.specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
        const names = node.specifiers.map((s) =>
          s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*',
        );
        links.imports.push({ from: String(node.source.value), names: whole ? ['*'] : names });
        break;
      }
      case 'ExportAllDeclaration':
        if (node.exported) links.reexports.set(nameOf(node.exported), { from: String(node.source.value), name: '*' });
        else links.stars.push(String(node.source.value));
        break;
      case 'ExportNamedDeclaration':
        if (node.source) {
          for (const s of node.specifiers)
            links.reexports.set(nameOf(s.exported), { from: String(node.source.value), name: nameOf(s.local) });
          break;
        }
        for (const s of node.specifiers) links.locals.add(nameOf(s.exported));
        if (node.declaration?.type === 'VariableDeclaration') {
          for (const d of node.declaration.declarations) if (d.id.type === 'Identifier') links.locals.add(d.id.name);
        } else if (node.declaration?.id) links.locals.add(node.declaration.id.name);
        break;
      case 'ExportDefaultDeclaration':
        links.locals.add('default');
        break;
    }
  }
  return links;
}

/** The links with every specifier resolved to a module id; specifiers that resolve to nothing are dropped. */
export async function resolveLinks(
  links: ModuleLinks,
  resolve: (specifier: string) => Promise<string | undefined>,
): Promise<ModuleLinks> {
  const ids = new Map<string, string | undefined>();
  for (const s of [
    ...links.imports.map((i) => i.from),
    ...[...links.reexports.values()].map((r) => r.from),
    ...links.stars,
  ])
    if (!ids.has(s)) ids.set(s, await resolve(s));
  const id = (s: string) => ids.get(s);
  return {
    imports: links.imports.flatMap((i) => (id(i.from) ? [{ from: id(i.from)!, names: i.names }] : [])),
    reexports: new Map(
      [...links.reexports].flatMap(([name, r]) => (id(r.from) ? [[name, { from: id(r.from)!, name: r.name }]] : [])),
    ),
    stars: links.stars.flatMap((s) => (id(s) ? [id(s)!] : [])),
    locals: links.locals,
  };
}

/**
 * The modules whose own code the entries need: an entry and every module one of its used names
 * is defined in, and so on through their imports. A module only passed through for a re-exported
 * name is not among them (a bundler's chunk holding it would pull in all it re-exports). A module
 * without links (a stylesheet, a virtual module) counts as needed once it is imported.
 */
export function neededModules(
  entries: readonly string[],
  linksFor: (id: string) => ModuleLinks | undefined,
): Set<string> {
  const needed = new Set<string>();
  const asked = new Set<string>();
  const pending: [string, string][] = entries.map((id) => [id, '*']);

  const take = (id: string) => {
    if (needed.has(id)) return;
    needed.add(id);
    for (const i of linksFor(id)?.imports ?? []) for (const name of i.names) pending.push([i.from, name]);
  };

  for (let next = pending.pop(); next; next = pending.pop()) {
    const [id, name] = next;
    const key = `${id}\0${name}`;
    if (asked.has(key)) continue;
    asked.add(key);
    const links = linksFor(id);
    if (!links) {
      needed.add(id);
      continue;
    }
    if (name === '*') {
      take(id);
      for (const r of links.reexports.values()) pending.push([r.from, r.name]);
      for (const s of links.stars) pending.push([s, '*']);
      continue;
    }
    const reexport = links.reexports.get(name);
    if (reexport) pending.push([reexport.from, reexport.name]);
    else if (links.locals.has(name)) take(id);
    else for (const s of links.stars) pending.push([s, name]);
  }
  return needed;
}
