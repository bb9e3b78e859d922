import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature is found by its folder, and what several features use is found in components/ (or
 * access/, account/, session/ ...): a page folder reaches into no other page folder, and only the
 * route tables reach into page folders. Read from the source, as the texts test reads imports.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const PAGES = join(SRC, 'pages');
/** The route tables, which name each page's module. */
const ROUTE_TABLES = [join(SRC, 'router.tsx'), join(SRC, 'routing')];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });

/** The console's own paths a file imports, statically or on demand, as written (without extension). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/\bfrom\s+'(\.[^']+)'/g),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ].map((m) => join(dirname(file), m[1]!));
}

/** The page folder a path lies in ('userManage' for pages/userManage/...), if any; undefined for pages/*.ts. */
function featureOf(path: string): string | undefined {
  const rel = relative(PAGES, path);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

const inside = (path: string, dir: string) => path === dir || !relative(dir, path).startsWith('..');
const FILES = sourceFiles(SRC);

describe('feature boundaries', () => {
  it('reads the console source', () => {
    expect(FILES.map((f) => relative(SRC, f))).toContain(join('pages', 'userManage', 'UserManagePage.tsx'));
  });

  it('keeps every page folder to itself: what another feature uses lives outside pages/', () => {
    const crossing = FILES.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return importsOf(file)
        .filter((target) => {
          const other = featureOf(target);
          return other !== undefined && other !== own;
        })
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`);
    });
    expect(crossing).toEqual([]);
  });

  it('lets only the route tables reach into page folders (the shell and shared widgets do not)', () => {
    const reaching = FILES.filter((f) => !inside(f, PAGES) && !ROUTE_TABLES.some((t) => inside(f, t))).flatMap((file) =>
      importsOf(file)
        .filter((target) => featureOf(target) !== undefined)
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`),
    );
    expect(reaching).toEqual([]);
  });
});
