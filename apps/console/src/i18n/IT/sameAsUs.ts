/** Keys whose Italian text is legitimately the same as the English one: loanwords that are the Italian terms. */
export const sameAsUs: string[] = [
  // "Account" is the Italian word for a user account.
  'common.account',
  // "Password" is the Italian word for a password.
  'login.password',
  'init.password',
  'user.password',
  // “E-mail” and “password” are the Italian words too.
  'account.ways.email',
  'register.email',
  'personal.email',
  'register.password',
  'personal.password',
  'sysSetting.smtpPassword',
  // “Account” is the Italian word too.
  'forgetPwd.stepAccount',
  // Program production: “video”, “file”, the units s and px/s are Italian too.
  'program.kinds.video',
  'program.scenes.seconds',
  'program.props.media',
  'program.props.pxPerSecond',
  // Materials: “Video” is the Italian word.
  'material.kinds.video',
  // « Quota » is the Italian word.
  'volume.drawer.quota',
  'volume.quotaForm.mode',
  // “Widget” is the word in this language too.
  'log.modules.widget',
  'widgetManage.catalogue.name',
];
