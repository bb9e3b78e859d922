/**
 * `npm run seed:demo`: a demo organisation under the platform office with one user per
 * built-in role, for trying the product. Run it after the system is initialised; running it
 * again changes nothing.
 */
import { prepare } from './app.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo-seed.js';
import { loadConfig } from './platform/config.js';

const { db, bus, services } = await prepare({ ...loadConfig(), logLevel: 'silent' });
try {
  if (!(await services.system.isInitialised())) {
    console.error(
      'The system is not initialised yet: start it (npm start), open the console and create the administrator first.',
    );
    process.exitCode = 1;
  } else {
    const created = await seedDemo(db.kysely, services.passwords, services.audit);
    console.log(created.length ? `Created ${created.join(', ')}` : 'The demo users exist already.');
    console.log(`Demo organisation users (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.loginName.padEnd(15)} ${u.role}`);
  }
} finally {
  await bus.close();
  await db.close();
}
