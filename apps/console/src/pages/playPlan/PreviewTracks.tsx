import { dateOfDay, dayOfDate, momentOf, weekdayOf, type Span, type Zone } from '@apm/schedule';
import { Flex, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import { clockAt, dateAt, placeOf, type Preview } from './preview';

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const LABEL_WIDTH = 180;

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
  preview: Preview;
  z: Zone;
  week: boolean;
  /** Each entry's colour, by entry id, as its card shows it. */
  colours: Readonly<Record<string, string>>;
  /** Each entry's name as the preview shows it (`#1 Morning menu`), by entry id. */
  names: Readonly<Record<string, string>>;
}

/**
 * The day or week preview: one row per entry (pale where its dates, weekdays and windows let it
 * play, solid where it takes its turns) and a row of what is on screen, with gaps shown as gaps.
 */
export function PreviewTracks({ preview, z, week, colours, names }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

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
  );
}
