import { customerApi, type Permission } from '@apm/contract';
import { useChange, useList } from '../../api/hooks';
import type { NameQuery } from '../../components/pagedTable';

/** Permissions of the page (menu catalogue: createDomainName) and its actions. */
export const DOMAIN_VIEW: Permission = 'sys:domain:view';
export const DOMAIN_EDIT: Permission = 'sys:domain:edit';

// Host names are the customers' (tag customer): binding one refreshes the customer lists as well.

/** Customers of the range with their host names. */
export const useDomainPage = (q: NameQuery) => useList(customerApi.domainList, q);

/** Answers the host name as bound (in its normal form); field errors are shown on the form, so no toast. */
export const useBindHost = () => useChange(customerApi.saveDomain, { quiet: true });

export const useUnbindHost = () => useChange(customerApi.deleteDomain);
