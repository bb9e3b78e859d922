import './platform/zod.js';
import fs from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, ErrorCodes } from '@apm/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MODULES } from './modules/index.js';
import { busFor, type Bus } from './platform/bus/index.js';
import type { Config } from './platform/config.js';
import { setPasswordHashStrength } from './platform/auth/password.js';
import { openDb, type Db } from './platform/db/connect.js';
import { migrate, withStartupLock } from './platform/db/migrate.js';
import { errorHandler } from './platform/http/errors.js';
import { guard } from './platform/http/guard.js';
import { registerCompression } from './platform/http/compression.js';
import { servePlayer } from './platform/http/player.js';
import { requestForLog } from './platform/http/redact.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { requireAccessDeclarations, type RegisteredRoute } from './platform/http/route-access.js';
import { registerRoutes } from './platform/http/route.js';
import { sameOriginCheck } from './platform/http/same-origin.js';
import { builtFiles } from './platform/http/static-files.js';
import { jobQueue, jobRunner, type JobKind } from './platform/jobs/index.js';
import { plainLog, type Log } from './platform/log.js';
import type { Platform, Services } from './platform/module.js';
import { trackedBlobs } from './platform/storage/tracked.js';

export interface App {
  http: FastifyInstance;
  db: Db;
  /** Events after commit, across server processes with Redis (platform/bus). */
  bus: Bus;
  /** Every module's services, by name (platform/module.ts). */
  services: Services;
  /** Every route with the access it declared (documentation and console files are 'public'). */
  routes: RegisteredRoute[];
}

const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * Opens the database, migrates it (the platform's migrations and every module's), builds the
 * platform and then each module's services in the order of MODULES, and writes what every
 * instance needs under the start-up lock.
 */
export async function prepare(
  config: Config,
  log: Log = plainLog(config.logLevel),
): Promise<Pick<App, 'db' | 'bus' | 'services'> & { jobKinds: Map<string, JobKind> }> {
  setPasswordHashStrength(config.passwordHashStrength);
  const db = openDb(config);
  await migrate(
    db,
    MODULES.flatMap((m) => m.migrations ?? []),
  );
  const bus = await busFor(log, config.redisUrl);
  const blobs = trackedBlobs(db, path.join(config.dataDir, 'files'), () => jobs);
  const kinds: JobKind[] = [
    blobs.collectionKind,
    ...MODULES.flatMap((m) => (m.jobs ?? []).map((j) => ({ ...j.options({ blobs }), kind: j.kind }))),
  ];
  const jobKinds = new Map(kinds.map((k) => [k.kind, k]));
  const jobs = jobQueue(db, bus, jobKinds);
  await blobs.scheduleCollection();
  const platform: Platform = {
    config,
    db,
    bus,
    jobs,
    blobs,
    log,
    settingKeys: MODULES.flatMap((m) => m.settings ?? []),
    officeCounters: MODULES.flatMap((m) => (m.officeCounts ? [m.officeCounts] : [])),
  };
  // Each module's services join the one object as it is built; the modules after it see them.
  const services = { jobs } as Services;
  for (const m of MODULES) Object.assign(services, m.services?.(platform, services));
  await withStartupLock(db, async (trx) => {
    for (const m of MODULES) await m.seed?.(trx, services);
  });
  return { db, bus, jobKinds, services };
}

/** The composition root: prepares the database and services, then the HTTP server in a visible order. */
export async function buildApp(config: Config): Promise<App> {
  const http = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Some spec calls carry secrets in the query (ConfirmOldpwd, checkVerificationCode): not in the log.
      serializers: { req: requestForLog },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const { db, bus, jobKinds, services } = await prepare(config, http.log);

  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  http.setErrorHandler(errorHandler);
  // Before every plugin and route, so that each answer inherits the hook.
  securityHeaders(http);

  const routes = requireAccessDeclarations(http);
  // Calls take form-encoded bodies (spec 7): say so in the API description.
  http.addHook('onRoute', (r) => {
    if (r.schema?.body && !r.schema.consumes)
      r.schema = { ...r.schema, consumes: ['application/x-www-form-urlencoded'] };
  });

  await http.register(fastifyCookie);
  await http.register(fastifyFormbody);
  // Before every route, so that each answer above a kilobyte goes out compressed when it may.
  await registerCompression(http);
  await http.register(fastifySwagger, {
    openapi: {
      info: { title: 'Digital signage console API', version: VERSION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await http.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  http.get(`${API_PREFIX}/openapi.json`, { config: { access: 'public' }, schema: { hide: true } }, () =>
    http.swagger(),
  );

  await http.register(
    async (api) => {
      api.addHook(
        'onRequest',
        guard({
          resolveSession: (token) => services.sessions.resolve(token),
          permissionsOf: async (userId) => (await services.access.grantsOf(userId)).permissions,
          isSameOrigin: sameOriginCheck({
            origins: [...config.publicOrigins, ...config.trustedOrigins],
            publicOriginsSet: config.publicOrigins.length > 0,
            isKnownHost: (host) => services.brands.isKnownHost(host),
          }),
        }),
      );
      for (const m of MODULES) registerRoutes(api, m.routes?.(services) ?? []);
    },
    { prefix: API_PREFIX },
  );

  const consoleDir = config.consoleDir;
  const hasConsole = consoleDir !== undefined && fs.existsSync(path.join(consoleDir, 'index.html'));
  if (hasConsole) await http.register(fastifyStatic, builtFiles(consoleDir));
  // The browser player (apps/player) at /player/, with its own page for its paths and its own caching.
  const player = await servePlayer(http, config.playerDir);
  http.setNotFoundHandler((req, reply) => {
    if (player.isPage(req)) return player.sendPage(reply);
    // A missing build file stays a 404: the page in its place would be taken for a script.
    const buildFile = req.url.startsWith('/assets/');
    if (req.url.startsWith(API_PREFIX) || buildFile || !hasConsole || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ code: ErrorCodes.NOT_FOUND.code, message: ErrorCodes.NOT_FOUND.text });
    }
    // The console routes in the browser: every other path gets its page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  // WebSockets (the terminals' gateway) on the HTTP server's own upgrade: no plugin in the way.
  const sockets = MODULES.flatMap((m) => m.sockets?.(services) ?? []);
  http.server.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    const url = (req.url ?? '').split('?')[0];
    const endpoint = sockets.find((s) => `${API_PREFIX}${s.path}` === url);
    if (endpoint) endpoint.upgrade(req, socket, head);
    else socket.destroy();
  });

  // This process runs jobs as well as queuing them; on close it hands the ones it runs back.
  const runner = jobRunner({
    db,
    bus,
    queue: services.jobs,
    kinds: jobKinds,
    store: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    log: http.log,
    logLevel: config.logLevel,
    leaseMs: config.jobLeaseMs,
  });
  runner.start();

  // Before the HTTP server closes, which waits for every connection, upgraded sockets included.
  http.addHook('preClose', async () => {
    for (const s of sockets) await s.close();
    for (const m of MODULES) await m.preClose?.(services);
  });
  http.addHook('onClose', async () => {
    await runner.stop();
    await bus.close();
    await db.close();
  });
  return { http, db, bus, services, routes };
}
