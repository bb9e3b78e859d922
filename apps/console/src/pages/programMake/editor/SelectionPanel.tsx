import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { ALIGNMENTS, canDistribute } from './align';
import { ALIGN_ICONS, alignKey, DISTRIBUTE_ICONS } from './widgetMenu';
import type { WidgetCommands } from './widgetCommands';

interface Props {
  /** How many widgets are chosen, and how many of them may move (neither locked nor hidden). */
  count: number;
  movable: number;
  commands: WidgetCommands;
}

/** The properties column while several widgets are chosen: how many, and their alignment and distribution. */
export function SelectionPanel({ count, movable, commands }: Props) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{t('editing.chosen', { count })}</Typography.Text>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{t('editing.align')}</Typography.Text>
        <Space.Compact>
          {ALIGNMENTS.map((a) => (
            <Tooltip key={a} title={t(`editing.${alignKey(a)}`)}>
              <Button
                icon={ALIGN_ICONS[a]}
                aria-label={t(`editing.${alignKey(a)}`)}
                disabled={movable < 2}
                onClick={() => commands.align(a)}
              />
            </Tooltip>
          ))}
        </Space.Compact>
        <Space.Compact>
          <Tooltip title={t('editing.distributeHorizontal')}>
            <Button
              icon={DISTRIBUTE_ICONS.horizontal}
              aria-label={t('editing.distributeHorizontal')}
              disabled={!canDistribute(movable)}
              onClick={() => commands.distribute('horizontal')}
            />
          </Tooltip>
          <Tooltip title={t('editing.distributeVertical')}>
            <Button
              icon={DISTRIBUTE_ICONS.vertical}
              aria-label={t('editing.distributeVertical')}
              disabled={!canDistribute(movable)}
              onClick={() => commands.distribute('vertical')}
            />
          </Tooltip>
        </Space.Compact>
        {movable < count && <Typography.Text type="secondary">{t('editing.alignSkips')}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
