import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    '이 페이지는 콘솔이 버튼과 작업을 어떻게 보호하는지 사용자 자신의 권한으로 보여 줍니다. auth:demo:form 권한과 매니저 역할을 모두 가진 사용자만 열 수 있으며, 다른 사용자에게는 메뉴에 표시되지 않습니다.',
  accessTitle: '이 페이지에 대한 접근 권한',
  operationsHeld: '{{entry}}의 작업',
  held: '보유',
  notHeld: '미보유',
  roles: '내 역할',
  none: '없음',
  requires: '이 페이지에 필요한 것',
  requirement: 'auth:demo:form 권한과 매니저 역할',
  buttonsTitle: '보호된 버튼',
  buttonsHelp: '권한이 없는 버튼은 비활성화되며, 마우스를 올리면 권한이 없다고 알려 줍니다.',
  operations: { form: '양식 열기', edit: '편집', delete: '삭제' },
  ran: '“{{action}}” 실행됨: 해당 권한을 보유하고 있습니다',
  actionsTitle: '보호된 작업',
  actionsHelp:
    '보호된 버튼이 아닌 곳에서 시작된 작업(행 클릭, 단축키)은 실행 시 권한을 확인합니다. 권한이 없으면 작업을 수행할 수 없다는 오류가 표시됩니다.',
  runAction: '“{{action}}” 실행',
  mayDelete: 'auth:demo:delete 권한이 있어 두 작업 모두 실행됩니다.',
  mayNotDelete: 'auth:demo:delete 권한이 없어 “삭제”를 실행하면 오류가 표시됩니다.',
};
