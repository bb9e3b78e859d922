import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { dateOfDay, dayOfDate, momentOf, wallAt, weekdayOf, zone, type Span, type Zone } from '@apm/schedule';
import { Alert, Button, DatePicker, Flex, Segmented, Select, Space, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import { scheduleOf, type Draft } from './draft';
import { clockAt, dateAt, placeOf, previewOf, type View } from './preview';

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const LABEL_WIDTH = 180;

/** The time zone of this browser: the preview's first, as the user most likely schedules for screens near them. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, with the one given among them. */
function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The date on the zone's wall clock now. */
const todayIn = (z: Zone) => dateOfDay(wallAt(z, Date.now()).day);

/** A span as words of the wall clock: `06:00–11:30`, in a week `Mon 06:00–11:30`, across midnight with both days. */
function spanText(t: TFunction, z: Zone, s: Span, week: boolean): string {
  const day = (date: string) => t(`playPlan.weekdays.${WEEKDAY_KEYS[weekdayOf(dayOfDate(date)) - 1]}`);
  const first = dateAt(z, s.from);
  const last = dateAt(z, s.to, true);
  const from = clockAt(z, s.from);
  const to = clockAt(z, s.to, true);
  if (first === last) return week ? `${day(first)} ${from}–${to}` : `${from}–${to}`;
  return `${day(first)} ${from} – ${day(last)} ${to}`;
}

interface Props {
  draft: Draft;
  /** The plan's id (or any stable one for a new plan): the schedule names plays by it. */
  planId: string;
  /** Each entry's colour, by entry id, as its card shows it. */
  colours: Readonly<Record<string, string>>;
}

/**
 * What the plan alone plays over a day or a week, in a time zone the user picks: one row per entry
 * (pale where its dates, weekdays and windows let it play, solid where it takes its turns) and a row
 * of what is on screen, with gaps shown as gaps. Computed in the browser with @apm/schedule, the
 * package terminals play by, so what it draws is what a screen in that zone does.
 */
export function SchedulePreview({ draft, planId, colours }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [timeZone, setTimeZone] = useState(browserZone);
  const z = zone(timeZone);
  const [view, setView] = useState<View>('day');
  const [date, setDate] = useState(() => todayIn(z));
  const preview = useMemo(
    () => previewOf(scheduleOf(draft, planId, timeZone), view, date),
    [draft, planId, timeZone, view, date],
  );
  const zones = useMemo(() => zoneNames(timeZone), [timeZone]);
  const week = view === 'week';
  const step = (by: number) =>
    setDate(
      dayjs(date)
        .add(by, week ? 'week' : 'day')
        .format('YYYY-MM-DD'),
    );
  const names = Object.fromEntries(draft.entries.map((e, i) => [e.id, `#${i + 1} ${e.program.name ?? ''}`.trim()]));

  /** A bar of the track: placed by time, named by what it is and when. */
  const bar = (key: string, s: Span, what: string, style: CSSProperties, data: Record<string, string> = {}) => {
    const { left, width } = placeOf(s, preview);
    const label = `${what}: ${spanText(t, z, s, week)}`;
    return (
      <div
        key={key}
        role="img"
        aria-label={label}
        title={label}
        {...data}
        style={{ position: 'absolute', top: 3, bottom: 3, left: `${left}%`, width: `${width}%`, minWidth: 1, ...style }}
      />
    );
  };

  const gapStyle: CSSProperties = {
    background: `repeating-linear-gradient(135deg, transparent 0 4px, ${token.colorBorder} 4px 5px)`,
  };
  const shared = (ids: readonly string[]): CSSProperties =>
    ids.length === 1
      ? { background: colours[ids[0]!] }
      : {
          background: `repeating-linear-gradient(90deg, ${ids.map((id, i) => `${colours[id]} ${i * 6}px ${(i + 1) * 6}px`).join(', ')})`,
        };

  // Hour marks of a day (every three hours, at their wall times), or the days of a week.
  const marks = week
    ? preview.days.map((d) => ({
        at: d.from,
        text: `${t(`playPlan.weekdays.${WEEKDAY_KEYS[weekdayOf(d.day) - 1]}`)} ${dateOfDay(d.day).slice(5)}`,
      }))
    : [0, 3, 6, 9, 12, 15, 18, 21].map((h) => ({
        at: momentOf(z, preview.days[0]!.day, h * 60),
        text: `${String(h).padStart(2, '0')}:00`,
      }));
  const now = Date.now();
  const track: CSSProperties = {
    position: 'relative',
    flex: 1,
    height: 26,
    background: token.colorFillQuaternary,
    borderRadius: 4,
    overflow: 'hidden',
  };
  const grid = marks.map((m) => (
    <div
      key={m.at}
      aria-hidden
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${placeOf({ from: m.at, to: m.at }, preview).left}%`,
        borderLeft: `1px solid ${token.colorSplit}`,
      }}
    />
  ));
  const nowLine = now >= preview.from && now < preview.to && (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${placeOf({ from: now, to: now }, preview).left}%`,
        borderLeft: `2px solid ${token.colorError}`,
      }}
    />
  );
  const row = (key: string, label: string, content: ReactNode) => (
    <Flex key={key} align="center" gap={8} data-preview-row={key}>
      <Typography.Text ellipsis style={{ width: LABEL_WIDTH, flex: 'none' }} title={label}>
        {label}
      </Typography.Text>
      <div style={track}>
        {grid}
        {content}
        {nowLine}
      </div>
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-schedule-preview>
      <Flex gap={8} wrap align="center">
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'day', label: t('playPlan.preview.day') },
            { value: 'week', label: t('playPlan.preview.week') },
          ]}
        />
        <Space.Compact>
          <Button
            icon={<LeftOutlined />}
            aria-label={t(week ? 'playPlan.preview.previousWeek' : 'playPlan.preview.previousDay')}
            onClick={() => step(-1)}
          />
          <DatePicker
            picker={week ? 'week' : 'date'}
            allowClear={false}
            value={dayjs(date)}
            aria-label={t('playPlan.preview.date')}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
          <Button
            icon={<RightOutlined />}
            aria-label={t(week ? 'playPlan.preview.nextWeek' : 'playPlan.preview.nextDay')}
            onClick={() => step(1)}
          />
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
      ) : (
        <Flex vertical gap={4}>
          <Flex gap={8}>
            <div style={{ width: LABEL_WIDTH, flex: 'none' }} />
            <div style={{ position: 'relative', flex: 1, height: 18 }}>
              {marks.map((m) => (
                <Typography.Text
                  key={m.at}
                  type="secondary"
                  style={{
                    position: 'absolute',
                    left: `${placeOf({ from: m.at, to: m.at }, preview).left}%`,
                    fontSize: 12,
                    paddingLeft: 3,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {m.text}
                </Typography.Text>
              ))}
            </div>
          </Flex>
          {preview.rows.map((r) => {
            const colour = colours[r.entryId];
            const name = names[r.entryId] ?? '';
            return row(
              r.entryId,
              name,
              <>
                {r.live.map((s) =>
                  bar(`live${s.from}`, s, t('playPlan.preview.mayPlay', { name }), {
                    background: colour,
                    opacity: 0.25,
                  }),
                )}
                {r.playing.map((s) =>
                  bar(
                    `on${s.from}`,
                    s,
                    t('playPlan.preview.playing', { name }),
                    { background: colour },
                    {
                      'data-playing': r.entryId,
                    },
                  ),
                )}
              </>,
            );
          })}
          {row(
            'plays',
            t('playPlan.preview.plays'),
            <>
              {preview.stretches
                .filter((s) => s.entryIds.length === 0)
                .map((s) => bar(`gap${s.from}`, s, t('playPlan.preview.gap'), gapStyle, { 'data-gap': '' }))}
              {preview.plays
                ? preview.plays.map((p) =>
                    bar(`p${p.from}`, p, names[p.entryId] ?? '', {
                      background: colours[p.entryId],
                      borderRight: `1px solid ${token.colorBgContainer}`,
                    }),
                  )
                : preview.stretches
                    .filter((s) => s.entryIds.length > 0)
                    .map((s) =>
                      bar(`s${s.from}`, s, s.entryIds.map((id) => names[id] ?? '').join(' · '), shared(s.entryIds)),
                    )}
            </>,
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: LABEL_WIDTH + 8 }}>
            {preview.plays ? t('playPlan.preview.legend') : t('playPlan.preview.legendShared')}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
