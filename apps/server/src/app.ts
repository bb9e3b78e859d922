import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, ErrorCodes } from '@apm/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accessRoutes } from './modules/access/routes.js';
import { accessService } from './modules/access/service.js';
import { announcementRoutes } from './modules/announcement/routes.js';
import { announcementService } from './modules/announcement/service.js';
import { brandRoutes } from './modules/brand/routes.js';
import { brandService } from './modules/brand/service.js';
import { logRoutes } from './modules/log/routes.js';
import { logService } from './modules/log/service.js';
import { notificationRoutes } from './modules/notification/routes.js';
import { notificationService } from './modules/notification/service.js';
import { officeRoutes } from './modules/office/routes.js';
import { officeService } from './modules/office/service.js';
import { sessionRoutes } from './modules/session/routes.js';
import { sessionService } from './modules/session/service.js';
import { systemRoutes } from './modules/system/routes.js';
import { systemService } from './modules/system/service.js';
import { userRoutes } from './modules/user/routes.js';
import { userManagement } from './modules/user/management.js';
import { userService } from './modules/user/service.js';
import type { Config } from './platform/config.js';
import { openDb, type Db } from './platform/db/connect.js';
import { migrate, withStartupLock } from './platform/db/migrate.js';
import { errorHandler } from './platform/http/errors.js';
import { guard } from './platform/http/guard.js';
import { requireAccessDeclarations, type RegisteredRoute } from './platform/http/route-access.js';

export interface App {
  http: FastifyInstance;
  db: Db;
  services: {
    system: ReturnType<typeof systemService>;
    access: ReturnType<typeof accessService>;
    sessions: ReturnType<typeof sessionService>;
    users: ReturnType<typeof userService>;
    announcements: ReturnType<typeof announcementService>;
    /** Other modules notify users through `notifications.notify`. */
    notifications: ReturnType<typeof notificationService>;
    offices: ReturnType<typeof officeService>;
    userAdmin: ReturnType<typeof userManagement>;
    logs: ReturnType<typeof logService>;
  };
  /** Every route with the access it declared (documentation and console files are 'public'). */
  routes: RegisteredRoute[];
}

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Opens the database, migrates it and seeds what every instance needs; builds the services. */
export async function prepare(config: Config): Promise<Pick<App, 'db' | 'services'>> {
  const db = openDb(config);
  await migrate(db);
  const system = systemService(db.kysely);
  const access = accessService(db.kysely);
  const users = userService(db.kysely, access);
  const sessions = sessionService(db.kysely, system);
  const announcements = announcementService(db.kysely);
  const notifications = notificationService(db.kysely);
  const offices = officeService(db.kysely);
  const userAdmin = userManagement(db.kysely, access);
  const logs = logService(db.kysely);
  await withStartupLock(db, async (trx) => {
    await access.seed(trx);
    await system.ensureKey(trx);
  });
  return { db, services: { system, access, sessions, users, offices, userAdmin, logs, announcements, notifications } };
}

/** The composition root: prepares the database and services, then the HTTP server in a visible order. */
export async function buildApp(config: Config): Promise<App> {
  const { db, services } = await prepare(config);
  const {
    system,
    access: accessSvc,
    sessions,
    users,
    offices,
    userAdmin,
    logs,
    announcements,
    notifications,
  } = services;
  const brands = brandService({ brandsFile: config.brandsFile });

  const http = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  http.setErrorHandler(errorHandler);

  const routes = requireAccessDeclarations(http);
  // Calls take form-encoded bodies (spec 7): say so in the API description.
  http.addHook('onRoute', (r) => {
    if (r.schema?.body && !r.schema.consumes)
      r.schema = { ...r.schema, consumes: ['application/x-www-form-urlencoded'] };
  });

  await http.register(fastifyCookie);
  await http.register(fastifyFormbody);
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
          resolveSession: (token) => sessions.resolve(token),
          permissionsOf: async (userId) => (await accessSvc.grantsOf(userId)).permissions,
          trustedOrigins: config.trustedOrigins,
        }),
      );
      await api.register(systemRoutes(system));
      await api.register(brandRoutes(brands));
      await api.register(sessionRoutes(sessions, users));
      await api.register(userRoutes(users, userAdmin));
      await api.register(accessRoutes(accessSvc));
      await api.register(officeRoutes(offices));
      await api.register(logRoutes(logs));
      await api.register(announcementRoutes(announcements));
      await api.register(notificationRoutes(notifications));
    },
    { prefix: API_PREFIX },
  );

  const consoleDir = config.consoleDir;
  const hasConsole = consoleDir !== undefined && fs.existsSync(path.join(consoleDir, 'index.html'));
  if (hasConsole) {
    await http.register(fastifyStatic, {
      root: consoleDir,
      setHeaders: (res, file) =>
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  http.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX) || !hasConsole || req.method !== 'GET') {
      return reply.status(404).send({ code: ErrorCodes.NOT_FOUND.code, message: ErrorCodes.NOT_FOUND.text });
    }
    // The console routes in the browser: every other path gets its page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  http.addHook('onClose', () => db.close());
  return { http, db, services, routes };
}
