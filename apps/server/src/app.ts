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
import { menuManagement } from './modules/access/menus.js';
import { accessRoutes } from './modules/access/routes.js';
import { accessService } from './modules/access/service.js';
import { announcementRoutes } from './modules/announcement/routes.js';
import { announcementService } from './modules/announcement/service.js';
import { brandRoutes } from './modules/brand/routes.js';
import { brandService } from './modules/brand/service.js';
import { domainService } from './modules/customer/domains.js';
import { brandImageService } from './modules/customer/images.js';
import { domainRepo } from './modules/customer/domain-repo.js';
import { customerRoutes } from './modules/customer/routes.js';
import { customerService } from './modules/customer/service.js';
import { dataRangeRoutes } from './modules/datarange/routes.js';
import { dataRangeService } from './modules/datarange/service.js';
import { logExportKind, logExportService } from './modules/log/export-service.js';
import { logRoutes } from './modules/log/routes.js';
import { logService } from './modules/log/service.js';
import { notificationRoutes } from './modules/notification/routes.js';
import { notificationService } from './modules/notification/service.js';
import { agentRoutes } from './modules/office/agent-routes.js';
import { agentService } from './modules/office/agents.js';
import { officeRoutes } from './modules/office/routes.js';
import { officeService } from './modules/office/service.js';
import { roleRoutes } from './modules/role/routes.js';
import { roleService } from './modules/role/service.js';
import { secondStepRoutes } from './modules/session/second-step-routes.js';
import { sessionRoutes } from './modules/session/routes.js';
import { sessionService } from './modules/session/service.js';
import { signInSteps } from './modules/session/sign-in-steps.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { settingsService } from './modules/settings/service.js';
import { systemRoutes } from './modules/system/routes.js';
import { systemService } from './modules/system/service.js';
import { accountService } from './modules/user/account.js';
import { accountRoutes } from './modules/user/account-routes.js';
import { avatarService } from './modules/user/avatar.js';
import { passwordService } from './modules/user/passwords.js';
import { registrationService } from './modules/user/registration.js';
import { userRoutes } from './modules/user/routes.js';
import { userManagement } from './modules/user/management.js';
import { userService } from './modules/user/service.js';
import { verificationService } from './modules/verification/service.js';
import type { Config } from './platform/config.js';
import { openDb, type Db } from './platform/db/connect.js';
import { migrate, withStartupLock } from './platform/db/migrate.js';
import { errorHandler } from './platform/http/errors.js';
import { guard } from './platform/http/guard.js';
import { requestForLog } from './platform/http/redact.js';
import { mailer } from './platform/mail/mailer.js';
import { trackedBlobs } from './platform/storage/tracked.js';
import { busFor, type Bus } from './platform/bus/index.js';
import { jobQueue, jobRunner, type JobKind, type JobQueue } from './platform/jobs/index.js';
import { plainLog, type Log } from './platform/log.js';
import { requireAccessDeclarations, type RegisteredRoute } from './platform/http/route-access.js';
import { registerRoutes } from './platform/http/route.js';

export interface App {
  http: FastifyInstance;
  db: Db;
  /** Events after commit, across server processes with Redis (platform/bus). */
  bus: Bus;
  services: {
    /** Background jobs: queue, read, cancel (platform/jobs); this process's runner runs them. */
    jobs: JobQueue;
    system: ReturnType<typeof systemService>;
    access: ReturnType<typeof accessService>;
    sessions: ReturnType<typeof sessionService>;
    users: ReturnType<typeof userService>;
    announcements: ReturnType<typeof announcementService>;
    /** Other modules notify users through `notifications.notify`. */
    notifications: ReturnType<typeof notificationService>;
    offices: ReturnType<typeof officeService>;
    /** Brands by host name; `registrationFor(host)` says where self-registration on a host goes. */
    brands: ReturnType<typeof brandService>;
    customers: ReturnType<typeof customerService>;
    domains: ReturnType<typeof domainService>;
    brandImages: ReturnType<typeof brandImageService>;
    agents: ReturnType<typeof agentService>;
    userAdmin: ReturnType<typeof userManagement>;
    /** Role management (custom roles of offices, no escalation). */
    roles: ReturnType<typeof roleService>;
    /** Menu management (administrators' changes to the catalogue, custom buttons and links). */
    menus: ReturnType<typeof menuManagement>;
    /** Users' chosen default data range (updateDefDataRange). */
    dataRanges: ReturnType<typeof dataRangeService>;
    logs: ReturnType<typeof logService>;
    /** Log exports: jobs whose worker threads write .xlsx files. */
    logExports: ReturnType<typeof logExportService>;
    /** System settings (registry of keys, sign-in policy, SMTP server). */
    settings: ReturnType<typeof settingsService>;
    /** Verification codes by e-mail (outbox without a mail server) or text message. */
    verification: ReturnType<typeof verificationService>;
    /** The password policy: strength, history, expiry. */
    passwords: ReturnType<typeof passwordService>;
    accounts: ReturnType<typeof accountService>;
    registration: ReturnType<typeof registrationService>;
    avatars: ReturnType<typeof avatarService>;
  };
  /** Every route with the access it declared (documentation and console files are 'public'). */
  routes: RegisteredRoute[];
}

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Opens the database, migrates it and seeds what every instance needs; builds the services. */
export async function prepare(
  config: Config,
  log: Log = plainLog(config.logLevel),
): Promise<Pick<App, 'db' | 'bus' | 'services'> & { jobKinds: Map<string, JobKind> }> {
  const db = openDb(config);
  await migrate(db);
  const bus = await busFor(log, config.redisUrl);
  const blobs = trackedBlobs(db, path.join(config.dataDir, 'files'), () => jobs);
  const jobKinds = new Map([logExportKind(blobs), blobs.collectionKind].map((k) => [k.kind, k]));
  const jobs = jobQueue(db, bus, jobKinds);
  await blobs.scheduleCollection();
  // Sign-in policy and mail come first: initialisation, sign-in and user management follow them.
  const settings = settingsService(db.kysely, { smsAvailable: false });
  const mail = mailer(db.kysely, () => settings.smtp());
  const verification = verificationService({ db: db.kysely, settings, mailer: mail, sms: null });
  const passwords = passwordService(db.kysely, settings);
  const system = systemService(db.kysely, passwords);
  const access = accessService(db.kysely);
  const users = userService(db.kysely, access);
  const sessions = sessionService(db.kysely, system, signInSteps({ settings, verification, passwords }));
  const announcements = announcementService(db.kysely);
  const notifications = notificationService(db.kysely);
  const offices = officeService(db.kysely);
  const brands = brandService({
    brandsFile: config.brandsFile,
    customerOfHost: (host) => domainRepo(db.kysely).ownerOfHost(host),
  });
  const customers = customerService(db.kysely, brands, passwords);
  const domains = domainService(db.kysely, brands);
  const brandImages = brandImageService(db.kysely, blobs);
  const agents = agentService(db.kysely, passwords);
  const userAdmin = userManagement(db.kysely, access, passwords);
  const accounts = accountService({ db: db.kysely, verification, passwords });
  const registration = registrationService({
    db: db.kysely,
    verification,
    passwords,
    registrationFor: (host) => brands.registrationFor(host),
  });
  const avatars = avatarService(db.kysely, blobs);
  const roles = roleService(db.kysely, access);
  const menus = menuManagement(db.kysely);
  const dataRanges = dataRangeService(db.kysely);
  const logs = logService(db.kysely);
  const logExports = logExportService(db.kysely, jobs, blobs);
  await withStartupLock(db, async (trx) => {
    await access.seed(trx);
    await system.ensureKey(trx);
  });
  return {
    db,
    bus,
    jobKinds,
    services: {
      jobs,
      system,
      access,
      sessions,
      users,
      offices,
      brands,
      customers,
      domains,
      brandImages,
      agents,
      userAdmin,
      roles,
      menus,
      dataRanges,
      logs,
      logExports,
      announcements,
      notifications,
      settings,
      verification,
      passwords,
      accounts,
      registration,
      avatars,
    },
  };
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
  const {
    system,
    access: accessSvc,
    sessions,
    users,
    offices,
    userAdmin,
    logs,
    logExports,
    announcements,
    notifications,
  } = services;
  const { brands, customers, domains, brandImages, agents } = services;
  const { roles, menus, dataRanges } = services;
  const { settings, verification, accounts, registration, avatars } = services;

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
      registerRoutes(api, systemRoutes(system));
      registerRoutes(api, brandRoutes(brands));
      registerRoutes(api, sessionRoutes(sessions, users));
      registerRoutes(api, secondStepRoutes(sessions, settings, verification));
      registerRoutes(api, accountRoutes(accounts, registration, avatars, users));
      registerRoutes(api, settingsRoutes(settings));
      registerRoutes(api, userRoutes(users, userAdmin));
      registerRoutes(api, accessRoutes(accessSvc, menus));
      registerRoutes(api, roleRoutes(roles));
      registerRoutes(api, dataRangeRoutes(dataRanges));
      registerRoutes(api, officeRoutes(offices));
      registerRoutes(api, agentRoutes(agents));
      registerRoutes(api, customerRoutes(customers, domains, brandImages));
      registerRoutes(api, logRoutes(logs, logExports));
      registerRoutes(api, announcementRoutes(announcements));
      registerRoutes(api, notificationRoutes(notifications));
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

  http.addHook('onClose', async () => {
    await runner.stop();
    await bus.close();
    await db.close();
  });
  return { http, db, bus, services, routes };
}
