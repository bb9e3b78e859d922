import { ArrowLeftOutlined, ExpandOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  ErrorCodes,
  PLAN_ENTRIES_MAX,
  PLAN_EVERY_ITEMS_MAX,
  PLAN_EVERY_MINUTES_MAX,
  PLAN_KINDS,
  PLAN_NAME_MAX,
  PLAN_PROGRAM_PROBLEMS,
  type PlanConflict,
  type PlanItem,
  type PlanKind,
} from '@apm/contract';
import { Button, Card, Empty, Flex, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthButton } from '../../access/AuthButton';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { PLAN_EDIT, PLAN_FULL_SCREEN_PATH, PLAN_MAKE_PATH, useSavePlan } from './api';
import {
  duplicated,
  entryOf,
  moved,
  NO_PROBLEMS,
  problemsOf,
  sameDraft,
  saveForm,
  withoutProblem,
  type Draft,
  type DraftEntry,
  type EntryPart,
  type Problems,
} from './draft';
import { EntryCard } from './EntryCard';
import { ProgramPicker, type Picked } from './ProgramPicker';
import { SchedulePreview } from './SchedulePreview';
import { useLeaveGuard } from '../../components/form/useLeaveGuard';
import { FullWindow } from '../../components/FullWindow';

/** Entry colours, by place in the list: the card's edge and its bars in the preview. */
const COLOURS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#d4b106',
  '#7cb305',
  '#2f54eb',
  '#cf1322',
];

/** What the picker is open for: new entries, or another program for the entry of this id. */
type Picking = { mode: 'add' } | { mode: 'replace'; entryId: string } | null;

interface Props {
  /** The plan as stored when it was opened; null for a new one. */
  stored: PlanItem | null;
  draft: Draft;
  onClose: () => void;
  /** Asks for the plan as stored now (after someone else saved it meanwhile). */
  onReload: () => void;
  /** A new plan was saved: the page now shows it by its id. */
  onCreated: (plan: PlanItem) => void;
  /** In the whole window (/PlanMake): a compact bar with Close instead of the card's title; else it offers the whole window. */
  fullScreen?: boolean;
}

/**
 * The editor of one plan: its name and kind, its entries in order (each with its program, how long it
 * plays, its priority and when it may play), a preview of what it plays, and save by version.
 */
export function PlanEditor({
  stored: opened,
  draft: initial,
  onClose,
  onReload,
  onCreated,
  fullScreen = false,
}: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const [stored, setStored] = useState(opened);
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [picking, setPicking] = useState<Picking>(null);
  const dragging = useRef<number | null>(null);
  const navigate = useNavigate();
  const save = useSavePlan();
  const dirty = !sameDraft(draft, baseline);
  // In the whole window no tab keeps the editor: leaving it always loses what is unsaved.
  const allowLeave = useLeaveGuard(
    dirty,
    fullScreen ? PLAN_FULL_SCREEN_PATH : PLAN_MAKE_PATH,
    {
      title: t('playPlan.leave.title'),
      content: t('playPlan.leave.content'),
      ok: t('playPlan.leave.ok'),
    },
    !fullScreen,
  );
  const colours = Object.fromEntries(draft.entries.map((e, i) => [e.id, COLOURS[i % COLOURS.length]!]));

  // Leaving the page (closing the browser tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setEntries = (entries: DraftEntry[]) => setDraft((d) => ({ ...d, entries }));
  const changeEntry = (entry: DraftEntry, part?: EntryPart) => {
    setDraft((d) => ({ ...d, entries: d.entries.map((e) => (e.id === entry.id ? entry : e)) }));
    setProblems((p) => withoutProblem(p, entry.id, part));
  };

  const picked = (programs: Picked[]) => {
    const target = picking;
    setPicking(null);
    if (!target) return;
    if (target.mode === 'replace') {
      const [p] = programs;
      const entry = draft.entries.find((e) => e.id === target.entryId);
      if (p && entry) changeEntry({ ...entry, programId: p.id, program: p.facts }, 'program');
      return;
    }
    setDraft((d) => {
      const entries = [...d.entries];
      for (const p of programs) entries.push(entryOf(p.id, p.facts, entries));
      return { ...d, entries: entries.slice(0, PLAN_ENTRIES_MAX) };
    });
  };

  const problemText = (m: string) =>
    (PLAN_PROGRAM_PROBLEMS as readonly string[]).includes(m) ? t(`playPlan.problems.${m}`) : m;

  const doSave = (version?: number) => {
    const sent = draft;
    save.mutate(saveForm(sent, stored ? { id: stored.id, version: version ?? stored.version } : null), {
      onSuccess: ({ jsonObject }) => {
        setStored(jsonObject);
        setBaseline(sent);
        setProblems(NO_PROBLEMS);
        void message.success(t('playPlan.saved', { version: jsonObject.version }));
        if (!stored) {
          allowLeave(jsonObject.id);
          onCreated(jsonObject);
        }
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === ErrorCodes.CONFLICT.code && err.jsonObject) {
          const other = err.jsonObject as PlanConflict;
          const dialog = modal.confirm({
            title: t('playPlan.conflict.title'),
            content: t('playPlan.conflict.content', {
              name: other.updatedBy || t('playPlan.conflict.someone'),
              version: other.version,
              time: new Date(other.updatedAt).toLocaleString(),
            }),
            okText: t('playPlan.conflict.reload'),
            onOk: onReload,
            cancelText: t('playPlan.conflict.keep'),
            footer: (_, { OkBtn, CancelBtn }) => (
              <>
                <CancelBtn />
                <Button
                  danger
                  onClick={() => {
                    dialog.destroy();
                    doSave(other.version);
                  }}
                >
                  {t('playPlan.conflict.overwrite')}
                </Button>
                <OkBtn />
              </>
            ),
          });
        } else if (err instanceof ApiError && err.fields.length > 0) {
          setProblems(problemsOf(err.fields, sent, problemText));
          void message.error(t('playPlan.invalid'));
        } else void message.error(errorText(err, translate));
      },
    });
  };

  /** Goes elsewhere (`go`), asking first when changes are unsaved. */
  const leave = (go: () => void) => {
    if (!dirty) return go();
    modal.confirm({
      title: t('playPlan.leave.title'),
      content: t('playPlan.leave.content'),
      okText: t('playPlan.leave.ok'),
      okButtonProps: { danger: true },
      // What was changed goes: a kept tab of the editor must not hold on to it.
      onOk: () => {
        setDraft(baseline);
        setProblems(NO_PROBLEMS);
        allowLeave(null);
        go();
      },
    });
  };
  const close = () => leave(onClose);

  const blocked = !draft.name.trim()
    ? t('playPlan.needName')
    : draft.entries.length === 0
      ? t('playPlan.needEntries')
      : undefined;
  const planProblem = (key: keyof Problems['plan']) =>
    problems.plan[key] && <Typography.Text type="danger">{problems.plan[key].join(' · ')}</Typography.Text>;

  const name = stored ? stored.name : t('playPlan.newPlan');
  const saveState = (
    <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-save-state={dirty ? 'unsaved' : 'saved'}>
      {dirty ? t('playPlan.unsaved') : stored ? t('playPlan.versionSaved', { version: stored.version }) : ''}
    </Typography.Text>
  );
  const saveButton = (
    <AuthButton
      authority={PLAN_EDIT}
      type="primary"
      icon={<SaveOutlined />}
      loading={save.isPending}
      disabled={!dirty || blocked !== undefined}
      title={blocked}
      onClick={() => doSave()}
    >
      {t('playPlan.save')}
    </AuthButton>
  );
  // The plan as stored, in the whole window: unsaved changes are asked about first (they would stay behind in this tab).
  const openFullScreen = () =>
    leave(
      () =>
        void navigate(stored ? `${PLAN_FULL_SCREEN_PATH}?id=${encodeURIComponent(stored.id)}` : PLAN_FULL_SCREEN_PATH),
    );
  const frame = (body: ReactNode) =>
    fullScreen ? (
      <FullWindow title={name} status={saveState} extra={saveButton} onClose={close}>
        {body}
      </FullWindow>
    ) : (
      <Card
        title={
          <Flex gap={8} align="center">
            <Button
              icon={<ArrowLeftOutlined />}
              aria-label={t('playPlan.back')}
              title={t('playPlan.back')}
              onClick={close}
            />
            <span>{name}</span>
            {saveState}
          </Flex>
        }
        extra={
          <Flex gap={8}>
            <Button icon={<ExpandOutlined />} onClick={openFullScreen}>
              {t('fullWindow.openFullScreen')}
            </Button>
            {saveButton}
          </Flex>
        }
      >
        {body}
      </Card>
    );

  return frame(
    <>
      <Flex vertical gap={16}>
        <Flex gap={24} wrap>
          <Flex vertical gap={4} style={{ width: 320 }}>
            <Typography.Text strong>{t('playPlan.name')}</Typography.Text>
            <Input
              value={draft.name}
              maxLength={PLAN_NAME_MAX}
              aria-label={t('playPlan.name')}
              status={draft.name.trim() && !problems.plan.name ? undefined : 'error'}
              onChange={(e) => {
                const name = e.target.value;
                setDraft((d) => ({ ...d, name }));
                setProblems((p) => ({ ...p, plan: { ...p.plan, name: undefined } }));
              }}
            />
            {planProblem('name')}
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('playPlan.kind')}</Typography.Text>
            <Radio.Group
              value={draft.kind}
              aria-label={t('playPlan.kind')}
              onChange={(e) => {
                const kind = e.target.value as PlanKind;
                setDraft((d) => ({ ...d, kind }));
                setProblems((p) => ({ ...p, plan: { ...p.plan, kind: undefined, every: undefined } }));
              }}
            >
              <Flex vertical gap={2}>
                {PLAN_KINDS.map((k) => (
                  <Radio key={k} value={k}>
                    {t(`playPlan.kinds.${k}`)}
                    <Typography.Text type="secondary">{` — ${t(`playPlan.kindHints.${k}`)}`}</Typography.Text>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
            {planProblem('kind')}
          </Flex>
          {draft.kind === 'interstitial' && (
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('playPlan.breaksIn')}</Typography.Text>
              <Space.Compact>
                <InputNumber
                  min={1}
                  max={draft.every.by === 'items' ? PLAN_EVERY_ITEMS_MAX : PLAN_EVERY_MINUTES_MAX}
                  precision={0}
                  value={draft.every.n}
                  aria-label={t('playPlan.everyN')}
                  status={problems.plan.every ? 'error' : undefined}
                  onChange={(n) => n !== null && setDraft((d) => ({ ...d, every: { ...d.every, n } }))}
                  style={{ width: 100 }}
                />
                <Select<'items' | 'minutes'>
                  value={draft.every.by}
                  aria-label={t('playPlan.everyBy')}
                  options={[
                    { value: 'items', label: t('playPlan.everyItems') },
                    { value: 'minutes', label: t('playPlan.everyMinutes') },
                  ]}
                  onChange={(by) => setDraft((d) => ({ ...d, every: { ...d.every, by } }))}
                  style={{ width: 160 }}
                />
              </Space.Compact>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(draft.every.by === 'items' ? 'playPlan.everyItemsHint' : 'playPlan.everyMinutesHint', {
                  count: draft.every.n,
                })}
              </Typography.Text>
              {planProblem('every')}
            </Flex>
          )}
        </Flex>

        <Flex vertical gap={8} data-entries>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('playPlan.entriesTitle', { count: draft.entries.length })}
            </Typography.Title>
            <Button
              icon={<PlusOutlined />}
              disabled={draft.entries.length >= PLAN_ENTRIES_MAX}
              onClick={() => setPicking({ mode: 'add' })}
            >
              {t('playPlan.addPrograms')}
            </Button>
          </Flex>
          {planProblem('entries')}
          {draft.entries.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('playPlan.noEntries')} />
          ) : (
            draft.entries.map((entry, i) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                index={i}
                count={draft.entries.length}
                colour={colours[entry.id]!}
                problems={problems.entries[entry.id] ?? {}}
                onChange={changeEntry}
                onMove={(to) => setEntries(moved(draft.entries, i, to))}
                onDuplicate={() => setEntries(duplicated(draft.entries, i).slice(0, PLAN_ENTRIES_MAX))}
                onRemove={() => {
                  setEntries(draft.entries.filter((e) => e.id !== entry.id));
                  setProblems((p) => withoutProblem(p, entry.id));
                }}
                onReplaceProgram={() => setPicking({ mode: 'replace', entryId: entry.id })}
                onDragStart={() => (dragging.current = i)}
                onDrop={() => {
                  if (dragging.current !== null) setEntries(moved(draft.entries, dragging.current, i));
                  dragging.current = null;
                }}
              />
            ))
          )}
        </Flex>

        <Card size="small" title={t('playPlan.preview.title')}>
          <SchedulePreview draft={draft} planId={stored?.id ?? 'new'} colours={colours} />
        </Card>
      </Flex>
      <ProgramPicker mode={picking?.mode ?? null} onPick={picked} onClose={() => setPicking(null)} />
    </>,
  );
}
