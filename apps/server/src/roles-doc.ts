/**
 * Writes the two generated tables of docs/roles.md (pages and buttons per built-in role; calls
 * per built-in role) from the menu catalogue, roles.ts and the access every route declares:
 * `npm run docs:roles`.
 * Run it whenever the catalogue, the built-in roles or a route's access change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_ROLES, MENU_CATALOGUE, WILDCARD, grantCovers, isPlatformOnly } from '@apm/contract';
import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/roles.md');
const codes = BUILT_IN_ROLES.map((r) => r.code);
const tick = (yes: boolean) => (yes ? '✓' : '');
const header = (first: string[]) => [
  `| ${[...first, ...codes].join(' | ')} |`,
  `| ${[...first.map(() => '---'), ...codes.map(() => ':-:')].join(' | ')} |`,
];

function pagesTable(): string {
  const byId = new Map(MENU_CATALOGUE.map((m) => [m.id, m]));
  const rows = MENU_CATALOGUE.filter((m) => m.type !== 'group').map((m) => {
    const name = m.type === 'button' ? `${byId.get(m.parentId!)!.name}.${m.name}` : m.name;
    const page = m.type === 'page' && m.path ? `\`${m.path}\`` : '';
    const cells = BUILT_IN_ROLES.map((r) => tick(m.permission === WILDCARD || grantCovers(r.grants, m.permission)));
    const roles = (m.roles ?? []).map((r) => `\`${r}\``).join(', ');
    return `| ${name} | ${m.type} | ${page} | \`${m.permission}\` | ${tick(m.platformOnly)} | ${roles} | ${cells.join(' | ')} |`;
  });
  return [...header(['entry', 'type', 'page', 'permission', 'platform only', 'also needs role']), ...rows].join('\n');
}

async function callsSection(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-roles-doc-'));
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }));
  try {
    const calls = app.routes
      .filter((r) => r.url.startsWith('/apm-web/') && !r.url.startsWith('/apm-web/docs'))
      .filter((r) => r.method !== 'HEAD' && r.url !== '/apm-web/openapi.json')
      .map((r) => ({ call: `\`${r.method} ${r.url.replace('/apm-web', '')}\``, access: String(r.access) }))
      .sort((a, b) => a.access.localeCompare(b.access) || a.call.localeCompare(b.call));
    const open = (access: string) =>
      calls
        .filter((c) => c.access === access)
        .map((c) => c.call)
        .join(', ');
    const guarded = calls
      .filter((c) => c.access !== 'public' && c.access !== 'login')
      .map((c) => {
        const cells = BUILT_IN_ROLES.map((r) => tick(grantCovers(r.grants, c.access)));
        return `| ${c.call} | \`${c.access}\` | ${tick(isPlatformOnly(c.access))} | ${cells.join(' | ')} |`;
      });
    return [
      `Open to anyone (no session): ${open('public')}.`,
      '',
      `Open to every signed-in user (\`login\`): ${open('login')}.`,
      '',
      'Calls that need a permission, and the built-in roles holding it:',
      '',
      ...header(['call', 'access', 'platform only']),
      ...guarded,
    ].join('\n');
  } finally {
    await app.http.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->`. */
function between(doc: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/roles.md lacks the ${name} markers`);
  return `${doc.slice(0, from + start.length)}\n\n${content}\n\n${doc.slice(to)}`;
}

let doc = fs.readFileSync(DOC, 'utf8');
doc = between(doc, 'pages', pagesTable());
doc = between(doc, 'calls', await callsSection());
fs.writeFileSync(DOC, doc);
console.log(`wrote ${DOC}`);
