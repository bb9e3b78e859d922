import type { DeliveryItem } from '@apm/contract';
import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from '../i18n/useTranslation';

/** A delivery's terminal as the deliveries drawers show it: its name, and whether it is online now (or out of range). */
export function DeliveryTerminal({ delivery: d }: { delivery: DeliveryItem }) {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      <span>{d.terminalName}</span>
      {d.online === null ? (
        <Typography.Text type="secondary">{t('publish.outOfRange')}</Typography.Text>
      ) : (
        <Badge
          status={d.online ? 'success' : 'default'}
          text={t(d.online ? 'publish.states.online' : 'publish.states.offline')}
        />
      )}
    </Flex>
  );
}
