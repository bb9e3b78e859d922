import type { Executor } from '../../platform/db/transaction.js';

/**
 * The active users nearest an office who may decide on what it submits for review: a role of theirs grants
 * `permission` (or everything), and their range reaches the office (it is their own, or lies
 * below theirs while one of their roles sees the subtree, as a session's range does). Of those,
 * the ones of the office itself, else of the nearest office above that has any: a shop's
 * reviewers hear of the shop's materials and publications, not every administrator up to the platform.
 */
export async function reviewersOf(db: Executor, officeId: string, permission: string): Promise<string[]> {
  const office = await db.selectFrom('sys_office').select('path').where('id', '=', officeId).executeTakeFirst();
  if (!office) return [];
  // The office and those above it: their paths are the prefixes of its own ('a,b,' → 'a,', 'a,b,').
  const ids = office.path.split(',').slice(0, -1);
  const above = ids.map((_, i) => `${ids.slice(0, i + 1).join(',')},`);
  const rows = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_office as uo', 'uo.id', 'u.office_id')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .leftJoin('sys_role_menu as rm', 'rm.role_id', 'r.id')
    .leftJoin('sys_menu as mn', 'mn.id', 'rm.menu_id')
    .select((eb) => [
      'u.id',
      'u.office_id as officeId',
      'uo.path',
      eb
        .exists(
          eb
            .selectFrom('sys_user_role as sur')
            .innerJoin('sys_role as sr', 'sr.id', 'sur.role_id')
            .select('sur.user_id')
            .whereRef('sur.user_id', '=', 'u.id')
            .where('sr.data_scope', '=', 'subtree'),
        )
        .as('subtree'),
    ])
    .distinct()
    .where('u.status', '=', 'active')
    .where('uo.path', 'in', above)
    .where((eb) => eb.or([eb('r.grants_all', '=', 1), eb('mn.permission', '=', permission)]))
    .execute();
  const reach = rows.filter((r) => r.officeId === officeId || Boolean(Number(r.subtree)));
  const nearest = Math.max(0, ...reach.map((r) => r.path.length));
  return reach.filter((r) => r.path.length === nearest).map((r) => r.id);
}
