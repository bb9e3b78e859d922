import {
  playPlanApi,
  programApi,
  publishApi,
  publishMessageApi,
  type DeliveryCounts,
  type DeliveryItem,
  type DeliveryState,
  type MessageItem,
  type Page,
  type PlanItem,
  type Permission,
  type ProgramItem,
} from '@apm/contract';
import { useCall, useChange } from '../../api/hooks';
import type { PublishKind, PublishTarget } from '../../components/publish/target';

/** What is published, read by its kind. */
export type Subject =
  | { kind: 'program'; item: ProgramItem }
  | { kind: 'plan'; item: PlanItem }
  | { kind: 'message'; item: MessageItem };

/** The program, plan or message a target names (read once; a publication does not change it). */
export function useSubject(target: PublishTarget | null) {
  const read = (kind: PublishKind) => ({ enabled: target?.kind === kind, quiet: true, staleTime: Infinity });
  const id = { id: target?.id ?? '' };
  const program = useCall(programApi.detail, id, read('program'));
  const plan = useCall(playPlanApi.detail, id, read('plan'));
  const message = useCall(publishMessageApi.getPublishMessage, id, read('message'));
  const answer = target?.kind === 'plan' ? plan : target?.kind === 'message' ? message : program;
  let subject: Subject | undefined;
  if (target?.kind === 'program' && program.data) {
    const { document: _, ...item } = program.data.jsonObject;
    subject = { kind: 'program', item };
  } else if (target?.kind === 'plan' && plan.data) {
    const { entryList: _, ...item } = plan.data.jsonObject;
    subject = { kind: 'plan', item };
  } else if (target?.kind === 'message' && message.data) subject = { kind: 'message', item: message.data.jsonObject };
  return { subject, isError: answer.isError, error: answer.error };
}

/** A publication as the page follows it, whichever kind it is of. */
export interface Followed {
  counts: DeliveryCounts;
  reviewState: 'pending' | 'approved' | 'rejected';
  reviewNote: string | null;
  stoppedAt: number | null;
}

export interface DeliveriesQuery {
  state: DeliveryState | '';
  pageNo: number;
  pageSize: number;
}

/**
 * A publication and a page of its deliveries: those of programs and plans from the publication
 * records' call, those of messages from the message's (the reads the deliveries drawers use).
 */
export function usePublication(kind: PublishKind, subjectId: string, publishId: string, query: DeliveriesQuery) {
  const options = (on: boolean) => ({ enabled: on, keepPrevious: true, quiet: true });
  const records = useCall(
    publishApi.getPublishProgramDetails,
    { id: publishId, ...query },
    options(kind !== 'message'),
  );
  const messages = useCall(
    publishMessageApi.findSendMessages,
    { id: subjectId, publishId, ...query },
    options(kind === 'message'),
  );
  const answer = kind === 'message' ? messages : records;
  const publication: Followed | null | undefined =
    kind === 'message' ? messages.data?.jsonObject : records.data?.jsonObject;
  const page: Page<DeliveryItem> | undefined = answer.data?.data;
  return {
    publication,
    page,
    isError: answer.isError,
    error: answer.error,
    isLoading: answer.isLoading,
    isFetching: answer.isFetching,
  };
}

/** Who may send a publication again to its failed terminals: the records' re-send, or the message's. */
export const RESEND_PERMISSIONS: Record<PublishKind, Permission> = {
  program: 'content:program:publish',
  plan: 'content:program:publish',
  message: 'content:message:publish',
};

/** Sends a publication again to its failed terminals; resolves to how many were queued again. */
export function useResend(kind: PublishKind) {
  const records = useChange(publishApi.reuploadProgramByPublishName, { quiet: true });
  const messages = useChange(publishMessageApi.reuploadMessage, { quiet: true });
  return {
    pending: records.isPending || messages.isPending,
    resend: async (publishId: string) =>
      kind === 'message'
        ? (await messages.mutateAsync({ publishId })).jsonObject.count
        : (await records.mutateAsync({ id: publishId })).jsonObject.count,
  };
}
