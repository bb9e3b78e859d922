import { BgColorsOutlined, HourglassOutlined, InteractionOutlined } from '@ant-design/icons';
import { weekdayOf, type Span, type Zone } from '@apm/schedule';
import { Button, Flex, Popover, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import { fitting, type DayEntry, type Month, type MonthDay } from './month';
import { clockAt, placeOf } from './preview';
import { WEEKDAY_KEYS } from './PreviewTracks';

dayjs.extend(localizedFormat);

/** Entries a day cell lists before "+N more". */
const ROOM = 3;

/** Where the arrow keys (and Home, End) move the focus in the grid of days, in days. */
const MOVES: Record<string, (index: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowUp: (i) => i - 7,
  ArrowDown: (i) => i + 7,
  Home: (i) => i - (i % 7),
  End: (i) => i - (i % 7) + 6,
};

/** The spans of an entry's day as wall-clock words: `06:00–11:30, 18:00–24:00`, or "all day". */
function spansText(t: TFunction, z: Zone, day: MonthDay, spans: readonly Span[]): string {
  if (spans.length === 1 && spans[0]!.from === day.from && spans[0]!.to === day.to) {
    return t('playPlan.preview.allDay');
  }
  return spans.map((s) => `${clockAt(z, s.from)}–${clockAt(z, s.to, true)}`).join(', ');
}

/** What marks an entry's kind in a cell: a default one fills, an interstitial one breaks in, or waits. */
function markOf(t: TFunction, e: DayEntry): { icon: ReactNode; text: string } | null {
  if (e.kind === 'interstitial' && e.waits) return { icon: <HourglassOutlined />, text: t('playPlan.preview.waits') };
  if (e.kind === 'interstitial') return { icon: <InteractionOutlined />, text: t('playPlan.preview.breaksIn') };
  if (e.kind === 'default') return { icon: <BgColorsOutlined />, text: t('playPlan.preview.fills') };
  return null;
}

interface Props {
  month: Month;
  z: Zone;
  /** `YYYY-MM-DD` today in the zone: outlined. */
  today: string;
  /** The day the keyboard starts on when it is in the grid (else the month's first). */
  focus: string;
  /** Each entry's colour, by entry id, as its card shows it. */
  colours: Readonly<Record<string, string>>;
  /** Each entry's name as the preview shows it (`#1 Morning menu`), by entry id. */
  names: Readonly<Record<string, string>>;
  /** A day was chosen: show it in the day view. */
  onOpen: (date: string) => void;
}

/**
 * The month as a calendar of weeks from Monday: each day lists the entries that take their turns
 * that day with their times, a strip of the day with its gaps hatched, and opens the day on a click
 * (or Enter on its date; the arrow keys move between days).
 */
export function MonthCalendar({ month, z, today, focus, colours, names, onOpen }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [active, setActive] = useState(focus);
  const { days } = month;
  const current = days.some((d) => d.date === active)
    ? active
    : days.some((d) => d.date === focus)
      ? focus
      : `${month.month}-01`;

  const move = (event: KeyboardEvent, index: number) => {
    const to = MOVES[event.key]?.(index);
    if (to === undefined) return;
    event.preventDefault();
    const day = days[Math.min(days.length - 1, Math.max(0, to))]!;
    setActive(day.date);
    buttons.current.get(day.date)?.focus();
  };

  const hatch = `repeating-linear-gradient(135deg, transparent 0 3px, ${token.colorTextQuaternary} 3px 4px)`;
  const fill = (ids: readonly string[]): string =>
    ids.length === 0
      ? hatch
      : ids.length === 1
        ? colours[ids[0]!]!
        : `repeating-linear-gradient(90deg, ${ids.map((e, i) => `${colours[e]} ${i * 4}px ${(i + 1) * 4}px`).join(', ')})`;

  const entryText = (day: MonthDay, e: DayEntry) => {
    const mark = markOf(t, e);
    return `${spansText(t, z, day, e.spans)} ${names[e.entryId] ?? ''}${mark ? ` (${mark.text})` : ''}`;
  };
  /** One entry of a day: its colour at its edge, its times, its name, and its kind's mark. */
  const item = (day: MonthDay, e: DayEntry, wrap = false) => {
    const mark = markOf(t, e);
    const text = entryText(day, e);
    return (
      <Typography.Text
        key={e.entryId}
        title={text}
        data-month-entry={e.entryId}
        ellipsis={!wrap}
        style={{
          display: 'block',
          fontSize: 12,
          lineHeight: '18px',
          paddingLeft: 4,
          borderLeft: `3px ${e.waits ? 'dashed' : 'solid'} ${colours[e.entryId]}`,
          whiteSpace: wrap ? 'normal' : 'nowrap',
        }}
      >
        {mark && <span aria-hidden>{mark.icon} </span>}
        {spansText(t, z, day, e.spans)} {names[e.entryId]}
        {wrap && mark && ` (${mark.text})`}
      </Typography.Text>
    );
  };

  /** What a screen reader hears after the day's date: every entry, and when nothing plays. */
  const summary = (day: MonthDay) => {
    const parts = day.entries.map((e) => entryText(day, e));
    if (day.silent) parts.push(t('playPlan.preview.gap'));
    else if (day.gaps.length > 0) {
      parts.push(`${t('playPlan.preview.gap')}: ${day.gaps.map((s) => spansText(t, z, day, [s])).join(', ')}`);
    }
    return parts.join('; ');
  };

  const cell = (day: MonthDay, index: number) => {
    const long = dayjs(day.date).format('dddd, LL');
    const isToday = day.date === today;
    const { shown, more } = fitting(day.entries, ROOM);
    const style: CSSProperties = {
      verticalAlign: 'top',
      height: 112,
      padding: 4,
      border: `1px solid ${token.colorSplit}`,
      background: day.inMonth ? token.colorBgContainer : token.colorFillQuaternary,
      outline: isToday ? `2px solid ${token.colorPrimary}` : undefined,
      outlineOffset: -2,
      cursor: 'pointer',
      overflow: 'hidden',
    };
    return (
      <td key={day.date} data-month-day={day.date} style={style} onClick={() => onOpen(day.date)}>
        <Flex vertical gap={2}>
          <Flex align="baseline" gap={4}>
            <button
              type="button"
              ref={(b) => {
                if (b) buttons.current.set(day.date, b);
                else buttons.current.delete(day.date);
              }}
              tabIndex={day.date === current ? 0 : -1}
              aria-label={t('playPlan.preview.openDay', { date: long })}
              aria-describedby={`${id}-${day.date}`}
              aria-current={isToday ? 'date' : undefined}
              onKeyDown={(event) => move(event, index)}
              style={{
                border: 'none',
                background: 'none',
                padding: '0 2px',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: 12,
                fontWeight: isToday ? 600 : undefined,
                color: day.inMonth ? token.colorText : token.colorTextSecondary,
              }}
            >
              {Number(day.date.slice(8))}
            </button>
            {/* The month's name at its first day, beside the date (whose name is the whole date). */}
            {day.date.endsWith('-01') && (
              <Typography.Text aria-hidden type="secondary" style={{ fontSize: 12 }}>
                {dayjs(day.date).format('MMM')}
              </Typography.Text>
            )}
          </Flex>
          <div
            aria-hidden
            style={{ position: 'relative', height: 6, borderRadius: 2, overflow: 'hidden' }}
            data-month-strip
          >
            {day.stretches.map((s) => {
              const { left, width } = placeOf(s, day);
              return (
                <div
                  key={s.from}
                  {...(s.entryIds.length === 0 ? { 'data-gap': '' } : {})}
                  style={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    left: `${left}%`,
                    width: `${width}%`,
                    background: fill(s.entryIds),
                  }}
                />
              );
            })}
          </div>
          <div aria-hidden>
            {shown.map((e) => item(day, e))}
            {day.silent && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-month-silent>
                {t('playPlan.preview.gap')}
              </Typography.Text>
            )}
          </div>
          {more.length > 0 && (
            <Popover
              trigger="click"
              title={long}
              content={
                <div onClick={(event) => event.stopPropagation()} style={{ maxWidth: 320 }}>
                  {more.map((e) => item(day, e, true))}
                </div>
              }
            >
              <Button
                type="link"
                size="small"
                style={{ alignSelf: 'flex-start', padding: 0, height: 18, fontSize: 12 }}
                aria-label={t('playPlan.preview.moreOn', { count: more.length, date: long })}
                onClick={(event) => event.stopPropagation()}
              >
                {t('playPlan.preview.more', { count: more.length })}
              </Button>
            </Popover>
          )}
          <span id={`${id}-${day.date}`} hidden>
            {summary(day)}
          </span>
        </Flex>
      </td>
    );
  };

  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  // The marks of the kinds this month has, after the hatching every month may have.
  const marks = new Map(
    days.flatMap((d) => d.entries.map((e) => markOf(t, e))).flatMap((m) => (m ? [[m.text, m]] : [])),
  );
  const legend: { icon: ReactNode; text: string }[] = [
    {
      icon: <span style={{ display: 'inline-block', width: 16, height: 6, background: hatch }} />,
      text: t('playPlan.preview.gap'),
    },
    ...marks.values(),
  ];
  return (
    <Flex vertical gap={4} data-month={month.month}>
      <table
        aria-label={t('playPlan.preview.monthOf', { month: dayjs(`${month.month}-01`).format('MMMM YYYY') })}
        style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {days.slice(0, 7).map((d) => (
              <th
                key={d.date}
                scope="col"
                style={{ fontWeight: 'normal', fontSize: 12, padding: 4, textAlign: 'start' }}
              >
                {t(`playPlan.weekdays.${WEEKDAY_KEYS[weekdayOf(d.day) - 1]}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={week[0]!.date}>{week.map((d, i) => cell(d, w * 7 + i))}</tr>
          ))}
        </tbody>
      </table>
      <Flex gap={16} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('playPlan.preview.monthLegend')}
        </Typography.Text>
        {legend.map((l) => (
          <Typography.Text key={l.text} type="secondary" style={{ fontSize: 12 }}>
            <span aria-hidden>{l.icon}</span> {l.text}
          </Typography.Text>
        ))}
      </Flex>
    </Flex>
  );
}
