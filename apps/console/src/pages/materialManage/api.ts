import {
  materialApi,
  settingsApi,
  uploadLimitBytes,
  materialLibraryApi,
  type MaterialItem,
  type MaterialKind,
  type MaterialListQuery,
  type MaterialStatus,
  type Permission,
} from '@apm/contract';
import { useEffect, useState } from 'react';
import { useCall, useList } from '../../api/hooks';
import { urlOf } from '../../api/client';

/** Permissions of the page's actions (menu catalogue: materialManage). */
export const MATERIAL_UPLOAD: Permission = 'res:material:upload';
export const MATERIAL_DELETE: Permission = 'res:material:delete';

export const MATERIAL_EDIT: Permission = 'res:material:edit';

/** What the library page asks the list for: where, filters, order and page. */
export type MaterialQuery = Pick<MaterialListQuery, 'pageNo' | 'pageSize' | 'name' | 'sort' | 'order'> & {
  kind: '' | MaterialKind;
  status: '' | MaterialStatus;
  createdBy: string;
  officeId?: string;
  /** A folder's id, TOP_FOLDER, or none (every folder of the office). */
  folderId?: string;
};

/** How often the page asks again while a material is still being processed (live events come sooner). */
const WHILE_PROCESSING_MS = 2_000;

/** A page of the range's materials; asked again every 2 s while one of them is still processing. */
export function useMaterialPage(q: MaterialQuery) {
  const [processing, setProcessing] = useState(false);
  const page = useList(materialApi.list, q, { refetchInterval: processing ? WHILE_PROCESSING_MS : false });
  const busy = page.data?.list.some((m) => m.status === 'processing') ?? false;
  useEffect(() => setProcessing(busy), [busy]);
  return page;
}

/** The largest file an upload may bring, from the system settings (spec 9). */
export function useUploadLimit(): number | undefined {
  const answer = useCall(settingsApi.getKeys, { keys: 'uploadLimitOpen,uploadLimitSize' }, { staleTime: 60_000 });
  return answer.data ? uploadLimitBytes(answer.data.jsonObject) : undefined;
}

/** The address of a material's file, thumbnail or poster, pinned to its content (cached for good). */
export function fileUrl(m: MaterialItem, variant: 'file' | 'thumb' | 'poster'): string | undefined {
  const md5 = variant === 'file' ? m.md5 : variant === 'thumb' ? m.thumbMd5 : m.posterMd5;
  return md5 ? urlOf(materialApi.getFile, { id: m.id, variant, v: md5 }) : undefined;
}

/** The folders of an office of the range (none: the range's own office). */
export const useFolderTree = (officeId: string | undefined) =>
  useCall(materialLibraryApi.folderTree, officeId ? { officeId } : {});

/** Who uploaded the materials of an office (the uploader filter). */
export const useUploaders = (officeId: string | undefined) =>
  useCall(materialLibraryApi.uploaders, officeId ? { officeId } : {}, { staleTime: 60_000 });

/** A material's details: its folder path and where it is used. */
export const useMaterialDetails = (id: string | undefined) =>
  useCall(materialLibraryApi.details, { id: id ?? '' }, { enabled: id !== undefined });
