import {
  ErrorCodes,
  officeFigures,
  officeHitPage,
  officeNode,
  type OfficeFigures,
  type OfficeNode,
  type OfficeSave,
} from '@apm/contract';
import { ApiError } from '../../api/ApiError';
import { call, request } from '../../api/request';

/** The permissions of the page and its buttons (menu catalogue: officeManage). */
export const OFFICE_VIEW = 'sys:office:view';
export const OFFICE_EDIT = 'sys:office:edit';
export const OFFICE_DELETE = 'sys:office:delete';
export const OFFICE_MOVE = 'sys:office:move';

/** The key under which the root of the caller's range is cached (treeDataNew without id). */
export const ROOT = '';

/**
 * Query keys, under the session (signing out forgets them) and per user. Both the institution
 * page and the user page read the same tree caches, so a change on one shows on the other.
 */
export const officeKeys = {
  all: (userId: string) => ['session', 'offices', userId] as const,
  children: (userId: string, parentId: string) => ['session', 'offices', userId, 'children', parentId] as const,
  searches: (userId: string) => ['session', 'offices', userId, 'search'] as const,
  search: (userId: string, name: string, pageNo: number, pageSize: number) =>
    ['session', 'offices', userId, 'search', name, pageNo, pageSize] as const,
  figures: (userId: string) => ['session', 'offices', userId, 'figures'] as const,
  figuresOf: (userId: string, id: string, subtree: boolean) =>
    ['session', 'offices', userId, 'figures', id, subtree] as const,
};

const nodes = (v: unknown) => officeNode.array().parse(v);

/** GET /a/api/office/treeDataNew: without a parent, the root of the caller's range; with one, its children. */
export const fetchOfficeChildren = (parentId: string, signal?: AbortSignal): Promise<OfficeNode[]> =>
  call('/a/api/office/treeDataNew', { params: { id: parentId || undefined }, signal }, nodes);

/** GET /a/api/office/searchOffice: a page of the offices whose name contains `name`, with their path. */
export async function searchOffices(name: string, pageNo: number, pageSize: number, signal?: AbortSignal) {
  const envelope = await request('/a/api/office/searchOffice', { params: { name, pageNo, pageSize }, signal });
  const parsed = officeHitPage.safeParse(envelope.data);
  if (parsed.success) return parsed.data;
  console.error('Unexpected answer from /a/api/office/searchOffice', parsed.error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

/** POST /a/api/office/save: creates (no id) or edits an office; answers it as saved. */
export const saveOffice = (input: Partial<OfficeSave> & Pick<OfficeSave, 'name'>): Promise<OfficeNode> =>
  call(
    '/a/api/office/save',
    {
      method: 'POST',
      params: {
        id: input.id,
        parentId: input.parentId,
        name: input.name,
        sort: input.sort,
        remarks: input.remarks,
      },
    },
    (v) => officeNode.parse(v),
  );

/** POST /a/api/office/deleteOffice: refused (409, jsonObject: what it holds) unless it is empty. */
export const deleteOffice = (id: string): Promise<void> =>
  request('/a/api/office/deleteOffice', { method: 'POST', params: { id } }).then(() => undefined);

/** POST /a/api/office/moveinstitude: moves an office with its subtree under `parentId`. */
export const moveOffice = (id: string, parentId: string): Promise<OfficeNode> =>
  call('/a/api/office/moveinstitude', { method: 'POST', params: { id, parentId } }, (v) => officeNode.parse(v));

/** The figures of an office alone (findInstantStatistics) or with its subtree (officeDynamicData). */
export const fetchOfficeFigures = (id: string, subtree: boolean, signal?: AbortSignal): Promise<OfficeFigures> =>
  call(
    subtree ? '/a/api/office/officeDynamicData' : '/a/api/office/findInstantStatistics',
    { params: { id }, signal },
    (v) => officeFigures.parse(v),
  );
