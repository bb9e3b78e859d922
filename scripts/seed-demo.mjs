// `npm run seed:demo`: a demo organisation with one user per role, in the database the server uses
// (DATA_DIR / DATABASE_URL as for `npm start`).
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt();
process.exit(run(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')]));
