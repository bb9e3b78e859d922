import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAN_WINDOWS_MAX, type PlanWhen } from '@apm/contract';
import { Button, Flex, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { endsNextDay, minutesOfClock, nextWindow } from './draft';

type Window = PlanWhen['windows'][number];

interface Props {
  /** Which entry's windows (1-based), for the fields' names. */
  n: number;
  windows: readonly Window[];
  /** Problems of each window by its index. */
  problems: (index: number) => string[] | undefined;
  onChange: (windows: Window[], index?: number) => void;
}

/** A time of day as the picker holds it (today's date: only the clock counts). */
const timeOf = (hhmm: string): Dayjs => {
  const m = minutesOfClock(hhmm);
  return dayjs()
    .hour(Math.floor(m / 60))
    .minute(m % 60)
    .second(0)
    .millisecond(0);
};

/**
 * An entry's daily windows: none means the whole day. A window whose end is at or before its start
 * runs past midnight into the next day (22:00–02:00), which the row says, so it is never a surprise.
 */
export function WindowList({ n, windows, problems, onChange }: Props) {
  const { t } = useTranslation();
  const set = (i: number, part: 'start' | 'end', value: Dayjs | null) => {
    if (!value) return;
    onChange(
      windows.map((w, j) => (j === i ? { ...w, [part]: value.format('HH:mm') } : w)),
      i,
    );
  };

  return (
    <Flex vertical gap={6}>
      {windows.length === 0 && <Typography.Text type="secondary">{t('playPlan.entry.allDay')}</Typography.Text>}
      {windows.map((w, i) => {
        const own = problems(i);
        return (
          <Flex key={i} vertical gap={2} data-window={i}>
            <Flex gap={6} align="center" wrap>
              <TimePicker
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                allowClear={false}
                showNow={false}
                value={timeOf(w.start)}
                status={own ? 'error' : undefined}
                aria-label={t('playPlan.entry.windowStart', { n, window: i + 1 })}
                onChange={(v) => set(i, 'start', v)}
                style={{ width: 96 }}
              />
              <span aria-hidden>–</span>
              <TimePicker
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                allowClear={false}
                showNow={false}
                value={timeOf(w.end)}
                status={own ? 'error' : undefined}
                aria-label={t('playPlan.entry.windowEnd', { n, window: i + 1 })}
                onChange={(v) => set(i, 'end', v)}
                style={{ width: 96 }}
              />
              {endsNextDay(w) && (
                <Tag color="purple" title={t('playPlan.entry.nextDayHint')}>
                  {w.start === w.end ? t('playPlan.entry.fullDay') : t('playPlan.entry.nextDay')}
                </Tag>
              )}
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('playPlan.entry.removeWindow', { window: i + 1 })}
                title={t('playPlan.entry.removeWindow', { window: i + 1 })}
                onClick={() => onChange(windows.filter((_, j) => j !== i))}
              />
            </Flex>
            {own && <Typography.Text type="danger">{own.join(' · ')}</Typography.Text>}
          </Flex>
        );
      })}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={windows.length >= PLAN_WINDOWS_MAX}
          onClick={() => onChange([...windows, nextWindow(windows)])}
        >
          {t('playPlan.entry.addWindow')}
        </Button>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('playPlan.entry.windowsHint')}
      </Typography.Text>
    </Flex>
  );
}
