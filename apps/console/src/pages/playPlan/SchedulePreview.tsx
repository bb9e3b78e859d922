import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { dateOfDay, wallAt, zone, type Zone } from '@apm/schedule';
import { Alert, Button, DatePicker, Flex, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { scheduleOf, type Draft } from './draft';
import { monthOf } from './month';
import { MonthCalendar } from './MonthCalendar';
import { previewOf, type View } from './preview';
import { PreviewTracks } from './PreviewTracks';

/** The time zone of this browser: the preview's first, as the user most likely schedules for screens near them. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, with the one given among them. */
function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The date on the zone's wall clock now. */
const todayIn = (z: Zone) => dateOfDay(wallAt(z, Date.now()).day);

interface Props {
  draft: Draft;
  /** The plan's id (or any stable one for a new plan): the schedule names plays by it. */
  planId: string;
  /** Each entry's colour, by entry id, as its card shows it. */
  colours: Readonly<Record<string, string>>;
}

/**
 * What the plan alone plays over a day, a week or a month, in a time zone the user picks: the day
 * and the week as tracks (PreviewTracks), the month as a calendar (MonthCalendar) whose days open
 * the day. Computed in the browser with @apm/schedule, the package terminals play by, so what it
 * draws is what a screen in that zone does.
 */
export function SchedulePreview({ draft, planId, colours }: Props) {
  const { t } = useTranslation();
  const [timeZone, setTimeZone] = useState(browserZone);
  const z = zone(timeZone);
  const [view, setView] = useState<View>('day');
  const [date, setDate] = useState(() => todayIn(z));
  const input = useMemo(() => scheduleOf(draft, planId, timeZone), [draft, planId, timeZone]);
  // Only the view shown is computed: a month is its weeks' timeline, a day each turn.
  const preview = useMemo(() => (view === 'month' ? null : previewOf(input, view, date)), [input, view, date]);
  const month = useMemo(() => (view === 'month' ? monthOf(input, date) : null), [input, view, date]);
  const zones = useMemo(() => zoneNames(timeZone), [timeZone]);
  // The picker of the view, and the names of its controls.
  const steps = (
    {
      day: {
        picker: 'date',
        label: t('playPlan.preview.date'),
        previous: t('playPlan.preview.previousDay'),
        next: t('playPlan.preview.nextDay'),
      },
      week: {
        picker: 'week',
        label: t('playPlan.preview.date'),
        previous: t('playPlan.preview.previousWeek'),
        next: t('playPlan.preview.nextWeek'),
      },
      month: {
        picker: 'month',
        label: t('playPlan.preview.monthShown'),
        previous: t('playPlan.preview.previousMonth'),
        next: t('playPlan.preview.nextMonth'),
      },
    } as const
  )[view];
  const step = (by: number) => setDate(dayjs(date).add(by, view).format('YYYY-MM-DD'));
  const names = Object.fromEntries(draft.entries.map((e, i) => [e.id, `#${i + 1} ${e.program.name ?? ''}`.trim()]));
  const openDay = (day: string) => {
    setDate(day);
    setView('day');
  };

  return (
    <Flex vertical gap={12} data-schedule-preview>
      <Flex gap={8} wrap align="center">
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'day', label: t('playPlan.preview.day') },
            { value: 'week', label: t('playPlan.preview.week') },
            { value: 'month', label: t('playPlan.preview.month') },
          ]}
        />
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label={steps.previous} onClick={() => step(-1)} />
          <DatePicker
            picker={steps.picker}
            allowClear={false}
            value={dayjs(date)}
            aria-label={steps.label}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
          <Button icon={<RightOutlined />} aria-label={steps.next} onClick={() => step(1)} />
        </Space.Compact>
        <Button onClick={() => setDate(todayIn(z))}>{t('playPlan.preview.today')}</Button>
        <Select
          showSearch
          value={timeZone}
          options={zones.map((name) => ({ value: name, label: name }))}
          onChange={setTimeZone}
          aria-label={t('playPlan.preview.timeZone')}
          style={{ width: 240 }}
        />
      </Flex>
      {draft.kind === 'interstitial' && (
        <Alert type="info" showIcon message={t('playPlan.preview.interstitialAlone')} />
      )}
      {draft.entries.length === 0 ? (
        <Typography.Text type="secondary">{t('playPlan.preview.noEntries')}</Typography.Text>
      ) : month ? (
        <MonthCalendar
          month={month}
          z={z}
          today={todayIn(z)}
          focus={date}
          colours={colours}
          names={names}
          onOpen={openDay}
        />
      ) : (
        preview && <PreviewTracks preview={preview} z={z} week={view === 'week'} colours={colours} names={names} />
      )}
    </Flex>
  );
}
