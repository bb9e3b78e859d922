import { RedoOutlined } from '@ant-design/icons';
import type { DeliveryState } from '@apm/contract';
import { Alert, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errorText';
import { DeliveriesTable } from '../../components/DeliveriesTable';
import { progressOf } from '../../components/deliveryStates';
import { GuardedButton } from '../../components/GuardedButton';
import type { Paging } from '../../components/pagedTable';
import type { PublishKind } from '../../components/publish/target';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { RESEND_PERMISSIONS, usePublication, useResend } from './api';

interface Props {
  kind: PublishKind;
  /** The program, plan or message published. */
  subjectId: string;
  publishId: string;
}

/**
 * The publication just sent, live (the page keeps its reads fresh: useLiveDeliveries): how far it got, and each terminal's delivery (state, download
 * percent, the player's reason of a failure), filtered by state; failed ones can be sent again.
 */
export function PublicationProgress({ kind, subjectId, publishId }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 50 });
  const [state, setState] = useState<DeliveryState | ''>('');
  const answer = usePublication(kind, subjectId, publishId, { state, ...paging });
  const resend = useResend(kind);
  const { publication, page } = answer;

  if (answer.isError) return <Alert type="error" showIcon title={errorText(answer.error, translate)} />;
  if (!publication) return null;

  const p = progressOf(publication.counts);
  const stateName = (s: DeliveryState) => t(`publish.states.${s}`);
  // Nothing was sent of a publication waiting for a reviewer, or refused by one.
  const unsent =
    publication.reviewState === 'pending'
      ? t('fullWindow.waitsForReview')
      : publication.reviewState === 'rejected'
        ? t('fullWindow.rejected')
        : undefined;

  const again = async () => {
    try {
      const count = await resend.resend(publishId);
      void message.success(t('publish.resent', { count }));
    } catch (err) {
      void message.error(errorText(err, translate));
    }
  };

  return (
    <Flex vertical gap={16} data-publication={publishId}>
      {publication.reviewState === 'pending' && (
        <Alert type="warning" showIcon title={t('fullWindow.waitsForReview')} />
      )}
      {publication.reviewState === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title={t('fullWindow.rejected')}
          description={publication.reviewNote ? t('publish.review.note', { note: publication.reviewNote }) : undefined}
        />
      )}
      {publication.stoppedAt !== null && <Alert type="info" showIcon title={t('publish.stoppedTag')} />}
      <Flex align="center" gap={24} wrap>
        <Flex vertical style={{ flex: 1, minWidth: 280 }}>
          <Progress
            percent={p.arrivedPercent}
            success={{ percent: p.playingPercent }}
            status={p.failed > 0 ? 'exception' : p.settled ? 'normal' : 'active'}
            format={() => `${p.playing}/${p.total}`}
          />
          <Typography.Text data-progress>
            {t('fullWindow.progress', {
              playing: p.playing,
              arrived: p.arrived,
              onTheWay: p.onTheWay,
              failed: p.failed,
            })}
          </Typography.Text>
        </Flex>
        <GuardedButton
          authority={RESEND_PERMISSIONS[kind]}
          icon={<RedoOutlined />}
          blockedReason={unsent ?? (p.failed === 0 ? t('publish.nothingFailed') : undefined)}
          loading={resend.pending}
          onClick={() => void again()}
        >
          {t('fullWindow.resendFailed', { count: p.failed })}
        </GuardedButton>
      </Flex>
      <DeliveriesTable
        counts={publication.counts}
        page={page}
        loading={answer.isFetching && !answer.isLoading}
        state={state}
        onState={setState}
        paging={paging}
        onPaging={setPaging}
        stateName={stateName}
        filterStyle={{ width: 'fit-content' }}
      />
    </Flex>
  );
}
