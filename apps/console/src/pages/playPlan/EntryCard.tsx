import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BlockOutlined,
  DeleteOutlined,
  HolderOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import {
  PLAN_DURATION_MAX_MS,
  PLAN_DURATION_MIN_MS,
  PLAN_PLAYS_MAX,
  PLAN_PRIORITY_MAX,
  type PlanPlay,
  type PlanWhen,
} from '@apm/contract';
import { Button, Card, DatePicker, Flex, InputNumber, Radio, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { lengthText, type DraftEntry, type EntryPart } from './draft';
import { WindowList } from './WindowList';

/** ISO weekdays in order, with the keys of their short names. */
const WEEKDAYS = [
  [1, 'mon'],
  [2, 'tue'],
  [3, 'wed'],
  [4, 'thu'],
  [5, 'fri'],
  [6, 'sat'],
  [7, 'sun'],
] as const;

type Unit = 'seconds' | 'minutes';
const UNIT_MS: Record<Unit, number> = { seconds: 1000, minutes: 60_000 };

/** The unit a duration reads best in: whole minutes in minutes, anything else in seconds. */
const unitOf = (ms: number): Unit => (ms >= 60_000 && ms % 60_000 === 0 ? 'minutes' : 'seconds');

interface Props {
  entry: DraftEntry;
  index: number;
  count: number;
  /** The entry's colour in the preview, so the two are matched at a glance. */
  colour: string;
  problems: Partial<Record<EntryPart, string[]>>;
  /** The entry changed in `part` (whose problems are then dropped); no part: in several (all of its problems go). */
  onChange: (entry: DraftEntry, part?: EntryPart) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onReplaceProgram: () => void;
  /** Drag and drop within the list: which entry is being dragged, and where it is dropped. */
  onDragStart: () => void;
  onDrop: () => void;
}

/** One labelled setting of the card, with the problems the server found in it. */
function Setting({ label, problems, children }: { label: string; problems?: string[]; children: ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
      {problems && <Typography.Text type="danger">{problems.join(' · ')}</Typography.Text>}
    </Flex>
  );
}

/**
 * One entry of the plan: its program, how long each turn lasts, its priority and when it may play
 * (dates, weekdays, daily windows), with its place in the list (drag, up, down), duplicate, remove.
 */
export function EntryCard(props: Props) {
  const { entry, index, count, colour, problems } = props;
  const { t } = useTranslation();
  const n = index + 1;
  const [unit, setUnit] = useState<Unit>(() => unitOf(entry.play.mode === 'duration' ? entry.play.ms : 0));
  const setPlay = (play: PlanPlay) => props.onChange({ ...entry, play }, 'play');
  const setWhen = (when: Partial<PlanWhen>, part?: EntryPart) =>
    props.onChange({ ...entry, when: { ...entry.when, ...when } }, part);
  const { program } = entry;
  const gone = program.name === null;

  const dragOver = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };

  return (
    <Card
      size="small"
      data-entry={n}
      onDragOver={dragOver}
      onDrop={(e) => {
        e.preventDefault();
        props.onDrop();
      }}
      style={{ borderLeft: `4px solid ${colour}` }}
      title={
        <Flex gap={8} align="center" wrap>
          <span
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              const card = e.currentTarget.closest('[data-entry]');
              if (card) e.dataTransfer.setDragImage(card, 16, 16);
              props.onDragStart();
            }}
            style={{ cursor: 'grab' }}
            title={t('playPlan.entry.drag')}
            aria-hidden
          >
            <HolderOutlined />
          </span>
          <Typography.Text type="secondary">{`#${n}`}</Typography.Text>
          {gone ? (
            <Tag color="error">{t('playPlan.entry.programGone')}</Tag>
          ) : (
            <Typography.Text ellipsis style={{ maxWidth: 320 }} title={program.name ?? ''}>
              {program.name}
            </Typography.Text>
          )}
          {!gone && <Tag>{`${program.width} × ${program.height}`}</Tag>}
          {program.lengthMs > 0 && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {t('playPlan.entry.onePlay', { length: lengthText(program.lengthMs) })}
            </Typography.Text>
          )}
        </Flex>
      }
      extra={
        <Space size={2}>
          <Button
            size="small"
            type="text"
            icon={<SwapOutlined />}
            aria-label={t('playPlan.entry.replace', { n })}
            title={t('playPlan.entry.replace', { n })}
            onClick={props.onReplaceProgram}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('playPlan.entry.up', { n })}
            title={t('playPlan.entry.up', { n })}
            onClick={() => props.onMove(index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label={t('playPlan.entry.down', { n })}
            title={t('playPlan.entry.down', { n })}
            onClick={() => props.onMove(index + 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<BlockOutlined />}
            aria-label={t('playPlan.entry.duplicate', { n })}
            title={t('playPlan.entry.duplicate', { n })}
            onClick={props.onDuplicate}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('playPlan.entry.remove', { n })}
            title={t('playPlan.entry.remove', { n })}
            onClick={props.onRemove}
          />
        </Space>
      }
    >
      {(problems.program || problems.entry) && (
        <Typography.Text type="danger" style={{ display: 'block', marginBottom: 8 }} data-problem="program">
          {[...(problems.program ?? []), ...(problems.entry ?? [])].join(' · ')}
        </Typography.Text>
      )}
      <Flex gap={24} wrap>
        <Setting label={t('playPlan.entry.play')} problems={problems.play}>
          <Radio.Group
            size="small"
            optionType="button"
            value={entry.play.mode}
            aria-label={t('playPlan.entry.playMode', { n })}
            options={[
              { value: 'duration', label: t('playPlan.entry.byDuration') },
              { value: 'plays', label: t('playPlan.entry.byPlays') },
            ]}
            onChange={(e) =>
              setPlay(
                e.target.value === 'plays'
                  ? { mode: 'plays', count: 1 }
                  : { mode: 'duration', ms: Math.max(PLAN_DURATION_MIN_MS, program.lengthMs || 10_000) },
              )
            }
          />
          {entry.play.mode === 'duration' ? (
            <Space.Compact>
              <InputNumber
                min={unit === 'seconds' ? PLAN_DURATION_MIN_MS / 1000 : 1}
                max={PLAN_DURATION_MAX_MS / UNIT_MS[unit]}
                precision={0}
                value={entry.play.ms / UNIT_MS[unit]}
                aria-label={t('playPlan.entry.duration', { n })}
                onChange={(v) => v !== null && setPlay({ mode: 'duration', ms: v * UNIT_MS[unit] })}
                style={{ width: 100 }}
              />
              <Select<Unit>
                value={unit}
                aria-label={t('playPlan.entry.unit', { n })}
                options={[
                  { value: 'seconds', label: t('playPlan.entry.seconds') },
                  { value: 'minutes', label: t('playPlan.entry.minutes') },
                ]}
                onChange={(u) => {
                  setUnit(u);
                  // The number stays, read in the new unit: "30" seconds become 30 minutes, as typed.
                  const value = Math.max(
                    1,
                    Math.round(entry.play.mode === 'duration' ? entry.play.ms / UNIT_MS[unit] : 1),
                  );
                  setPlay({ mode: 'duration', ms: Math.min(PLAN_DURATION_MAX_MS, value * UNIT_MS[u]) });
                }}
                style={{ width: 110 }}
              />
            </Space.Compact>
          ) : (
            <Flex gap={8} align="center">
              <InputNumber
                min={1}
                max={PLAN_PLAYS_MAX}
                precision={0}
                value={entry.play.count}
                aria-label={t('playPlan.entry.count', { n })}
                suffix={t('playPlan.entry.times')}
                onChange={(v) => v !== null && setPlay({ mode: 'plays', count: v })}
                style={{ width: 120 }}
              />
              <Typography.Text type="secondary">
                {program.lengthMs > 0
                  ? t('playPlan.entry.lasts', { length: lengthText(entry.play.count * program.lengthMs) })
                  : t('playPlan.entry.lengthUnknown')}
              </Typography.Text>
            </Flex>
          )}
        </Setting>
        <Setting label={t('playPlan.entry.priority')} problems={problems.priority}>
          <Select<number>
            value={entry.priority}
            aria-label={t('playPlan.entry.priorityOf', { n })}
            options={Array.from({ length: PLAN_PRIORITY_MAX + 1 }, (_, p) => ({ value: p, label: String(p) }))}
            onChange={(priority) => props.onChange({ ...entry, priority }, 'priority')}
            style={{ width: 80 }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('playPlan.entry.priorityHint')}
          </Typography.Text>
        </Setting>
        <Setting label={t('playPlan.entry.dates')} problems={problems.dates}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            value={[
              entry.when.startDate ? dayjs(entry.when.startDate) : null,
              entry.when.endDate ? dayjs(entry.when.endDate) : null,
            ]}
            placeholder={[t('playPlan.entry.firstDay'), t('playPlan.entry.lastDay')]}
            aria-label={t('playPlan.entry.datesOf', { n })}
            onChange={(range) =>
              setWhen(
                {
                  startDate: range?.[0]?.format('YYYY-MM-DD') ?? null,
                  endDate: range?.[1]?.format('YYYY-MM-DD') ?? null,
                },
                'dates',
              )
            }
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('playPlan.entry.datesHint')}
          </Typography.Text>
        </Setting>
        <Setting label={t('playPlan.entry.weekdays')} problems={problems.weekdays}>
          <Flex gap={2} role="group" aria-label={t('playPlan.entry.weekdaysOf', { n })}>
            {WEEKDAYS.map(([day, key]) => {
              const on = entry.when.weekdays.includes(day);
              return (
                <Button
                  key={day}
                  size="small"
                  type={on ? 'primary' : 'default'}
                  aria-pressed={on}
                  onClick={() =>
                    setWhen(
                      {
                        weekdays: on
                          ? entry.when.weekdays.filter((d) => d !== day)
                          : [...entry.when.weekdays, day].sort((a, b) => a - b),
                      },
                      'weekdays',
                    )
                  }
                >
                  {t(`playPlan.weekdays.${key}`)}
                </Button>
              );
            })}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.when.weekdays.length === 0 ? t('playPlan.entry.everyDay') : t('playPlan.entry.someDays')}
          </Typography.Text>
        </Setting>
        <Setting label={t('playPlan.entry.windows')}>
          <WindowList
            n={n}
            windows={entry.when.windows}
            problems={(i) => problems[`window.${i}`]}
            onChange={(windows, i) => setWhen({ windows }, i === undefined ? undefined : `window.${i}`)}
          />
        </Setting>
      </Flex>
    </Card>
  );
}
