import { StopOutlined, ThunderboltOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { MessageItem, MessagePublication } from '@apm/contract';
import { Alert, Button, Flex, Progress } from 'antd';
import { GuardedButton } from '../../components/GuardedButton';
import { useTranslation } from '../../i18n/useTranslation';
import { MESSAGE_PUBLISH } from './api';
import { summaryOf } from './publication';

interface Props {
  message: MessageItem;
  publication: MessagePublication;
  /** Why the user may not stop it (no emergency permission). */
  blockedReason?: string;
  stopping: boolean;
  onStop: () => void;
  onDeliveries: () => void;
}

/** An emergency message on screens now, at the top of the list: on how many terminals it shows, and Stop. */
export function EmergencyBanner({ message: m, publication, blockedReason, stopping, onStop, onDeliveries }: Props) {
  const { t } = useTranslation();
  const s = summaryOf(publication.counts);
  return (
    <Alert
      type="error"
      showIcon
      icon={<ThunderboltOutlined />}
      data-emergency={publication.id}
      style={{ marginBottom: 12 }}
      title={<strong>{t('messages.banner.title', { name: m.name, count: s.total })}</strong>}
      description={
        <Flex vertical gap={4}>
          <span data-shown={s.shown}>{t('messages.banner.shown', { shown: s.shown, count: s.total })}</span>
          <Progress
            percent={s.total ? Math.round((s.shown / s.total) * 100) : 0}
            status={s.failed > 0 ? 'exception' : 'active'}
            format={() => `${s.shown}/${s.total}`}
            size="small"
            style={{ maxWidth: 420 }}
          />
          {(s.pending > 0 || s.failed > 0) && (
            <span>{t('messages.counts', { shown: s.shown, pending: s.pending, failed: s.failed })}</span>
          )}
        </Flex>
      }
      action={
        <Flex vertical gap={8}>
          <GuardedButton
            authority={MESSAGE_PUBLISH}
            danger
            type="primary"
            icon={<StopOutlined />}
            blockedReason={blockedReason}
            loading={stopping}
            onClick={onStop}
          >
            {t('messages.stop')}
          </GuardedButton>
          <Button size="small" icon={<UnorderedListOutlined />} onClick={onDeliveries}>
            {t('messages.deliveries.open')}
          </Button>
        </Flex>
      }
    />
  );
}
