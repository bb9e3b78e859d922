import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@apm/contract';

/** What a code is for. */
export type Purpose = 'login' | 'resetPwd' | 'register' | 'contact';

interface Texts {
  subject: string;
  intro: string;
  purposes: Record<Purpose, string>;
  validity: string;
  ignore: string;
  sms: string;
  testSubject: string;
  testText: string;
}

/** Mails and text messages in the reader's language (the console's `lang` cookie). */
const TEXTS: Record<Language, Texts> = {
  US: {
    subject: 'Your verification code: {code}',
    intro: 'Your verification code is {code}.',
    purposes: {
      login: 'It completes your sign-in.',
      resetPwd: 'It lets you set a new password.',
      register: 'It confirms your registration.',
      contact: 'It confirms your new address.',
    },
    validity: 'It is good for {minutes} minutes and can be used once.',
    ignore: 'If you did not ask for it, ignore this message: nothing changes.',
    sms: '{code} is your verification code ({minutes} min).',
    testSubject: 'Test mail from the signage console',
    testText: 'The mail server settings work: this test mail arrived.',
  },
  CN: {
    subject: '您的验证码：{code}',
    intro: '您的验证码是 {code}。',
    purposes: {
      login: '用于完成登录。',
      resetPwd: '用于设置新密码。',
      register: '用于确认注册。',
      contact: '用于确认您的新联系方式。',
    },
    validity: '验证码 {minutes} 分钟内有效，只能使用一次。',
    ignore: '如果这不是您本人的操作，请忽略本邮件，什么都不会改变。',
    sms: '您的验证码是 {code}（{minutes} 分钟内有效）。',
    testSubject: '来自信息发布控制台的测试邮件',
    testText: '邮件服务器设置可用：这封测试邮件已送达。',
  },
  HK: {
    subject: '您的驗證碼：{code}',
    intro: '您的驗證碼是 {code}。',
    purposes: {
      login: '用於完成登入。',
      resetPwd: '用於設定新密碼。',
      register: '用於確認註冊。',
      contact: '用於確認您的新聯絡方式。',
    },
    validity: '驗證碼 {minutes} 分鐘內有效，只能使用一次。',
    ignore: '如果這不是您本人的操作，請忽略本郵件，甚麼都不會改變。',
    sms: '您的驗證碼是 {code}（{minutes} 分鐘內有效）。',
    testSubject: '來自資訊發佈控制台的測試郵件',
    testText: '郵件伺服器設定可用：這封測試郵件已送達。',
  },
  KR: {
    subject: '인증 코드: {code}',
    intro: '인증 코드는 {code}입니다.',
    purposes: {
      login: '로그인을 완료하는 데 사용됩니다.',
      resetPwd: '새 비밀번호를 설정하는 데 사용됩니다.',
      register: '가입을 확인하는 데 사용됩니다.',
      contact: '새 연락처를 확인하는 데 사용됩니다.',
    },
    validity: '{minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.',
    ignore: '요청하지 않으셨다면 이 메시지를 무시하세요. 아무것도 변경되지 않습니다.',
    sms: '인증 코드 {code} ({minutes}분 유효).',
    testSubject: '사이니지 콘솔의 테스트 메일',
    testText: '메일 서버 설정이 작동합니다. 이 테스트 메일이 도착했습니다.',
  },
  IT: {
    subject: 'Il tuo codice di verifica: {code}',
    intro: 'Il tuo codice di verifica è {code}.',
    purposes: {
      login: 'Serve a completare l’accesso.',
      resetPwd: 'Serve a impostare una nuova password.',
      register: 'Serve a confermare la registrazione.',
      contact: 'Serve a confermare il nuovo recapito.',
    },
    validity: 'È valido per {minutes} minuti e si può usare una sola volta.',
    ignore: 'Se non l’hai richiesto, ignora questo messaggio: non cambia nulla.',
    sms: '{code} è il tuo codice di verifica ({minutes} min).',
    testSubject: 'Mail di prova dalla console di digital signage',
    testText: 'Le impostazioni del server di posta funzionano: questa mail di prova è arrivata.',
  },
  RU: {
    subject: 'Ваш код подтверждения: {code}',
    intro: 'Ваш код подтверждения: {code}.',
    purposes: {
      login: 'Он завершает вход в систему.',
      resetPwd: 'Он позволяет задать новый пароль.',
      register: 'Он подтверждает регистрацию.',
      contact: 'Он подтверждает ваш новый адрес.',
    },
    validity: 'Код действует {minutes} минут, и его можно использовать один раз.',
    ignore: 'Если вы его не запрашивали, просто проигнорируйте это сообщение: ничего не изменится.',
    sms: 'Код подтверждения: {code} (действует {minutes} мин).',
    testSubject: 'Тестовое письмо из консоли цифровых вывесок',
    testText: 'Настройки почтового сервера работают: это тестовое письмо дошло.',
  },
  FR: {
    subject: 'Votre code de vérification : {code}',
    intro: 'Votre code de vérification est {code}.',
    purposes: {
      login: 'Il termine votre connexion.',
      resetPwd: 'Il vous permet de définir un nouveau mot de passe.',
      register: 'Il confirme votre inscription.',
      contact: 'Il confirme votre nouvelle adresse.',
    },
    validity: 'Il est valable {minutes} minutes et ne sert qu’une fois.',
    ignore: 'Si vous ne l’avez pas demandé, ignorez ce message : rien ne change.',
    sms: '{code} est votre code de vérification ({minutes} min).',
    testSubject: 'Message de test de la console d’affichage',
    testText: 'Les réglages du serveur de messagerie fonctionnent : ce message de test est arrivé.',
  },
  DE: {
    subject: 'Ihr Bestätigungscode: {code}',
    intro: 'Ihr Bestätigungscode lautet {code}.',
    purposes: {
      login: 'Er schließt Ihre Anmeldung ab.',
      resetPwd: 'Damit legen Sie ein neues Passwort fest.',
      register: 'Er bestätigt Ihre Registrierung.',
      contact: 'Er bestätigt Ihre neue Adresse.',
    },
    validity: 'Er gilt {minutes} Minuten und kann einmal verwendet werden.',
    ignore: 'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht: Es ändert sich nichts.',
    sms: '{code} ist Ihr Bestätigungscode ({minutes} Min.).',
    testSubject: 'Testnachricht der Signage-Konsole',
    testText: 'Die Einstellungen des Mailservers funktionieren: Diese Testnachricht ist angekommen.',
  },
  ES: {
    subject: 'Su código de verificación: {code}',
    intro: 'Su código de verificación es {code}.',
    purposes: {
      login: 'Sirve para completar el inicio de sesión.',
      resetPwd: 'Sirve para establecer una contraseña nueva.',
      register: 'Sirve para confirmar el registro.',
      contact: 'Sirve para confirmar su nueva dirección.',
    },
    validity: 'Es válido durante {minutes} minutos y solo se puede usar una vez.',
    ignore: 'Si no lo ha solicitado, ignore este mensaje: no cambia nada.',
    sms: '{code} es su código de verificación ({minutes} min).',
    testSubject: 'Correo de prueba de la consola de cartelería',
    testText: 'La configuración del servidor de correo funciona: este correo de prueba ha llegado.',
  },
  PL: {
    subject: 'Twój kod weryfikacyjny: {code}',
    intro: 'Twój kod weryfikacyjny to {code}.',
    purposes: {
      login: 'Kończy logowanie.',
      resetPwd: 'Pozwala ustawić nowe hasło.',
      register: 'Potwierdza rejestrację.',
      contact: 'Potwierdza nowy adres.',
    },
    validity: 'Jest ważny przez {minutes} minut i można go użyć tylko raz.',
    ignore: 'Jeśli nie prosiłeś o niego, zignoruj tę wiadomość: nic się nie zmieni.',
    sms: '{code} to Twój kod weryfikacyjny ({minutes} min).',
    testSubject: 'Wiadomość testowa z konsoli digital signage',
    testText: 'Ustawienia serwera poczty działają: ta wiadomość testowa dotarła.',
  },
  TR: {
    subject: 'Doğrulama kodunuz: {code}',
    intro: 'Doğrulama kodunuz {code}.',
    purposes: {
      login: 'Girişinizi tamamlar.',
      resetPwd: 'Yeni bir parola belirlemenizi sağlar.',
      register: 'Kaydınızı onaylar.',
      contact: 'Yeni adresinizi onaylar.',
    },
    validity: '{minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    ignore: 'Bunu siz istemediyseniz bu iletiyi dikkate almayın: hiçbir şey değişmez.',
    sms: 'Doğrulama kodunuz {code} ({minutes} dk).',
    testSubject: 'Dijital tabela konsolundan test e-postası',
    testText: 'Posta sunucusu ayarları çalışıyor: bu test e-postası ulaştı.',
  },
};

const fill = (s: string, v: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));

/** The language of a `lang` cookie value, US when it names none. */
export const languageOf = (cookie: string | undefined): Language => (isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE);

/** The mail carrying a code. */
export function codeMail(lang: Language, purpose: Purpose, code: string, minutes: number) {
  const t = TEXTS[lang];
  const v = { code, minutes };
  return {
    subject: fill(t.subject, v),
    text: [fill(t.intro, v), t.purposes[purpose], fill(t.validity, v), '', t.ignore].join('\n'),
  };
}

/** The text message carrying a code. */
export const codeSms = (lang: Language, code: string, minutes: number) => fill(TEXTS[lang].sms, { code, minutes });

/** The test mail of the settings page. */
export const testMail = (lang: Language) => ({ subject: TEXTS[lang].testSubject, text: TEXTS[lang].testText });

/**
 * What the owner of an address gets when someone asks for a registration code with it: no code
 * (the address has an account), and the way back in if it was them.
 */
const REGISTERED: Record<Language, { subject: string; text: string; sms: string }> = {
  US: {
    subject: 'Someone tried to register with your address',
    text: 'Someone asked to create a new account with this address, but it already belongs to an account, so no account was created.\nIf it was you: sign in with your account, or use "Forgot password?" on the sign-in page.\nIf it was not you, ignore this message: nothing changes.',
    sms: 'Someone tried to register with this number, which already has an account. If it was you, use "Forgot password?" to sign in.',
  },
  CN: {
    subject: '有人尝试用您的地址注册',
    text: '有人请求用此地址创建新账号，但该地址已属于一个账号，因此未创建任何账号。\n如果是您本人：请用您的账号登录，或在登录页面使用“忘记密码？”。\n如果不是您本人，请忽略本邮件，什么都不会改变。',
    sms: '有人尝试用此号码注册，但该号码已有账号。如果是您本人，请使用“忘记密码？”登录。',
  },
  HK: {
    subject: '有人嘗試用您的地址註冊',
    text: '有人請求用此地址建立新帳號，但該地址已屬於一個帳號，因此未建立任何帳號。\n如果是您本人：請用您的帳號登入，或在登入頁面使用「忘記密碼？」。\n如果不是您本人，請忽略本郵件，甚麼都不會改變。',
    sms: '有人嘗試用此號碼註冊，但該號碼已有帳號。如果是您本人，請使用「忘記密碼？」登入。',
  },
  KR: {
    subject: '누군가 귀하의 주소로 가입을 시도했습니다',
    text: '누군가 이 주소로 새 계정을 만들려고 했지만, 이 주소는 이미 계정에 속해 있어 계정이 만들어지지 않았습니다.\n본인이라면 기존 계정으로 로그인하거나 로그인 화면의 "비밀번호를 잊으셨나요?"를 사용하세요.\n본인이 아니라면 이 메시지를 무시하세요. 아무것도 변경되지 않습니다.',
    sms: '누군가 이 번호로 가입을 시도했지만 이미 계정이 있습니다. 본인이라면 "비밀번호를 잊으셨나요?"로 로그인하세요.',
  },
  IT: {
    subject: 'Qualcuno ha tentato di registrarsi con il tuo indirizzo',
    text: 'Qualcuno ha chiesto di creare un nuovo account con questo indirizzo, ma appartiene già a un account, quindi non è stato creato alcun account.\nSe sei stato tu: accedi con il tuo account oppure usa "Password dimenticata?" nella pagina di accesso.\nSe non sei stato tu, ignora questo messaggio: non cambia nulla.',
    sms: 'Qualcuno ha tentato di registrarsi con questo numero, che ha già un account. Se sei stato tu, usa "Password dimenticata?" per accedere.',
  },
  RU: {
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
    text: 'Кто-то попросил создать новую учётную запись с этим адресом, но он уже принадлежит учётной записи, поэтому ничего не создано.\nЕсли это были вы: войдите в свою учётную запись или воспользуйтесь ссылкой «Забыли пароль?» на странице входа.\nЕсли это были не вы, просто проигнорируйте это сообщение: ничего не изменится.',
    sms: 'Кто-то пытался зарегистрироваться с этим номером, но у него уже есть учётная запись. Если это были вы, воспользуйтесь «Забыли пароль?».',
  },
  FR: {
    subject: "Quelqu'un a tenté de s'inscrire avec votre adresse",
    text: "Quelqu'un a demandé à créer un nouveau compte avec cette adresse, mais elle appartient déjà à un compte : aucun compte n'a été créé.\nSi c'était vous : connectez-vous avec votre compte, ou utilisez « Mot de passe oublié ? » sur la page de connexion.\nSi ce n'était pas vous, ignorez ce message : rien ne change.",
    sms: "Quelqu'un a tenté de s'inscrire avec ce numéro, qui a déjà un compte. Si c'était vous, utilisez « Mot de passe oublié ? » pour vous connecter.",
  },
  DE: {
    subject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
    text: 'Jemand wollte mit dieser Adresse ein neues Konto anlegen. Sie gehört bereits zu einem Konto, daher wurde kein Konto angelegt.\nWaren Sie es: Melden Sie sich mit Ihrem Konto an oder verwenden Sie „Passwort vergessen?“ auf der Anmeldeseite.\nWaren Sie es nicht, ignorieren Sie diese Nachricht: Es ändert sich nichts.',
    sms: 'Jemand wollte sich mit dieser Nummer registrieren; sie hat bereits ein Konto. Waren Sie es, verwenden Sie „Passwort vergessen?“.',
  },
  ES: {
    subject: 'Alguien intentó registrarse con su dirección',
    text: 'Alguien pidió crear una cuenta nueva con esta dirección, pero ya pertenece a una cuenta, así que no se creó ninguna.\nSi fue usted: inicie sesión con su cuenta o use «¿Ha olvidado la contraseña?» en la página de inicio de sesión.\nSi no fue usted, ignore este mensaje: no cambia nada.',
    sms: 'Alguien intentó registrarse con este número, que ya tiene una cuenta. Si fue usted, use «¿Ha olvidado la contraseña?» para entrar.',
  },
  PL: {
    subject: 'Ktoś próbował zarejestrować się z Twoim adresem',
    text: 'Ktoś poprosił o utworzenie nowego konta z tym adresem, ale należy on już do konta, więc żadne konto nie zostało utworzone.\nJeśli to Ty: zaloguj się na swoje konto lub użyj opcji „Nie pamiętasz hasła?” na stronie logowania.\nJeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
    sms: 'Ktoś próbował zarejestrować się z tym numerem, który ma już konto. Jeśli to Ty, użyj opcji „Nie pamiętasz hasła?”.',
  },
  TR: {
    subject: 'Birisi adresinizle kayıt olmayı denedi',
    text: 'Birisi bu adresle yeni bir hesap oluşturmak istedi, ancak adres zaten bir hesaba ait olduğundan hesap oluşturulmadı.\nSiz iseniz: hesabınızla giriş yapın veya giriş sayfasındaki "Parolanızı mı unuttunuz?" bağlantısını kullanın.\nSiz değilseniz bu iletiyi dikkate almayın: hiçbir şey değişmez.',
    sms: 'Birisi bu numarayla kayıt olmayı denedi; numaranın zaten bir hesabı var. Siz iseniz "Parolanızı mı unuttunuz?" seçeneğini kullanın.',
  },
};

/** The mail telling the owner of an address that someone tried to register with it. */
export const registeredMail = (lang: Language) => ({ subject: REGISTERED[lang].subject, text: REGISTERED[lang].text });

/** The text message telling the owner of a phone number that someone tried to register with it. */
export const registeredSms = (lang: Language) => REGISTERED[lang].sms;
