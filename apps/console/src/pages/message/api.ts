import {
  EMERGENCY_PERMISSION,
  publishMessageApi,
  type MessageDeliveriesQuery,
  type Permission,
  type PublishMessageListQuery,
} from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Permissions of the pages and their buttons. */
export const MESSAGE_VIEW: Permission = 'content:message:view';
export const MESSAGE_EDIT: Permission = 'content:message:edit';
export const MESSAGE_PUBLISH: Permission = 'content:message:publish';
export const MESSAGE_DELETE: Permission = 'content:message:delete';
/** Saving, sending and stopping emergency messages. */
export const MESSAGE_EMERGENCY: Permission = EMERGENCY_PERMISSION;

/** Where the message form lives (the list opens it, with ?id= for an edit), and the list. */
export const MESSAGE_FORM_PATH = '/message/form';
export const MESSAGE_LIST_PATH = '/publishMessage/list';

/** The list, opened at the deliveries of a message's publication. */
export const deliveriesPath = (messageId: string, publishId: string) =>
  `${MESSAGE_LIST_PATH}?deliveries=${encodeURIComponent(messageId)}&publication=${encodeURIComponent(publishId)}`;

/** A yes/no of a query, as the form flag the server reads. */
const flag = (on: boolean) => (on ? 'true' : 'false');

/** A page of the messages of the range (or of the soft-deleted ones). */
export const useMessages = (query: PublishMessageListQuery) =>
  useList(publishMessageApi.list, { ...query, deleted: flag(query.deleted) });

/**
 * The emergency messages the banner watches: the first page of most recently changed messages
 * (and of soft-deleted ones, whose publications stay on screens), refreshed like the list.
 */
export function useRecentMessages(deleted: boolean) {
  return useList(
    publishMessageApi.list,
    { pageNo: 1, pageSize: 100, name: '', deleted: flag(deleted) },
    { quiet: true },
  );
}

/** Saves a message; the form shows refusals itself (fields at their places, conflicts). */
export const useSaveMessage = () => useChange(publishMessageApi.ajaxSave, { quiet: true });

export const useResendMessage = () => useChange(publishMessageApi.reuploadMessage, { quiet: true });
export const useStopMessage = () => useChange(publishMessageApi.stop, { quiet: true });
export const useSoftDeleteMessage = () => useChange(publishMessageApi.ajaxDelete, { quiet: true });
export const useRestoreMessage = () => useChange(publishMessageApi.restore, { quiet: true });
export const useDeleteMessage = () => useChange(publishMessageApi.delete, { quiet: true });

/** A publication of a message (its latest without publishId) and a page of its deliveries. */
export function useMessageDeliveries(query: MessageDeliveriesQuery | null) {
  const answer = useCall(publishMessageApi.findSendMessages, query ?? { id: '' }, {
    enabled: query !== null,
    keepPrevious: true,
    quiet: true,
  });
  return { ...answer, publication: answer.data?.jsonObject, page: answer.data?.data };
}
