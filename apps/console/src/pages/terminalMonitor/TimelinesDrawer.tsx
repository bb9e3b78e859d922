import type { TerminalTimeline, TimelineProgram } from '@apm/contract';
import { Alert, Button, Drawer, Flex, Input, Segmented, Table, Tag, Typography, type TableProps } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { errorText } from '../../api/errorText';
import { serverPaging, type Paging } from '../../components/pagedTable';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { TIMELINES_PAGE_SIZES, useTerminalTimelines } from './api';
import { TimelineDrawer } from './TimelineDrawer';
import {
  blocksOf,
  clockOf,
  GAP_FILL,
  namesOf,
  offsetOf,
  placeOf,
  positionOf,
  programColours,
  rangeOf,
  ticksOf,
  type Block,
} from './timelineView';

interface Props {
  /** The office whose subtree to show; none: the whole range. */
  office: { id: string; name: string } | undefined;
  /** Of those, the terminals of one group. */
  group?: { id: string; name: string };
  onClose: () => void;
}

const DAY_MS = 86_400_000;
const BAR_HEIGHT = 28;

/** The zone the axis is drawn in: this browser's (docs/scheduling.md, "Timelines of many terminals"). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * What the terminals of an office (and its sub-offices) play over a day or a week, one bar per
 * terminal, a page of terminals at a time: the server's answer of @apm/schedule for each, so what
 * each player does. The axis is this browser's clock; each terminal plays on its own, whose zone
 * its row names, so a bar is where its moments fall on the axis. Each program a colour, gaps
 * hatched; a terminal's name opens its own timeline.
 */
export function TimelinesDrawer({ office, group, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const here = useMemo(browserZone, []);
  const [span, setSpan] = useState<'day' | 'week'>('day');
  const [at, setAt] = useState(() => Date.now());
  const [name, setName] = useState('');
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 20 });
  const [one, setOne] = useState<{ id: string; name: string }>();
  const range = useMemo(() => rangeOf(here, at, span), [here, at, span]);
  const answer = useTerminalTimelines({
    officeId: office?.id,
    groupId: group?.id,
    name,
    from: range.from,
    to: range.to,
    ...paging,
  });
  const page = answer.data?.data;
  const programs = answer.data?.jsonObject.programs;
  const step = span === 'day' ? DAY_MS : 7 * DAY_MS;

  const columns: TableProps<TerminalTimeline>['columns'] = [
    {
      key: 'terminal',
      title: t('terminal.name'),
      width: 230,
      render: (_, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', maxWidth: 210 }}
            aria-label={t('terminal.timelineOf', { name: row.name })}
            onClick={() => setOne({ id: row.terminalId, name: row.name })}
          >
            <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 210 }}>
              {row.name}
            </Typography.Text>
          </Button>
          <Flex gap={4} align="center" wrap>
            <Tag color={row.online ? 'success' : undefined} style={{ marginInlineEnd: 0 }}>
              {t(row.online ? 'terminal.states.online' : 'terminal.states.offline')}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-zone={row.timeZone}>
              {row.timeZone} ({offsetOf(row.timeZone, range.from)})
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'bar',
      title: <Axis timeZone={here} from={range.from} to={range.to} span={span} />,
      render: (_, row) => (
        <TimelineBar row={row} programs={programs ?? []} from={range.from} to={range.to} span={span} here={here} />
      ),
    },
  ];

  const filtered = name !== '';
  return (
    <Drawer
      open
      size="min(1280px, 96vw)"
      title={
        group
          ? t('terminal.timelines.titleOf', { office: group.name })
          : office
            ? t('terminal.timelines.titleOf', { office: office.name })
            : t('terminal.timelines.title')
      }
      onClose={onClose}
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented<'day' | 'week'>
          value={span}
          onChange={(v) => {
            setSpan(v);
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
          options={[
            { value: 'day', label: t('terminal.timeline.day') },
            { value: 'week', label: t('terminal.timeline.week') },
          ]}
        />
        <Button onClick={() => setAt((x) => x - step)}>{t('terminal.timeline.earlier')}</Button>
        <Button onClick={() => setAt(Date.now())}>{t('terminal.timeline.today')}</Button>
        <Button onClick={() => setAt((x) => x + step)}>{t('terminal.timeline.later')}</Button>
        <Typography.Text strong data-timelines-range>
          {rangeLabel(range.from, range.to, here, span)}
        </Typography.Text>
        <Input.Search
          allowClear
          aria-label={t('terminal.search')}
          placeholder={t('terminal.search')}
          style={{ maxWidth: 260, marginInlineStart: 'auto' }}
          onSearch={(v) => {
            setName(v.trim());
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('terminal.timelines.axis', { zone: `${here} (${offsetOf(here, range.from)})` })}
      </Typography.Paragraph>
      {answer.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errorText(answer.error, translate)} />
      )}
      {programs && <Legend programs={programs} />}
      <div data-timelines>
        <Table<TerminalTimeline>
          rowKey="terminalId"
          size="small"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={answer.isFetching}
          tableLayout="fixed"
          onRow={(row) => ({ 'data-timeline-row': row.terminalId }) as HTMLAttributes<HTMLElement>}
          {...serverPaging(paging, page?.count ?? 0, setPaging, {
            showTotal: (total) => t('terminal.total', { count: total }),
            empty: filtered ? t('terminal.noneMatching') : t('terminal.timelines.empty'),
            sizes: TIMELINES_PAGE_SIZES,
          })}
        />
      </div>
      {one && <TimelineDrawer terminal={one} onClose={() => setOne(undefined)} />}
    </Drawer>
  );
}

/** The range as its first and last day on the axis's clock. */
function rangeLabel(from: number, to: number, timeZone: string, span: 'day' | 'week'): string {
  const f = new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  return span === 'day' ? f.format(from) : `${f.format(from)} – ${f.format(to - 1)}`;
}

/** The marks of the axis on the browser's clock: hours over a day, days over a week. */
function Axis({ timeZone, from, to, span }: { timeZone: string; from: number; to: number; span: 'day' | 'week' }) {
  const dayName = new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'short', day: 'numeric' });
  return (
    <div style={{ position: 'relative', height: 20 }} aria-hidden>
      {ticksOf(timeZone, from, to, span).map((tick) => (
        <span
          key={tick}
          style={{
            position: 'absolute',
            left: positionOf(tick, from, to),
            fontSize: 12,
            fontWeight: 'normal',
            whiteSpace: 'nowrap',
          }}
        >
          {span === 'day' ? clockOf(tick, timeZone) : dayName.format(tick)}
        </span>
      ))}
    </div>
  );
}

/** A terminal's bar over the axis: its blocks, the axis's marks as thin lines, now as a red one. */
function TimelineBar({
  row,
  programs,
  from,
  to,
  span,
  here,
}: {
  row: TerminalTimeline;
  programs: readonly TimelineProgram[];
  from: number;
  to: number;
  span: 'day' | 'week';
  here: string;
}) {
  const { t } = useTranslation();
  const { colourOf } = useMemo(() => programColours(programs), [programs]);
  const names = useMemo(() => new Map(programs.map((p) => [p.key, p])), [programs]);
  // On the terminal's clock: the times its player keeps.
  const when = (x: number, end = false) => {
    const clock = clockOf(x, row.timeZone, end);
    if (span === 'day') return clock;
    const day = new Intl.DateTimeFormat(undefined, { timeZone: row.timeZone, weekday: 'short' }).format(
      end ? x - 1 : x,
    );
    return `${day} ${clock}`;
  };
  const label = (b: Block) =>
    `${namesOf(b.key, names) ?? t('terminal.timeline.nothing')}: ${when(b.from)}–${when(b.to, true)} (${row.timeZone})`;
  const now = Date.now();
  return (
    <div
      style={{ position: 'relative', height: BAR_HEIGHT, borderRadius: 4, overflow: 'hidden' }}
      data-timeline-bar={row.terminalId}
    >
      {blocksOf({ plays: null, segments: row.segments }, from, to).map((b) => (
        <div
          key={b.from}
          role="img"
          aria-label={label(b)}
          title={label(b)}
          data-block={b.key === null ? 'gap' : 'program'}
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            ...placeOf(b, from, to),
            background: b.key === null ? GAP_FILL : colourOf(b.key),
          }}
        />
      ))}
      {ticksOf(here, from, to, span).map((tick) => (
        <div
          key={tick}
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: 1,
            left: positionOf(tick, from, to),
            background: 'rgba(0, 0, 0, 0.12)',
          }}
        />
      ))}
      {now >= from && now < to && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: 2,
            left: positionOf(now, from, to),
            background: '#ff4d4f',
          }}
        />
      )}
    </div>
  );
}

/** The programs the page shows, each in its colour with the plans it plays in, and how a gap looks. */
function Legend({ programs }: { programs: readonly TimelineProgram[] }) {
  const { t } = useTranslation();
  const { legend } = useMemo(() => programColours(programs), [programs]);
  const swatch = (background: string) => (
    <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background }} aria-hidden />
  );
  const plansOf = (plans: (string | null)[]) =>
    plans.map((p) => (p === null ? t('terminal.timeline.own') : t('terminal.timeline.inPlan', { name: p }))).join(', ');
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }} data-timelines-legend>
      <Typography.Text strong>{t('terminal.timelines.legend')}</Typography.Text>
      {legend.length === 0 && <Typography.Text type="secondary">{t('terminal.timelines.noPrograms')}</Typography.Text>}
      {legend.map((item) => (
        <Flex key={item.programId} gap={6} align="center" data-legend-program={item.programName}>
          {swatch(item.colour)}
          <Typography.Text>{item.programName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {plansOf(item.plans)}
          </Typography.Text>
        </Flex>
      ))}
      <Flex gap={6} align="center">
        {swatch(GAP_FILL)}
        <Typography.Text type="secondary">{t('terminal.timeline.nothing')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
