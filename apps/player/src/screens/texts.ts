/**
 * What the player's own screens say, in the console's eleven languages, with the console's words
 * for pairing ("Pairing code", "Authorise", "Pair again"). The language is `?lang=` of the
 * player's address (a console code such as DE, or a language tag such as de or zh-HK), else the
 * browser's first language the player has, else English.
 */

export const PLAYER_LANGUAGES = ['US', 'CN', 'HK', 'KR', 'IT', 'RU', 'FR', 'DE', 'ES', 'PL', 'TR'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

export interface ScreenTexts {
  /** Above the pairing code. */
  pairingHint: string;
  hardwareId: string;
  unreachable: string;
  alreadyPaired: string;
  pairAgainHint: string;
}

const TEXTS: Record<PlayerLanguage, ScreenTexts> = {
  US: {
    pairingHint: 'Pairing code — enter it in the console to authorise this screen',
    hardwareId: 'Hardware ID',
    unreachable: 'The server cannot be reached; trying again…',
    alreadyPaired: 'This screen is already paired',
    pairAgainHint: 'An administrator can choose “Pair again” for it in the console.',
  },
  CN: {
    pairingHint: '配对码 — 在控制台中输入此码以授权这块屏幕',
    hardwareId: '硬件 ID',
    unreachable: '无法连接服务器，正在重试…',
    alreadyPaired: '这块屏幕已经配对',
    pairAgainHint: '管理员可以在控制台中为它选择“重新配对”。',
  },
  HK: {
    pairingHint: '配對碼 — 在控制台中輸入此碼以授權這塊螢幕',
    hardwareId: '硬件 ID',
    unreachable: '無法連接伺服器，正在重試…',
    alreadyPaired: '這塊螢幕已經配對',
    pairAgainHint: '管理員可以在控制台中為它選擇「重新配對」。',
  },
  KR: {
    pairingHint: '페어링 코드 — 콘솔에 입력하여 이 화면을 승인하세요',
    hardwareId: '하드웨어 ID',
    unreachable: '서버에 연결할 수 없습니다. 다시 시도하는 중…',
    alreadyPaired: '이 화면은 이미 페어링되어 있습니다',
    pairAgainHint: '관리자가 콘솔에서 이 화면에 대해 ‘다시 페어링’을 선택할 수 있습니다.',
  },
  IT: {
    pairingHint: 'Codice di associazione — inseritelo nella console per autorizzare questo schermo',
    hardwareId: 'ID hardware',
    unreachable: 'Il server non è raggiungibile; nuovo tentativo in corso…',
    alreadyPaired: 'Questo schermo è già associato',
    pairAgainHint: 'Un amministratore può scegliere «Riassocia» per questo schermo nella console.',
  },
  RU: {
    pairingHint: 'Код сопряжения — введите его в консоли, чтобы авторизовать этот экран',
    hardwareId: 'Аппаратный ID',
    unreachable: 'Сервер недоступен; повторная попытка…',
    alreadyPaired: 'Этот экран уже сопряжён',
    pairAgainHint: 'Администратор может выбрать для него «Сопрячь заново» в консоли.',
  },
  FR: {
    pairingHint: 'Code d’appairage — saisissez-le dans la console pour autoriser cet écran',
    hardwareId: 'ID matériel',
    unreachable: 'Le serveur est injoignable ; nouvelle tentative…',
    alreadyPaired: 'Cet écran est déjà appairé',
    pairAgainHint: 'Un administrateur peut choisir « Rappairer » pour cet écran dans la console.',
  },
  DE: {
    pairingHint: 'Kopplungscode — in der Konsole eingeben, um diesen Bildschirm freizugeben',
    hardwareId: 'Hardware-ID',
    unreachable: 'Der Server ist nicht erreichbar; neuer Versuch läuft…',
    alreadyPaired: 'Dieser Bildschirm ist bereits gekoppelt',
    pairAgainHint: 'Ein Administrator kann in der Konsole „Neu koppeln“ für ihn wählen.',
  },
  ES: {
    pairingHint: 'Código de emparejamiento — introdúzcalo en la consola para autorizar esta pantalla',
    hardwareId: 'ID de hardware',
    unreachable: 'No se puede conectar con el servidor; reintentando…',
    alreadyPaired: 'Esta pantalla ya está emparejada',
    pairAgainHint: 'Un administrador puede elegir «Volver a emparejar» para ella en la consola.',
  },
  PL: {
    pairingHint: 'Kod parowania — wpisz go w konsoli, aby autoryzować ten ekran',
    hardwareId: 'Identyfikator sprzętu',
    unreachable: 'Nie można połączyć się z serwerem; ponawianie…',
    alreadyPaired: 'Ten ekran jest już sparowany',
    pairAgainHint: 'Administrator może wybrać dla niego „Sparuj ponownie” w konsoli.',
  },
  TR: {
    pairingHint: 'Eşleştirme kodu — bu ekranı yetkilendirmek için konsola girin',
    hardwareId: 'Donanım kimliği',
    unreachable: 'Sunucuya ulaşılamıyor; yeniden deneniyor…',
    alreadyPaired: 'Bu ekran zaten eşleştirilmiş',
    pairAgainHint: 'Bir yönetici konsolda bu ekran için “Yeniden eşleştir” seçeneğini seçebilir.',
  },
};

/** Language tags (lower case, by their primary subtag) of each language; Chinese goes by its region or script. */
const BY_TAG: Record<string, PlayerLanguage> = {
  en: 'US',
  ko: 'KR',
  it: 'IT',
  ru: 'RU',
  fr: 'FR',
  de: 'DE',
  es: 'ES',
  pl: 'PL',
  tr: 'TR',
};

/** The player's language of a console code or a language tag; undefined when it has none for it. */
function languageOfTag(tag: string): PlayerLanguage | undefined {
  const t = tag.trim();
  const code = t.toUpperCase();
  if ((PLAYER_LANGUAGES as readonly string[]).includes(code)) return code as PlayerLanguage;
  const [primary = '', ...rest] = t.toLowerCase().split(/[-_]/);
  if (primary === 'zh') return rest.some((s) => s === 'hk' || s === 'tw' || s === 'mo' || s === 'hant') ? 'HK' : 'CN';
  return BY_TAG[primary];
}

/** The language of `?lang=` in `search`, else the first of `preferred` (the browser's) the player has, else English. */
export function languageOf(search: string, preferred: readonly string[]): PlayerLanguage {
  const asked = new URLSearchParams(search).get('lang');
  for (const tag of [...(asked ? [asked] : []), ...preferred]) {
    const l = languageOfTag(tag);
    if (l) return l;
  }
  return 'US';
}

/** The texts of a language. */
export const textsOf = (language: PlayerLanguage): ScreenTexts => TEXTS[language];

/** The language of this page (its address, then the browser's languages). */
export const pageLanguage = (): PlayerLanguage => languageOf(location.search, navigator.languages);

/** A language as an HTML `lang` attribute. */
export const htmlLangOf = (language: PlayerLanguage): string =>
  ({ US: 'en', CN: 'zh-CN', HK: 'zh-HK', KR: 'ko' })[language as 'US'] ?? language.toLowerCase();
