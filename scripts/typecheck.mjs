// `npm run typecheck`: TypeScript over every workspace that has a tsconfig.json.
import fs from 'node:fs';
import path from 'node:path';
import { root, run, workspaces } from './lib.mjs';

let failed = 0;
for (const w of workspaces()) {
  if (!fs.existsSync(path.join(root, w.dir, 'tsconfig.json'))) continue;
  if (run('npx', ['tsc', '-p', w.dir]) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
