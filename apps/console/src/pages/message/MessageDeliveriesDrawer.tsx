import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { publishMessageApi, type DeliveryState, type MessagePublication } from '@apm/contract';
import { Alert, Descriptions, Drawer, Flex, Progress, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useCall } from '../../api/hooks';
import { errorText } from '../../api/errorText';
import { DeliveriesTable } from '../../components/DeliveriesTable';
import { GuardedButton } from '../../components/GuardedButton';
import type { Paging } from '../../components/pagedTable';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { MESSAGE_PUBLISH, useMessageDeliveries } from './api';
import { isLive, summaryOf } from './publication';

/** What the drawer shows: a publication of a message. */
export interface DeliveriesTarget {
  messageId: string;
  publishId: string;
}

interface Props {
  target: DeliveriesTarget | null;
  onClose: () => void;
  /** Why the user may not send or stop this message (an emergency one without the permission). */
  blockedFor: (emergency: boolean) => string | undefined;
  onResend: (p: MessagePublication) => void;
  resending: boolean;
  onStop: (p: MessagePublication, name: string) => void;
}

const when = (ms: number) => new Date(ms).toLocaleString();

/**
 * One publication of a message: when and by whom it was sent, from when until when it shows,
 * whether it was stopped, and each terminal's delivery with its state (live), filtered by state;
 * failed ones can be sent again, and the whole publication stopped.
 */
export function MessageDeliveriesDrawer({ target, onClose, blockedFor, onResend, resending, onStop }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 20 });
  const [state, setState] = useState<DeliveryState | ''>('');
  const message = useCall(
    publishMessageApi.getPublishMessage,
    { id: target?.messageId ?? '' },
    {
      enabled: target !== null,
      quiet: true,
    },
  );
  const answer = useMessageDeliveries(
    target ? { id: target.messageId, publishId: target.publishId, state, ...paging } : null,
  );
  const { publication, page } = answer;

  const m = message.data?.jsonObject;
  const name = m?.name ?? '';
  const blocked = m ? blockedFor(m.emergency) : undefined;

  const stateName = (s: DeliveryState) => t(s === 'playing' ? 'messages.shown' : `publish.states.${s}`);
  const summary = publication ? summaryOf(publication.counts) : null;
  const live = publication ? isLive(publication, Date.now()) : false;
  // Nothing was sent of a publication waiting for a reviewer, or refused by one.
  const unsent =
    publication?.reviewState === 'pending'
      ? t('messages.reviewPending')
      : publication?.reviewState === 'rejected'
        ? t('messages.reviewRejected')
        : undefined;

  return (
    <Drawer
      open={target !== null}
      size={780}
      title={name ? t('messages.deliveries.title', { name }) : t('messages.deliveries.titlePlain')}
      onClose={onClose}
      destroyOnHidden
      extra={
        publication && (
          <Space>
            <GuardedButton
              authority={MESSAGE_PUBLISH}
              icon={<RedoOutlined />}
              blockedReason={
                blocked ??
                unsent ??
                (publication.stoppedAt !== null
                  ? t('messages.deliveries.stoppedAlready')
                  : publication.counts.failed === 0
                    ? t('publish.nothingFailed')
                    : undefined)
              }
              loading={resending}
              onClick={() => onResend(publication)}
            >
              {t('messages.deliveries.resend')}
            </GuardedButton>
            <GuardedButton
              authority={MESSAGE_PUBLISH}
              danger
              icon={<StopOutlined />}
              blockedReason={blocked ?? unsent ?? (!live ? t('messages.deliveries.notLive') : undefined)}
              onClick={() => onStop(publication, name)}
            >
              {t('messages.stop')}
            </GuardedButton>
          </Space>
        )
      }
    >
      {answer.isError && <Alert type="error" showIcon title={errorText(answer.error, translate)} />}
      {answer.isLoading && <Spin style={{ display: 'block', margin: '40px auto' }} />}
      {answer.isSuccess && !publication && (
        <Typography.Text type="secondary">{t('messages.deliveries.neverSent')}</Typography.Text>
      )}
      {publication && summary && (
        <>
          {publication.reviewState === 'pending' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('messages.deliveries.pendingReview')}
            />
          )}
          {publication.reviewState === 'rejected' && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('messages.deliveries.rejected')}
              description={
                publication.reviewNote ? t('messages.reviewNote', { note: publication.reviewNote }) : undefined
              }
            />
          )}
          {publication.stoppedAt !== null && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('messages.stoppedBy', { time: when(publication.stoppedAt), name: publication.stoppedBy ?? '' })}
            />
          )}
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'sent',
                label: t('messages.deliveries.sent'),
                children: `${when(publication.createdAt)} · ${publication.createdBy}`,
              },
              {
                key: 'shows',
                label: t('messages.deliveries.shows'),
                children:
                  publication.to === null
                    ? t('messages.fromUntilStopped', { from: when(publication.from) })
                    : t('messages.fromTo', { from: when(publication.from), to: when(publication.to) }),
              },
              {
                key: 'figures',
                label: t('messages.deliveries.figures'),
                span: 2,
                children: (
                  <Flex vertical gap={4} style={{ width: '100%' }} data-figures={publication.id}>
                    <Progress
                      percent={summary.total ? Math.round((summary.shown / summary.total) * 100) : 0}
                      status={summary.failed > 0 ? 'exception' : undefined}
                      format={() => `${summary.shown}/${summary.total}`}
                      size="small"
                    />
                    <Typography.Text>
                      {t('messages.counts', { shown: summary.shown, pending: summary.pending, failed: summary.failed })}
                    </Typography.Text>
                  </Flex>
                ),
              },
            ]}
          />
          <DeliveriesTable
            counts={publication?.counts}
            page={page}
            loading={answer.isFetching && !answer.isLoading}
            state={state}
            onState={setState}
            paging={paging}
            onPaging={setPaging}
            stateName={stateName}
            replacedHint={t('messages.replacedHint')}
            filterStyle={{ marginBottom: 12 }}
          />
        </>
      )}
    </Drawer>
  );
}
