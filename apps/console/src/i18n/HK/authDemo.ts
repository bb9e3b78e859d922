import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    '本頁以您自己的權限示範控制台如何保護按鈕和操作。只有擁有權限 auth:demo:form 且具有「經理」角色的使用者才能開啟本頁；其他使用者在選單中看不到它。',
  accessTitle: '您對本頁的存取權限',
  operationsHeld: '{{entry}} 上的操作',
  held: '已擁有',
  notHeld: '未擁有',
  roles: '您的角色',
  none: '無',
  requires: '本頁要求',
  requirement: '權限 auth:demo:form 和「經理」角色',
  buttonsTitle: '受保護的按鈕',
  buttonsHelp: '缺少權限的按鈕會被停用；將滑鼠指向它會提示您沒有權限。',
  operations: { form: '開啟表單', edit: '編輯', delete: '刪除' },
  ran: '「{{action}}」已執行：您擁有其權限',
  actionsTitle: '受保護的操作',
  actionsHelp:
    '不是由受保護按鈕觸發的操作（點擊列、鍵盤快速鍵）會在執行時檢查權限：沒有權限時會顯示錯誤，提示您無權執行該操作。',
  runAction: '執行「{{action}}」',
  mayDelete: '您擁有 auth:demo:delete：兩個操作都會執行。',
  mayNotDelete: '您缺少 auth:demo:delete：執行「刪除」會顯示錯誤。',
};
