import { timelineApi, terminalApi, type TerminalItem, type TimelineAnswer } from '@apm/contract';
import { Alert, Button, Drawer, Flex, Segmented, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useCall } from '../../api/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { blocksOf, clockOf, GAP_FILL, namesOf, placeOf, programColours, rangeOf, type Block } from './timelineView';

interface Props {
  terminal: Pick<TerminalItem, 'id' | 'name'>;
  onClose: () => void;
}

const DAY_MS = 86_400_000;

/**
 * What a terminal plays over a day or a week, on its own clock: the server's answer of
 * @apm/schedule for the publications it holds, so exactly what its player does. One bar per day,
 * each program a colour, gaps hatched; below, the same as text.
 */
export function TimelineDrawer({ terminal, onClose }: Props) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<'day' | 'week'>('day');
  const [at, setAt] = useState(() => Date.now());
  const detail = useCall(terminalApi.terminalDetails, { id: terminal.id });
  const timeZone = detail.data?.jsonObject.timeZone || 'UTC';
  const range = useMemo(() => rangeOf(timeZone, at, span), [timeZone, at, span]);
  const answer = useCall(
    timelineApi.timeline,
    { terminalId: terminal.id, from: range.from, to: range.to },
    { enabled: detail.isSuccess },
  );
  const line = answer.data?.jsonObject;
  const step = span === 'day' ? DAY_MS : 7 * DAY_MS;

  return (
    <Drawer open width={920} title={t('terminal.timeline.title', { name: terminal.name })} onClose={onClose}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<'day' | 'week'>
          value={span}
          onChange={setSpan}
          options={[
            { value: 'day', label: t('terminal.timeline.day') },
            { value: 'week', label: t('terminal.timeline.week') },
          ]}
        />
        <Button onClick={() => setAt((x) => x - step)}>{t('terminal.timeline.earlier')}</Button>
        <Button onClick={() => setAt(Date.now())}>{t('terminal.timeline.today')}</Button>
        <Button onClick={() => setAt((x) => x + step)}>{t('terminal.timeline.later')}</Button>
        <Typography.Text type="secondary">{t('terminal.timeline.clock', { zone: timeZone })}</Typography.Text>
      </Flex>
      <NowAndNextLine terminalId={terminal.id} />
      {answer.isError && <Alert type="error" showIcon title={t('terminal.timeline.failed')} />}
      {!line ? <Spin /> : <TimelineDays line={line} from={range.from} to={range.to} timeZone={timeZone} />}
    </Drawer>
  );
}

function TimelineDays({
  line,
  from,
  to,
  timeZone,
}: {
  line: TimelineAnswer;
  from: number;
  to: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const names = new Map(line.programs.map((p) => [p.key, p]));
  const { colourOf } = programColours(line.programs);
  const nameOf = (b: Block) => namesOf(b.key, names) ?? t('terminal.timeline.nothing');
  const whereOf = (b: Block) => {
    if (b.key?.includes(' ')) return t('terminal.timeline.inTurn');
    const p = b.key ? names.get(b.key) : undefined;
    if (!p) return '';
    return p.planName === null ? t('terminal.timeline.own') : t('terminal.timeline.inPlan', { name: p.planName });
  };
  // The bars draw each turn when the answer lists them; the text says what takes turns when.
  const blocks = blocksOf(line, from, to);
  const stretches = blocksOf({ plays: null, segments: line.segments }, from, to);
  // One bar per day of the terminal's clock.
  const days: { from: number; to: number }[] = [];
  for (let d = from; d < to; ) {
    const next = rangeOf(timeZone, d, 'day').to;
    days.push({ from: d, to: Math.min(next, to) });
    d = next;
  }
  const dayLabel = new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  const span = (b: Block) => `${clockOf(b.from, timeZone)}–${clockOf(b.to, timeZone, true)}`;

  if (line.programs.length === 0) return <Typography.Paragraph>{t('terminal.timeline.empty')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={12} data-timeline>
      {days.map((day) => {
        const clip = (list: Block[]) =>
          list
            .filter((b) => b.to > day.from && b.from < day.to)
            .map((b) => ({ ...b, from: Math.max(b.from, day.from), to: Math.min(b.to, day.to) }));
        const inDay = clip(blocks);
        return (
          <div key={day.from}>
            <Typography.Text strong>{dayLabel.format(day.from)}</Typography.Text>
            <div style={{ position: 'relative', height: 32, marginTop: 4, borderRadius: 4, overflow: 'hidden' }}>
              {inDay.map((b) => (
                <div
                  key={b.from}
                  role="img"
                  aria-label={`${nameOf(b)}: ${span(b)}`}
                  title={`${nameOf(b)}: ${span(b)}`}
                  style={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    ...placeOf(b, day.from, day.to),
                    background: b.key === null ? GAP_FILL : colourOf(b.key),
                  }}
                />
              ))}
            </div>
            <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
              {clip(stretches).map((b) => (
                <li key={b.from} data-block={b.key === null ? 'gap' : 'program'}>
                  <Typography.Text type={b.key === null ? 'secondary' : undefined}>
                    {span(b)} {nameOf(b)}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">{whereOf(b)}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Flex>
  );
}

/** What plays on the terminal now and which program comes next, on its clock. */
function NowAndNextLine({ terminalId }: { terminalId: string }) {
  const { t } = useTranslation();
  const answer = useCall(timelineApi.getCurTerminalProgram, { terminalId });
  const nn = answer.data?.jsonObject;
  if (!nn) return null;
  const name = (x: { programName: string; planName: string | null }) =>
    x.planName === null ? x.programName : `${x.programName} (${x.planName})`;
  return (
    <Flex vertical gap={2} style={{ marginBottom: 16 }} data-now-next>
      <Typography.Text strong>
        {nn.now
          ? t('terminal.timeline.now', { name: name(nn.now), to: clockOf(nn.now.to, nn.timeZone, true) })
          : t('terminal.timeline.nowNothing')}
      </Typography.Text>
      {nn.next && (
        <Typography.Text>
          {t('terminal.timeline.next', { name: name(nn.next), from: clockOf(nn.next.from, nn.timeZone) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
