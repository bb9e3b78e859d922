import type { domains as US } from '../US/domains';

export const domains: typeof US = {
  intro:
    '고객에게 호스트 이름을 연결하세요. 고객의 자체 브랜드가 켜져 있으면 해당 호스트 이름에서 콘솔을 여는 방문자에게 그 브랜드가 표시됩니다. 호스트 이름은 한 고객에만 속하며, 고객당 최대 {{max}}개입니다. 호스트 이름의 DNS가 이 서버를 가리키도록 설정하세요.',
  search: '고객 또는 호스트 이름으로 검색',
  empty: '아직 고객이 없습니다',
  noneMatching: '검색 조건에 맞는 고객이나 호스트 이름이 없습니다',
  total: '고객 {{count}}개',
  customer: '고객',
  hosts: '호스트 이름',
  none: '없음',
  shows: '호스트 이름에 표시되는 브랜드',
  ownBrand: '자체 브랜드',
  defaultBrand: '기본 브랜드(자체 브랜드 꺼짐)',
  actions: '작업',
  add: '호스트 이름 추가',
  addOf: '호스트 이름 추가: {{name}}',
  addTitle: '{{name}}에 호스트 이름 추가',
  host: '호스트 이름',
  hostHelp:
    'screens.example.com처럼 이름만 입력하세요. http://, 포트, 경로는 넣지 않으며 대소문자는 구분하지 않습니다.',
  boundAs: '{{host}}(으)로 연결됩니다',
  bind: '연결',
  bound: '{{host}}은(는) 이제 {{name}}에 속합니다',
  cancel: '취소',
  removeTitle: '{{host}}을(를) 삭제하시겠습니까?',
  removeConfirm: '이 호스트 이름은 더 이상 {{name}}에 속하지 않으며 기본 브랜드가 표시됩니다.',
  remove: '삭제',
  removed: '{{host}}을(를) 삭제했습니다',
};
