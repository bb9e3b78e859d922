import { BRAND_IMAGE_MAX_BYTES, customerApi, type InputOf, type Permission } from '@apm/contract';
import { personalImage } from '../../account/personalImage';
import { upload } from '../../api/client';
import { useCall, useChange, useList } from '../../api/hooks';
import type { NameQuery } from '../../components/pagedTable';

/** Permissions of the page (menu catalogue: openPersonal) and its actions. */
export const CUSTOMER_PERSONAL: Permission = 'sys:customer:personal';
export const CUSTOMER_VIEW: Permission = 'sys:customer:view';
export const CUSTOMER_EDIT: Permission = 'sys:customer:edit';

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
export type BrandValues = InputOf<typeof customerApi.saveBrand>;

/**
 * Customers, their host names and agents change one another's lists (a new customer shows on the
 * host-name page, an agent's count grows): a change of customers also refreshes the agents (tag office).
 */
const CUSTOMERS_AND_AGENTS = ['office'];

/** A page of the customers of the caller's range; the previous page stays while the next loads. */
export const useCustomerPage = (q: NameQuery) => useList(customerApi.searchCustomer, q);

export function useCustomerInfo(id: string | undefined) {
  const answer = useCall(
    customerApi.customerInfo,
    { id: id ?? '' },
    // The drawer shows the failure in place of the form.
    { enabled: id !== undefined, staleTime: 0, quiet: true },
  );
  return { ...answer, data: answer.data?.jsonObject };
}

/** Where new customers may go: the platform and agents of the range (the first 50 matching `name`). */
export function useParentOptions(name: string, enabled: boolean) {
  const answer = useCall(customerApi.parentOptions, { name, pageNo: 1, pageSize: 50 }, { enabled, keepPrevious: true });
  return { ...answer, data: answer.data?.data };
}

/** Saving shows field errors on the form, so it gets no toast. */
export const useSaveCustomer = () => useChange(customerApi.save, { quiet: true, refresh: CUSTOMERS_AND_AGENTS });

export const useSaveBrand = () => useChange(customerApi.saveBrand, { quiet: true, refresh: CUSTOMERS_AND_AGENTS });

/** Uploads a logo or icon for a customer, reporting progress (0-100); answers the picture's address. */
export const uploadBrandImage = async (customerId: string, file: File, onProgress: (percent: number) => void) =>
  // MD5 first: a picture the range holds already is not sent again (account/personalImage.ts).
  personalImage(
    file,
    { use: 'brand', customerId, maxBytes: BRAND_IMAGE_MAX_BYTES, onProgress },
    async () => (await upload(customerApi.uploadBrandImage, { id: customerId }, file, { onProgress })).jsonObject.url,
  );
