import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
config.consoleDir ??= path.resolve(here, '../../console/dist');
config.playerDir ??= path.resolve(here, '../../player/dist');

const app = await buildApp(config);
const { http, db } = app;
// After a restart a whole fleet of terminals reconnects at once: the kernel keeps this many
// connections waiting (instead of resetting them) while the ones before are answered.
await http.listen({ port: config.port, host: config.host, backlog: 4096 });
http.log.info(`database: ${db.describe}`);
if (fs.existsSync(path.join(config.consoleDir, 'index.html'))) {
  http.log.info(`console: http://localhost:${config.port}/  API docs: http://localhost:${config.port}/apm-web/docs`);
} else {
  http.log.warn(`no console build in ${config.consoleDir}: run \`npm start\` from the repository root to build it`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.log.info(`${signal}: closing`);
    void http.close().then(() => process.exit(0));
  });
}
