import { DatabaseOutlined } from '@ant-design/icons';
import { Flex, Popover, Progress, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatBytes } from '../../components/bytes';
import { levelOf, percentUsed, useOfficeVolume, useVolumeByKind } from './volumeApi';

interface Props {
  /** The office whose library is shown (none: the office the user works in). */
  officeId?: string;
}

/**
 * The storage of the office being viewed: used of its quota as a bar that turns to a warning
 * colour past 80 % and red past 95 % (or at the limit), what is free, and in a popover the usage by
 * kind. Material changes refresh it (the volume calls share the material module's reads).
 */
export function QuotaBar({ officeId }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const volume = useOfficeVolume(officeId);
  const byKind = useVolumeByKind(officeId, open);
  const v = volume.data?.jsonObject;
  if (!v) return volume.isError ? null : <Skeleton.Input active size="small" style={{ width: 220 }} />;

  const percent = percentUsed(v);
  const level = levelOf(percent);
  const colour = level === 'full' ? token.colorError : level === 'warning' ? token.colorWarning : token.colorPrimary;
  const summary =
    v.quotaBytes === null
      ? t('volume.bar.usedNoLimit', { used: formatBytes(v.usedBytes) })
      : t('volume.bar.usedOf', { used: formatBytes(v.usedBytes), quota: formatBytes(v.quotaBytes) });

  const details = (
    <Flex vertical gap={4} style={{ minWidth: 240 }} data-testid="quota-by-kind">
      <Typography.Text strong>{v.officeName}</Typography.Text>
      <Typography.Text>{summary}</Typography.Text>
      {v.freeBytes !== null && (
        <Typography.Text type={level === 'normal' ? 'secondary' : 'danger'}>
          {t('volume.bar.free', { free: formatBytes(v.freeBytes) })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('volume.bar.materials', { count: v.materialCount })}</Typography.Text>
      <Typography.Text type="secondary">
        {v.quotaSource === 'office' ? t('volume.bar.ownQuota') : t('volume.bar.settingQuota')}
      </Typography.Text>
      <Typography.Text strong style={{ marginTop: 8 }}>
        {t('volume.bar.byKind')}
      </Typography.Text>
      {byKind.data ? (
        byKind.data.jsonObject.kinds.map((k) => (
          <Flex key={k.kind} justify="space-between" gap={16}>
            <Typography.Text>{t(`volume.kinds.${k.kind}`)}</Typography.Text>
            <Typography.Text type="secondary">
              {formatBytes(k.usedBytes)} · {t('volume.bar.materials', { count: k.count })}
            </Typography.Text>
          </Flex>
        ))
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      )}
      {level !== 'normal' && (
        <Typography.Text type={level === 'full' ? 'danger' : 'warning'} style={{ marginTop: 8, maxWidth: 280 }}>
          {level === 'full' ? t('volume.bar.full') : t('volume.bar.nearlyFull')}
        </Typography.Text>
      )}
    </Flex>
  );

  return (
    <Popover content={details} trigger={['hover', 'click']} open={open} onOpenChange={setOpen}>
      <Flex
        align="center"
        gap={8}
        role="meter"
        aria-label={t('volume.bar.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? 0}
        aria-valuetext={summary}
        data-level={level}
        data-testid="quota-bar"
        style={{ cursor: 'pointer', minWidth: 220 }}
      >
        <DatabaseOutlined style={{ color: colour }} />
        <Flex vertical gap={0} style={{ flex: 1 }}>
          <Typography.Text style={{ fontSize: 12, color: level === 'normal' ? undefined : colour }}>
            {summary}
          </Typography.Text>
          {percent !== null && (
            <Progress percent={percent} showInfo={false} size="small" strokeColor={colour} style={{ margin: 0 }} />
          )}
        </Flex>
      </Flex>
    </Popover>
  );
}
