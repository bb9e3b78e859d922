import { PASSWORD, PNG, page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/user/getUserInfo': {
    idFree: 'the signed-in user',
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
  'GET /a/api/user/usereList': {
    probes: (c) => [
      { form: { ...page }, expect: 'own', own: [c.actor.id] },
      { form: { officeId: c.other.customer.id, ...page }, expect: 'empty' },
      { form: { officeId: c.other.agent.id, ...page }, expect: 'empty' },
      { form: { loginName: c.other.operator.loginName, ...page }, expect: 'empty' },
      { form: { name: c.other.word, ...page }, expect: 'empty' },
    ],
  },
  'POST /a/api/user/save': {
    probes: (c) => [
      // Editing the other side's user (from one's own office), moving one's own user over there, planting one there.
      refused({ id: c.other.operator.id, officeId: c.root, loginName: c.other.operator.loginName, name: 'Taken over' }),
      // ...with the user's own address: answered as for a missing id (which tells nothing about it).
      refused({
        id: c.other.operator.id,
        officeId: c.root,
        loginName: c.other.operator.loginName,
        name: 'Taken over',
        email: c.other.operator.email,
      }),
      refused({
        id: c.other.shopUser.id,
        officeId: c.other.shop.id,
        loginName: c.other.shopUser.loginName,
        name: 'Renamed',
      }),
      refused({
        id: c.me.shopUser.id,
        officeId: c.other.shop.id,
        loginName: c.me.shopUser.loginName,
        name: c.me.shopUser.name,
      }),
      refused({
        officeId: c.other.shop.id,
        loginName: `planted.${c.actor.id.slice(-6)}`,
        name: 'Planted',
        password: PASSWORD,
      }),
      // Giving a user of one's own the other side's custom role: answered as for a role that does not exist.
      {
        form: {
          officeId: c.root,
          loginName: `probe.${c.actor.id.slice(-6)}`,
          name: 'Probe',
          password: PASSWORD,
          roleIds: c.other.role.id,
        },
        expect: 'asMissing',
      },
    ],
  },
  'POST /a/api/user/delete': {
    probes: (c) => [
      refused({ ids: c.other.operator.id }),
      refused({ ids: `${c.me.shopUser.id},${c.other.shopUser.id}` }),
    ],
  },
  'GET /a/api/user/allRoleList': {
    probes: (c) => [refused({ officeId: c.other.customer.id }), { form: {}, expect: 'own', own: [c.me.role.id] }],
  },
  'GET /a/api/user/roleListByUserId': { probes: (c) => [refused({ userId: c.other.operator.id })] },
  'GET /a/api/user/rolesByUserId': { probes: (c) => [refused({ userId: c.other.operator.id })] },
  'POST /a/api/user/checkPhoneOrEmail': {
    probes: (c) => [
      // Naming the other side's user as "the one being edited" must not make its address look free.
      {
        form: { id: c.other.operator.id, email: c.other.operator.email, phone: c.other.operator.phone },
        expect: 'asMissing',
      },
    ],
  },
  'GET /a/api/user/avatar': { probes: (c) => [refused({ id: c.other.operator.id })] },
  'POST /a/api/user/uploadAvatar': {
    idFree: "the caller's own avatar",
    probes: () => [{ file: PNG, expect: 'self', codes: [0] }],
  },
  'POST /a/api/user/saveUserInfo': {
    idFree: "the caller's own profile",
    probes: (c) => [
      // Taking the other side's e-mail address is refused (it is theirs), and changes nothing.
      {
        form: { name: c.actor.name, email: c.other.operator.email, phone: c.actor.phone },
        expect: 'self',
        codes: [409],
      },
    ],
  },
  'POST /a/api/user/sendContactVerificationCode': {
    idFree: "a code for a new address of the caller's own",
    probes: (c) => [{ form: { way: 'email', target: c.other.customerAdmin.email }, expect: 'self', codes: [409] }],
  },
  'GET /a/api/user/ConfirmOldpwd': {
    idFree: "the caller's own password",
    probes: () => [{ form: { oldPassword: PASSWORD }, expect: 'self', codes: [0] }],
  },
  'POST /a/api/user/modifyPassword': {
    idFree: "the caller's own password",
    probes: () => [{ form: { oldPassword: PASSWORD, newPassword: 'short' }, expect: 'self', codes: [400] }],
  },
  'POST /a/api/user/pwdPastDueModify': {
    idFree: "the caller's own expired password",
    probes: () => [{ form: { oldPassword: PASSWORD, newPassword: 'short' }, expect: 'self', codes: [400] }],
  },
};
