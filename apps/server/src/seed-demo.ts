/**
 * `npm run seed:demo`: a demo organisation under the platform office with one user per
 * built-in role, for trying the product. Run it after the system is initialised; running it
 * again changes nothing.
 */
import { ADMIN_ROLE_ID } from './modules/system/service.js';
import { prepare } from './app.js';
import { accessRepo } from './modules/access/repo.js';
import { logRepo } from './modules/log/repo.js';
import { officeRepo } from './modules/office/repo.js';
import { userRepo } from './modules/user/repo.js';
import { hashPassword } from './platform/auth/password.js';
import { loadConfig } from './platform/config.js';
import { inTransaction } from './platform/db/transaction.js';
import { newId } from './platform/ids.js';

export const DEMO_PASSWORD = 'Demo1234';
const DEMO_USERS = [
  { loginName: 'demo.admin', name: 'Demo Administrator', role: ADMIN_ROLE_ID },
  { loginName: 'demo.operator', name: 'Demo Operator', role: 'operator' },
  { loginName: 'demo.reviewer', name: 'Demo Reviewer', role: 'reviewer' },
];

const { db, bus, services } = await prepare({ ...loadConfig(), logLevel: 'silent' });
try {
  if (!(await services.system.isInitialised())) {
    console.error(
      'The system is not initialised yet: start it (npm start), open the console and create the administrator first.',
    );
    process.exitCode = 1;
  } else {
    const platform = await db.kysely
      .selectFrom('sys_office')
      .select(['id', 'path'])
      .where('type', '=', 'platform')
      .executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const created: string[] = [];
    await inTransaction(db.kysely, async (trx) => {
      let office = await trx
        .selectFrom('sys_office')
        .select('id')
        .where('name', '=', 'Demo organisation')
        .executeTakeFirst();
      const at = Date.now();
      if (!office) {
        office = { id: newId(at) };
        await officeRepo(trx).insert({
          id: office.id,
          parentId: platform.id,
          parentPath: platform.path,
          name: 'Demo organisation',
          type: 'office',
          at,
        });
      }
      for (const u of DEMO_USERS) {
        if (await userRepo(trx).findByLoginName(u.loginName)) continue;
        const id = newId(at);
        await userRepo(trx).insert({
          id,
          officeId: office.id,
          loginName: u.loginName,
          name: u.name,
          passwordHash,
          email: '',
          userPwdType: '1',
          at,
        });
        await accessRepo(trx).assignRole(id, u.role);
        await logRepo(trx).insert({
          officeId: office.id,
          userId: null,
          userName: 'seed:demo',
          at,
          ip: '',
          userAgent: 'seed:demo',
          module: 'user',
          action: 'create',
          target: u.loginName,
          changes: { loginName: { after: u.loginName }, role: { after: u.role } },
        });
        created.push(u.loginName);
      }
    });
    console.log(created.length ? `Created ${created.join(', ')}` : 'The demo users exist already.');
    console.log(`Demo organisation users (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.loginName.padEnd(15)} ${u.role}`);
  }
} finally {
  await bus.close();
  await db.close();
}
