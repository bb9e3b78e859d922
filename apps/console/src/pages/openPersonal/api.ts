import {
  ErrorCodes,
  customerInfo,
  customerItem,
  customerPage,
  customerParentPage,
  type CustomerInfo,
  type CustomerItem,
  type Page,
} from '@apm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../api/ApiError';
import { call, request, type Params } from '../../api/request';
import { useSession } from '../../session/SessionContext';

/** Permissions of the page (menu catalogue: openPersonal) and its actions. */
export const CUSTOMER_PERSONAL = 'sys:customer:personal';
export const CUSTOMER_VIEW = 'sys:customer:view';
export const CUSTOMER_EDIT = 'sys:customer:edit';

export interface PageQuery {
  name: string;
  pageNo: number;
  pageSize: number;
}

/**
 * Query keys, under the session and per user. Customers, their host names and agents change
 * one another's lists (a new customer shows on the host-name page, an agent's count grows),
 * so the three pages share the root `customers`.
 */
export const customerKeys = {
  all: (userId: string) => ['session', 'customers', userId] as const,
  page: (userId: string, q: PageQuery) => ['session', 'customers', userId, 'page', q] as const,
  info: (userId: string, id: string) => ['session', 'customers', userId, 'info', id] as const,
  parents: (userId: string, name: string) => ['session', 'customers', userId, 'parents', name] as const,
};

/** A paged answer (`data`), checked against the contract; a broken answer is a server error. */
export async function fetchPage<S extends z.ZodType>(
  path: string,
  params: Params,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const envelope = await request(path, { params, signal });
  const parsed = schema.safeParse(envelope.data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected answer from ${path}`, parsed.error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

/** The form of a customer (create or edit); the first administrator only on create. */
export interface CustomerValues {
  id?: string;
  parentId?: string;
  name: string;
  remarks: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  adminLoginName?: string;
  adminName?: string;
  adminPassword?: string;
  adminEmail?: string;
}

/** The brand form as sent: lists already in their wire form. */
export interface BrandValues {
  id: string;
  personalType: '0' | '1';
  title: string;
  logo: string;
  icon: string;
  copyright: string;
  footerLinks: string;
  languages: string;
  defaultLanguage: string;
  register: '0' | '1';
  registerRole: string;
  policyUrl: string;
  manualUrl: string;
}

export const searchCustomers = (q: PageQuery, signal?: AbortSignal): Promise<Page<CustomerItem>> =>
  fetchPage('/a/api/customer/searchCustomer', { ...q }, customerPage, signal);

export const fetchCustomerInfo = (id: string, signal?: AbortSignal): Promise<CustomerInfo> =>
  call('/a/api/customer/customerInfo', { params: { id }, signal }, (v) => customerInfo.parse(v));

export const saveCustomer = (v: CustomerValues): Promise<CustomerItem> =>
  call('/a/api/customer/save', { method: 'POST', params: { ...v } }, (x) => customerItem.parse(x));

export const saveBrand = (v: BrandValues): Promise<CustomerInfo> =>
  call('/a/api/customer/saveBrand', { method: 'POST', params: { ...v } }, (x) => customerInfo.parse(x));

/** A page of the customers of the caller's range; the previous page stays while the next loads. */
export function useCustomerPage(q: PageQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: customerKeys.page(user.id, q),
    queryFn: ({ signal }) => searchCustomers(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerInfo(id: string | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: customerKeys.info(user.id, id ?? ''),
    queryFn: ({ signal }) => fetchCustomerInfo(id!, signal),
    enabled: id !== undefined,
    staleTime: 0,
    // The drawer shows the failure in place of the form.
    meta: { quiet: true },
  });
}

/** Where new customers may go: the platform and agents of the range (the first 50 matching `name`). */
export function useParentOptions(name: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: customerKeys.parents(user.id, name),
    queryFn: ({ signal }) =>
      fetchPage('/a/api/customer/parentOptions', { name, pageNo: 1, pageSize: 50 }, customerParentPage, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** After a change every customer list, the host-name page and the agents' counts are asked again. */
export function useRefreshCustomers() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.all(user.id) });
}

/** Saving shows field errors on the form, so it gets no toast. */
export function useSaveCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({ mutationFn: saveCustomer, onSuccess: refresh, meta: { quiet: true } });
}

export function useSaveBrand() {
  const refresh = useRefreshCustomers();
  return useMutation({ mutationFn: saveBrand, onSuccess: refresh, meta: { quiet: true } });
}
