import { materialMediaApi, type MaterialItem } from '@apm/contract';
import { Button, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useCall, useChange } from '../../api/hooks';
import { useLiveEvents } from '../../api/useLiveEvents';
import { useAccess } from '../../access/useAccess';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { MATERIAL_EDIT } from './api';

/** How often the conversion's state is asked while the material is processing (the percent itself is pushed). */
const ASK_EVERY_MS = 3_000;

/** Whether a material may be converting: a video or sound still being processed. */
const mayConvert = (m: MaterialItem) => (m.kind === 'video' || m.kind === 'audio') && m.status === 'processing';

/**
 * A material's conversion into a format browsers play, for a card or the preview: the percent while
 * it waits or runs (pushed by the server as it goes), with a cancel button for those who may edit;
 * once cancelled or failed, what happened and a button to convert it again. Nothing for a material
 * that is not converting.
 */
export function ConvertProgress({ material: m, compact = false }: { material: MaterialItem; compact?: boolean }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { can } = useAccess();
  const [pushed, setPushed] = useState<number | undefined>(undefined);
  const converting = mayConvert(m);
  // Asked again while it converts: processing queues the conversion only once it has probed the file.
  const asked = useCall(
    materialMediaApi.convertProgress,
    { id: m.id },
    { enabled: converting, quiet: true, staleTime: 0, refetchInterval: converting ? ASK_EVERY_MS : false },
  );
  useLiveEvents(
    (e) => {
      if (e.name === 'material.progress' && e.payload.id === m.id) setPushed(e.payload.percent);
    },
    { refresh: false },
  );
  const cancel = useChange(materialMediaApi.convertCancel, {
    refresh: ['material'],
    onSuccess: () => void message.info(t('materialMedia.convert.cancelledNow')),
  });
  const again = useChange(materialMediaApi.convert, { refresh: ['material'] });
  const fail = (err: unknown) => void message.error(errorText(err, translate));

  const stopped = m.problem === 'conversionCancelled' || m.problem === 'conversionFailed';
  if (stopped) {
    return (
      <Flex gap={8} align="center" wrap onClick={(e) => e.stopPropagation()}>
        <Typography.Text type={m.problem === 'conversionFailed' ? 'danger' : 'secondary'}>
          {t(`material.problems.${m.problem}`)}
        </Typography.Text>
        {can(MATERIAL_EDIT) && (
          <Button size="small" loading={again.isPending} onClick={() => again.mutate({ id: m.id }, { onError: fail })}>
            {t('materialMedia.convert.again')}
          </Button>
        )}
      </Flex>
    );
  }
  if (!converting) return null;
  const state = asked.data?.jsonObject;
  const waiting = state?.state === 'queued' || state?.state === 'running';
  if (!waiting && pushed === undefined) return null;
  const percent = Math.max(pushed ?? 0, state?.percent ?? 0);
  const running = state?.state === 'running' || pushed !== undefined;
  const label = running ? t('materialMedia.convert.running', { percent }) : t('materialMedia.convert.queued');
  return (
    <Flex vertical gap={2} onClick={(e) => e.stopPropagation()} data-testid="convert-progress">
      <Flex gap={8} align="center">
        <Progress
          percent={percent}
          size="small"
          status="active"
          showInfo={!compact}
          style={{ flex: 1, margin: 0 }}
          aria-label={label}
        />
        {can(MATERIAL_EDIT) && !compact && (
          <Button
            size="small"
            type="link"
            danger
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: m.id }, { onError: fail })}
          >
            {t('materialMedia.convert.cancel')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
