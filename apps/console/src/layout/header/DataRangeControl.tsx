import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';
import { useIsMobile } from '../viewport/useViewportWidth';
import { dataRangeTreeKey, fetchDataRangeLevel, updateDataRange, useDataRange, useRangeChanged } from './dataRangeApi';

// The office tree choice loads when the pop-over first opens: the first page load goes without it.
const OfficeChoice = lazy(() =>
  import('../../components/LazyOfficeTreeSelect').then((m) => ({ default: m.LazyOfficeTreeSelect })),
);

/**
 * The user's default data range in the header (spec 7 updateDefDataRange): which office the
 * lists show, with a choice of any office of the user's own range and a way back to their own.
 */
export function DataRangeControl() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { user } = useSession();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const range = useDataRange();
  const changed = useRangeChanged();
  const update = useMutation({
    mutationFn: updateDataRange,
    onSuccess: async (next) => {
      setOpen(false);
      void message.success(
        next.isDefault ? t('dataRange.resetDone') : t('dataRange.changed', { office: next.officeName }),
      );
      // Every list of the console shows the new range.
      await changed(next);
    },
    onError: (err) => void message.error(errorText(err, translate)),
    meta: { quiet: true },
  });

  const current = range.data;
  if (!current) return null;
  const fixed = current.dataScope === 'office';
  const value = chosen ?? current.officeId;

  const content = (
    <Flex vertical gap={12} style={{ width: 320 }}>
      <Typography.Text type="secondary">
        {fixed ? t('dataRange.ownOfficeOnly') : t('dataRange.explain')}
      </Typography.Text>
      {!fixed && (
        <Suspense fallback={<Input disabled value={current.officeName} aria-label={t('dataRange.office')} />}>
          <OfficeChoice
            aria-label={t('dataRange.office')}
            queryKey={dataRangeTreeKey(user.id)}
            fetchLevel={fetchDataRangeLevel}
            value={value}
            valueLabel={current.officeName}
            onChange={setChosen}
          />
        </Suspense>
      )}
      {!fixed && (
        <Flex gap={8} justify="end">
          <Button disabled={current.isDefault || update.isPending} onClick={() => update.mutate(undefined)}>
            {t('dataRange.reset')}
          </Button>
          <Button
            type="primary"
            loading={update.isPending}
            disabled={value === current.officeId}
            onClick={() => update.mutate(value)}
          >
            {t('dataRange.apply')}
          </Button>
        </Flex>
      )}
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={mobile ? `${t('dataRange.title')}: ${current.officeName}` : t('dataRange.title')}
      content={content}
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setChosen(undefined);
      }}
    >
      <Button
        type="text"
        icon={<ApartmentOutlined />}
        aria-label={t('dataRange.button', { office: current.officeName })}
        data-data-range={current.isDefault ? 'default' : 'narrowed'}
        style={{ height: 48, maxWidth: 220 }}
      >
        {/* On a phone the header keeps the icon only; the name is in the pop-over and the label. */}
        {!mobile && (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {current.officeName}
          </span>
        )}
      </Button>
    </Popover>
  );
}
