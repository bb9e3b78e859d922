import { publishApi, type Permission, type PublishDetailsQuery, type PublishListQuery } from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Permissions of the page's actions. */
export const PUBLISH_DELETE: Permission = 'content:publishProgram:delete';
export const PUBLISH_AGAIN: Permission = 'content:program:publish';

/** A page of the range's publications with their counts. */
export const usePublications = (query: PublishListQuery) => useList(publishApi.list, query);

/** A publication and a page of its deliveries. */
export function usePublication(query: PublishDetailsQuery | null) {
  const answer = useCall(publishApi.getPublishProgramDetails, query ?? { id: '' }, {
    enabled: query !== null,
    keepPrevious: true,
  });
  return { ...answer, record: answer.data?.jsonObject, page: answer.data?.data };
}

export const useResend = () => useChange(publishApi.reuploadProgramByPublishName);
export const useDeletePublication = () => useChange(publishApi.delete);
export const useStopPublication = () => useChange(publishApi.stop);
