import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { linksOf, neededModules, resolveLinks, type ModuleLinks } from './startModules';

/** A module graph from sources keyed by id; specifiers are the ids themselves. */
function graph(sources: Record<string, string>): (id: string) => ModuleLinks | undefined {
  const links = new Map(Object.entries(sources).map(([id, code]) => [id, linksOf(parseAst(code))]));
  return (id) => links.get(id);
}

describe('linksOf', () => {
  it('reads imports with the names used, re-exports, star exports and own exports', () => {
    const links = linksOf(
      parseAst(`
        'use client';
        import React, { useState as useS } from 'react';
        import * as all from 'lib';
        import 'reset.css';
        export { default as Table, Column } from './table';
        export * from './icons';
        export * as theme from './theme';
        export const version = '1', other = 2;
        export function render() {}
        const hidden = 1;
        export { hidden as shown };
        export default render;
      `),
    );
    expect(links.imports).toEqual([
      { from: 'react', names: ['default', 'useState'] },
      { from: 'lib', names: ['*'] },
      { from: 'reset.css', names: ['*'] },
    ]);
    expect([...links.reexports]).toEqual([
      ['Table', { from: './table', name: 'default' }],
      ['Column', { from: './table', name: 'Column' }],
      ['theme', { from: './theme', name: '*' }],
    ]);
    expect(links.stars).toEqual(['./icons']);
    expect([...links.locals].sort()).toEqual(['default', 'other', 'render', 'shown', 'version']);
  });
});

describe('resolveLinks', () => {
  it('puts module ids in place of specifiers and drops what resolves to nothing', async () => {
    const links = linksOf(
      parseAst(`import { a } from './a'; import 'gone'; export { b } from './b'; export * from './c';`),
    );
    const resolved = await resolveLinks(links, (s) =>
      Promise.resolve(s === 'gone' ? undefined : `/src/${s.slice(2)}.js`),
    );
    expect(resolved.imports).toEqual([{ from: '/src/a.js', names: ['a'] }]);
    expect([...resolved.reexports]).toEqual([['b', { from: '/src/b.js', name: 'b' }]]);
    expect(resolved.stars).toEqual(['/src/c.js']);
  });
});

describe('neededModules', () => {
  const lib = {
    // A library index that re-exports its components and has code of its own.
    lib: `export { default as Button } from 'button'; export { default as Table } from 'table';
          export * from 'icons'; import warn from 'warn'; export const unstable = () => warn();`,
    button: `import core from 'core'; export default function Button() { return core; }`,
    table: `import core from 'core'; import pager from 'pager'; export default function Table() { return core + pager; }`,
    pager: `export default 1;`,
    core: `export default 0;`,
    warn: `export default () => 0;`,
    icons: `export * from 'icons/all';`,
    'icons/all': `export { default as Home } from 'icons/Home'; export { default as Delete } from 'icons/Delete';`,
    'icons/Home': `export default 'home';`,
    'icons/Delete': `export default 'delete';`,
  };

  it('follows the names used through re-exports, leaving what only other modules use', () => {
    const needed = neededModules(
      ['main'],
      graph({
        ...lib,
        main: `import { Button, Home } from 'lib'; import 'style.css'; const page = () => import('page'); export { page };`,
        page: `import { Table, Delete } from 'lib';`,
      }),
    );
    expect([...needed].sort()).toEqual(['button', 'core', 'icons/Home', 'main', 'style.css']);
  });

  it('takes a module whose own export is used, with everything it imports', () => {
    const needed = neededModules(['main'], graph({ ...lib, main: `import { unstable } from 'lib';` }));
    expect(needed).toEqual(new Set(['main', 'lib', 'warn']));
  });

  it('takes everything a namespace import can reach, the re-exporting modules too', () => {
    const needed = neededModules(['main'], graph({ ...lib, main: `import * as all from 'lib';` }));
    expect([...needed].sort()).toEqual(
      [
        'button',
        'core',
        'icons',
        'icons/all',
        'icons/Delete',
        'icons/Home',
        'lib',
        'main',
        'pager',
        'table',
        'warn',
      ].sort(),
    );
  });

  it('copes with import cycles', () => {
    const needed = neededModules(
      ['a'],
      graph({ a: `import { b } from 'b'; export const a = 1;`, b: `import { a } from 'a'; export const b = a;` }),
    );
    expect(needed).toEqual(new Set(['a', 'b']));
  });
});
