import { customerDomain, domainCustomerPage, type CustomerDomain } from '@apm/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, request } from '../../api/request';
import { useSession } from '../../session/SessionContext';
import { customerKeys, fetchPage, useRefreshCustomers, type PageQuery } from '../openPersonal/api';

/** Permissions of the page (menu catalogue: createDomainName) and its actions. */
export const DOMAIN_VIEW = 'sys:domain:view';
export const DOMAIN_EDIT = 'sys:domain:edit';

/** Under the customers' keys: binding a host name changes the customer lists as well. */
const domainKey = (userId: string, q: PageQuery) => [...customerKeys.all(userId), 'domains', q] as const;

/** GET /a/api/customer/domainList: customers of the range with their host names. */
export const fetchDomainPage = (q: PageQuery, signal?: AbortSignal) =>
  fetchPage('/a/api/customer/domainList', { ...q }, domainCustomerPage, signal);

/** POST /a/api/customer/saveDomain: answers the host name as bound (in its normal form). */
export const bindHost = (v: { customerId: string; host: string }): Promise<CustomerDomain> =>
  call('/a/api/customer/saveDomain', { method: 'POST', params: v }, (x) => customerDomain.parse(x));

/** POST /a/api/customer/deleteDomain. */
export const unbindHost = (id: string): Promise<void> =>
  request('/a/api/customer/deleteDomain', { method: 'POST', params: { id } }).then(() => undefined);

export function useDomainPage(q: PageQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: domainKey(user.id, q),
    queryFn: ({ signal }) => fetchDomainPage(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Field errors are shown on the form, so binding gets no toast. */
export function useBindHost() {
  const refresh = useRefreshCustomers();
  return useMutation({ mutationFn: bindHost, onSuccess: refresh, meta: { quiet: true } });
}

export function useUnbindHost() {
  const refresh = useRefreshCustomers();
  return useMutation({ mutationFn: unbindHost, onSuccess: refresh });
}
