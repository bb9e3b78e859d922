/**
 * Messages the contract's schemas and the server's refusals name themselves; the console has a
 * translation for each under `customers.rules`.
 */
export const RULE_KEYS = new Set([
  'required',
  'webAddress',
  'hostName',
  'hostTaken',
  'hostBuiltIn',
  'tooManyHosts',
  'defaultLanguageNotOffered',
  'languagesRequired',
  'loginNameTaken',
  'emailTaken',
  'loginNameChars',
  'passwordLetter',
  'passwordDigit',
  'phoneFormat',
  'parentNotAgent',
  'footerLinks',
  'notAnImage',
  'fileTooLarge',
]);
