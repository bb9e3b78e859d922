import { userApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { UserManagement } from './management.js';
import type { UserService } from './service.js';

export function userRoutes(users: UserService, manage: UserManagement) {
  return [
    route(api.getUserInfo, async (req) => ({
      jsonObject: await users.info(req.principal.userId, req.principal.expiresAt),
    })),
    route(api.usereList, async (req) => ({ data: await manage.list(req.principal, req.input) })),
    route(api.save, async (req) => ({
      jsonObject: await manage.save(req.principal, req.input, metaOf(req), await req.permissions()),
    })),
    route(api.delete, async (req) => {
      await manage.remove(req.principal, req.input.ids, metaOf(req));
    }),
    route(api.allRoleList, async (req) => ({
      jsonObject: await manage.assignableRoles(req.principal, req.input.officeId),
    })),
    route(api.roleListByUserId, async (req) => ({
      jsonObject: await manage.rolesOf(req.principal, req.input.userId),
    })),
    route(api.rolesByUserId, async (req) => ({
      jsonObject: (await manage.rolesOf(req.principal, req.input.userId)).map((r) => r.id),
    })),
    route(api.checkPhoneOrEmail, async (req) => ({
      jsonObject: await manage.taken(req.principal, {
        email: req.input.email,
        phone: req.input.phone,
        exceptId: req.input.id,
      }),
    })),
  ];
}
