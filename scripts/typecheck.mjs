// `npm run typecheck`: TypeScript over every workspace, as one build of project references
// (tsconfig.json at the root lists them; each workspace's tsconfig references those it imports),
// so a workspace is checked again only when it or what it imports changed.
import fs from 'node:fs';
import path from 'node:path';
import { root, run, workspaces } from './lib.mjs';

const listed = new Set(
  JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).references.map((r) => path.normalize(r.path)),
);
const missing = workspaces()
  .filter((w) => fs.existsSync(path.join(root, w.dir, 'tsconfig.json')))
  .filter((w) => !listed.has(path.normalize(w.dir)));
if (missing.length) {
  console.error(`tsconfig.json does not reference ${missing.map((w) => w.dir).join(', ')}: add them to its references`);
  process.exit(1);
}
process.exit(run('npx', ['tsc', '-b']));
