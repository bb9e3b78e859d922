import { ArrowLeftOutlined, SaveOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  ErrorCodes,
  MESSAGE_FONT_FAMILY_MAX,
  MESSAGE_FONT_SIZE_MAX,
  MESSAGE_FONT_SIZE_MIN,
  MESSAGE_LIMITS,
  MESSAGE_NAME_MAX,
  MESSAGE_POSITIONS,
  MESSAGE_PRIORITY_MAX,
  MESSAGE_REPEATS_MAX,
  MESSAGE_SCROLLS,
  MESSAGE_SPEED_MAX,
  MESSAGE_SPEED_MIN,
  MESSAGE_TEXT_MAX,
  type MessageItem,
  type MessageLimit,
  type MessageLook,
  type MessagePosition,
  type MessageScroll,
} from '@apm/contract';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Col,
  ColorPicker,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Slider,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { emergencyLook } from '@apm/render';
import { useTranslation } from '../../i18n/useTranslation';
import { MESSAGE_EDIT, MESSAGE_EMERGENCY, MESSAGE_FORM_PATH, MESSAGE_PUBLISH, useSaveMessage } from './api';
import {
  formatDuration,
  formProblems,
  NO_PROBLEMS,
  otherProblems,
  parseDuration,
  passesApply,
  problemsOfFields,
  sameForm,
  saveFields,
  withEmergency,
  without,
  type Forced,
  type MessageForm,
  type Problem,
  type Problems,
} from './form';
import { MessagePreview } from './MessagePreview';
import { MessagePublishDialog } from './MessagePublishDialog';
import { useLeaveGuard } from '../../components/form/useLeaveGuard';

/** Font families offered (any other CSS font-family list may be typed). */
const FONT_FAMILIES = [
  'sans-serif',
  'serif',
  'monospace',
  'Arial, Helvetica, sans-serif',
  'Verdana, Geneva, sans-serif',
  'Tahoma, sans-serif',
  '"Trebuchet MS", sans-serif',
  '"Segoe UI", Roboto, sans-serif',
  '"Noto Sans", sans-serif',
  'Georgia, serif',
  '"Times New Roman", Times, serif',
  '"Courier New", monospace',
  'Impact, sans-serif',
  '"Microsoft YaHei", "PingFang SC", "Noto Sans SC", sans-serif',
  '"Noto Sans KR", "Malgun Gothic", sans-serif',
];

const DATE_TIME = 'YYYY-MM-DD HH:mm';

interface Props {
  /** The message as stored when it was opened; null for a new one. */
  stored: MessageItem | null;
  form: MessageForm;
  onClose: () => void;
  /** Asks for the message as stored now (after someone else saved it meanwhile). */
  onReload: () => void;
  /** A new message was saved: the page now shows it by its id. */
  onCreated: (m: MessageItem) => void;
}

/** `#rrggbb` of the colour picker's value. */
const hexOf = (c: { toHexString: () => string }) => c.toHexString().slice(0, 7).toLowerCase();

/**
 * The form of one message: its text and look beside a live preview, when and how long it shows,
 * its priority and (for holders of the permission) the emergency switch; save by version, and
 * publish (saving first) to terminals chosen.
 */
export function MessageEditor({ stored: opened, form: initial, onClose, onReload, onCreated }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const { can } = useAccess();
  const [stored, setStored] = useState(opened);
  const [baseline, setBaseline] = useState(initial);
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [forced, setForced] = useState<Forced[]>([]);
  const [publishing, setPublishing] = useState<MessageItem | null>(null);
  /** Publish was asked for: the save before it is under way. */
  const [preparing, setPreparing] = useState(false);
  const save = useSaveMessage();
  const dirty = !sameForm(form, baseline);
  const allowLeave = useLeaveGuard(dirty, MESSAGE_FORM_PATH, {
    title: t('messages.leave.title'),
    content: t('messages.leave.content'),
    ok: t('messages.leave.ok'),
  });
  const mayEmergency = can(MESSAGE_EMERGENCY);

  // Leaving the page (closing the browser tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (part: Partial<MessageForm>, ...fields: string[]) => {
    setForm((f) => ({ ...f, ...part }));
    setProblems((p) => without(p, ...fields));
  };
  const changeLook = (part: Partial<MessageLook>) => {
    setForm((f) => ({ ...f, look: { ...f.look, ...part } }));
    setProblems((p) => without(p, ...Object.keys(part).map((k) => `look.${k}`)));
  };

  const problemText = (p: Problem) => t(`messages.rules.${p.key}`, p.params);
  const at = (field: string): { validateStatus?: 'error'; help?: ReactNode } => {
    const list = problems[field];
    return list?.length ? { validateStatus: 'error', help: list.map(problemText).join(' · ') } : {};
  };

  /** Saves the form (at `version`, after a conflict the user chose to overwrite); resolves with the message saved, or null. */
  const doSave = async (version?: number): Promise<MessageItem | null> => {
    const sent = form;
    const found = formProblems(sent);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      void message.error(t('messages.invalid'));
      return null;
    }
    try {
      const { jsonObject } = await save.mutateAsync(
        saveFields(sent, stored ? { id: stored.id, version: version ?? stored.version } : null),
      );
      setStored(jsonObject);
      setBaseline(sent);
      setProblems(NO_PROBLEMS);
      void message.success(t('messages.saved', { version: jsonObject.version }));
      if (!stored) {
        allowLeave(jsonObject.id);
        onCreated(jsonObject);
      }
      return jsonObject;
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCodes.CONFLICT.code && err.jsonObject) {
        const other = err.jsonObject as { version: number; updatedAt: number; updatedBy: string };
        const dialog = modal.confirm({
          title: t('messages.conflict.title'),
          content: t('messages.conflict.content', {
            name: other.updatedBy || t('messages.conflict.someone'),
            version: other.version,
            time: new Date(other.updatedAt).toLocaleString(),
          }),
          okText: t('messages.conflict.reload'),
          onOk: onReload,
          cancelText: t('messages.conflict.keep'),
          footer: (_, { OkBtn, CancelBtn }) => (
            <>
              <CancelBtn />
              <Button
                danger
                onClick={() => {
                  dialog.destroy();
                  void doSave(other.version);
                }}
              >
                {t('messages.conflict.overwrite')}
              </Button>
              <OkBtn />
            </>
          ),
        });
      } else if (err instanceof ApiError && err.fields.length > 0) {
        setProblems(problemsOfFields(err.fields));
        void message.error(t('messages.invalid'));
      } else void message.error(errorText(err, translate));
      return null;
    }
  };

  /** Publishing sends the message as saved: unsaved changes are saved first. */
  const publish = async () => {
    setPreparing(true);
    const saved = dirty || !stored ? await doSave() : stored;
    setPreparing(false);
    if (saved) setPublishing(saved);
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('messages.leave.title'),
      content: t('messages.leave.content'),
      okText: t('messages.leave.ok'),
      okButtonProps: { danger: true },
      // What was changed goes: a kept tab of the form must not hold on to it.
      onOk: () => {
        setForm(baseline);
        setProblems(NO_PROBLEMS);
        allowLeave(null);
        onClose();
      },
    });
  };

  const setEmergency = (on: boolean) => {
    const next = withEmergency(form, on);
    setForm(next.form);
    setForced(next.forced);
    setProblems((p) => without(p, 'emergency', 'look.position', 'startAt', 'limit', 'durationSec', 'repeats'));
  };

  // An emergency message is saved and sent only by holders of the permission.
  const emergencyBlocked = form.emergency && !mayEmergency ? t('messages.emergencyOnly') : undefined;
  const blocked = emergencyBlocked ?? (!dirty && stored ? t('messages.nothingToSave') : undefined);
  const limit = form.emergency ? 'none' : form.limit;
  const duration = parseDuration(form.duration);
  const others = otherProblems(problems);
  const look = form.look;

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t('messages.back')}
            title={t('messages.back')}
            onClick={close}
          />
          <span>{stored ? stored.name : t('messages.newMessage')}</span>
          {form.emergency && (
            <Tag color="red" icon={<ThunderboltOutlined />}>
              {t('messages.emergency')}
            </Tag>
          )}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {dirty ? t('messages.unsaved') : stored ? t('messages.versionSaved', { version: stored.version }) : ''}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Space>
          <AuthButton
            authority={MESSAGE_EDIT}
            icon={<SaveOutlined />}
            loading={save.isPending && !preparing}
            disabled={blocked !== undefined}
            title={blocked}
            onClick={() => void doSave()}
          >
            {t('messages.saveDraft')}
          </AuthButton>
          <AuthButton
            authority={MESSAGE_PUBLISH}
            type="primary"
            danger={form.emergency}
            icon={<SendOutlined />}
            loading={preparing}
            disabled={emergencyBlocked !== undefined}
            title={emergencyBlocked ?? (dirty || !stored ? t('messages.publishSaves') : undefined)}
            onClick={() => void publish()}
          >
            {t('messages.publish')}
          </AuthButton>
        </Space>
      }
    >
      {stored?.deletedAt != null && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('messages.deletedNotice')} />
      )}
      {others.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('messages.invalid')}
          description={others.map(([field, list]) => `${field}: ${list.map(problemText).join(' · ')}`).join('\n')}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} xl={13}>
          <Form layout="vertical" component="div">
            <Form.Item label={t('messages.name')} required {...at('name')}>
              <Input
                value={form.name}
                maxLength={MESSAGE_NAME_MAX}
                aria-label={t('messages.name')}
                onChange={(e) => change({ name: e.target.value }, 'name')}
              />
            </Form.Item>
            <Form.Item label={t('messages.text')} required {...at('look.text')}>
              <Input.TextArea
                value={look.text}
                maxLength={MESSAGE_TEXT_MAX}
                showCount
                autoSize={{ minRows: 3, maxRows: 8 }}
                aria-label={t('messages.text')}
                onChange={(e) => changeLook({ text: e.target.value })}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  label={t('messages.fontFamily')}
                  extra={t('messages.fontFamilyHint')}
                  {...at('look.fontFamily')}
                >
                  <AutoComplete
                    value={look.fontFamily}
                    maxLength={MESSAGE_FONT_FAMILY_MAX}
                    aria-label={t('messages.fontFamily')}
                    options={FONT_FAMILIES.map((f) => ({
                      value: f,
                      label: <span style={{ fontFamily: f }}>{f}</span>,
                    }))}
                    onChange={(fontFamily: string) => changeLook({ fontFamily })}
                  />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item label={t('messages.fontSize')} extra={t('messages.fontSizeHint')} {...at('look.fontSize')}>
                  <InputNumber
                    min={MESSAGE_FONT_SIZE_MIN}
                    max={MESSAGE_FONT_SIZE_MAX}
                    precision={0}
                    suffix="px"
                    value={look.fontSize}
                    aria-label={t('messages.fontSize')}
                    style={{ width: '100%' }}
                    onChange={(fontSize) => fontSize !== null && changeLook({ fontSize })}
                  />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item label={t('messages.bold')} {...at('look.bold')}>
                  <Switch
                    checked={look.bold}
                    aria-label={t('messages.bold')}
                    onChange={(bold) => changeLook({ bold })}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col span={6}>
                <Form.Item label={t('messages.color')} {...at('look.color')}>
                  <ColorPicker
                    value={look.color}
                    disabledAlpha
                    showText
                    format="hex"
                    aria-label={t('messages.color')}
                    onChangeComplete={(c) => changeLook({ color: hexOf(c) })}
                  />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item label={t('messages.backgroundColor')} {...at('look.backgroundColor')}>
                  <ColorPicker
                    value={look.backgroundColor}
                    disabledAlpha
                    showText
                    format="hex"
                    aria-label={t('messages.backgroundColor')}
                    onChangeComplete={(c) => changeLook({ backgroundColor: hexOf(c) })}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('messages.backgroundOpacity')} {...at('look.backgroundOpacity')}>
                  <Flex gap={12} align="center">
                    <Slider
                      min={0}
                      max={100}
                      value={look.backgroundOpacity}
                      ariaLabelForHandle={t('messages.backgroundOpacity')}
                      style={{ flex: 1 }}
                      onChange={(backgroundOpacity: number) => changeLook({ backgroundOpacity })}
                    />
                    <InputNumber
                      min={0}
                      max={100}
                      precision={0}
                      suffix="%"
                      value={look.backgroundOpacity}
                      aria-label={t('messages.backgroundOpacity')}
                      style={{ width: 90 }}
                      onChange={(v) => v !== null && changeLook({ backgroundOpacity: v })}
                    />
                  </Flex>
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              label={t('messages.position')}
              extra={form.emergency ? t('messages.emergencyForced.position') : undefined}
              {...at('look.position')}
            >
              <Radio.Group
                optionType="button"
                value={look.position}
                disabled={form.emergency}
                aria-label={t('messages.position')}
                options={MESSAGE_POSITIONS.map((p) => ({ value: p, label: t(`messages.positions.${p}`) }))}
                onChange={(e) => changeLook({ position: e.target.value as MessagePosition })}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col span={15}>
                <Form.Item label={t('messages.scroll')} {...at('look.scroll')}>
                  <Radio.Group
                    optionType="button"
                    value={look.scroll}
                    aria-label={t('messages.scroll')}
                    options={MESSAGE_SCROLLS.map((s) => ({ value: s, label: t(`messages.scrolls.${s}`) }))}
                    onChange={(e) => {
                      changeLook({ scroll: e.target.value as MessageScroll });
                      setProblems((p) => without(p, 'repeats'));
                    }}
                  />
                </Form.Item>
              </Col>
              <Col span={9}>
                <Form.Item
                  label={t('messages.scrollSpeed')}
                  extra={t('messages.scrollSpeedHint')}
                  {...at('look.scrollSpeed')}
                >
                  <InputNumber
                    min={MESSAGE_SPEED_MIN}
                    max={MESSAGE_SPEED_MAX}
                    precision={0}
                    suffix={t('messages.pxPerSecond')}
                    value={look.scrollSpeed}
                    disabled={look.scroll === 'none'}
                    aria-label={t('messages.scrollSpeed')}
                    style={{ width: '100%' }}
                    onChange={(scrollSpeed) => scrollSpeed !== null && changeLook({ scrollSpeed })}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  label={t('messages.startAt')}
                  extra={form.emergency ? t('messages.emergencyForced.start') : t('messages.startAtHint')}
                  {...at('startAt')}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format={DATE_TIME}
                    value={form.startAt === null || form.emergency ? null : dayjs(form.startAt)}
                    placeholder={t('messages.whenSent')}
                    disabled={form.emergency}
                    aria-label={t('messages.startAt')}
                    style={{ width: '100%' }}
                    onChange={(d: Dayjs | null) =>
                      change({ startAt: d ? d.second(0).millisecond(0).valueOf() : null }, 'startAt', 'endAt')
                    }
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('messages.endAt')} extra={t('messages.endAtHint')} {...at('endAt')}>
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format={DATE_TIME}
                    value={form.endAt === null ? null : dayjs(form.endAt)}
                    placeholder={t('messages.untilStopped')}
                    aria-label={t('messages.endAt')}
                    style={{ width: '100%' }}
                    onChange={(d: Dayjs | null) =>
                      change({ endAt: d ? d.second(0).millisecond(0).valueOf() : null }, 'endAt')
                    }
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              label={t('messages.limit')}
              extra={form.emergency ? t('messages.emergencyForced.limit') : undefined}
              {...at('limit')}
            >
              <Radio.Group
                value={limit}
                disabled={form.emergency}
                aria-label={t('messages.limit')}
                onChange={(e) => change({ limit: e.target.value as MessageLimit }, 'limit', 'durationSec', 'repeats')}
              >
                <Flex vertical gap={8}>
                  {MESSAGE_LIMITS.map((l) => (
                    <Radio key={l} value={l} disabled={l === 'repeats' && !passesApply(look)}>
                      {t(`messages.limits.${l}`)}
                      {l === 'repeats' && !passesApply(look) && (
                        <Typography.Text type="secondary">{` — ${t('messages.repeatsScrollOnly')}`}</Typography.Text>
                      )}
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            {limit === 'duration' && (
              <Form.Item
                label={t('messages.duration')}
                required
                extra={
                  duration !== null && Number.isFinite(duration) && duration > 0
                    ? t('messages.durationIs', { value: formatDuration(duration), seconds: duration })
                    : t('messages.durationHint')
                }
                {...at('durationSec')}
              >
                <Input
                  value={form.duration}
                  placeholder={t('messages.durationPlaceholder')}
                  aria-label={t('messages.duration')}
                  style={{ maxWidth: 240 }}
                  onChange={(e) => change({ duration: e.target.value }, 'durationSec')}
                />
              </Form.Item>
            )}
            {limit === 'repeats' && (
              <Form.Item label={t('messages.repeats')} required {...at('repeats')}>
                <InputNumber
                  min={1}
                  max={MESSAGE_REPEATS_MAX}
                  precision={0}
                  value={form.repeats}
                  aria-label={t('messages.repeats')}
                  style={{ width: 160 }}
                  onChange={(repeats) => change({ repeats }, 'repeats')}
                />
              </Form.Item>
            )}
            <Form.Item label={t('messages.priority')} extra={t('messages.priorityHint')} {...at('priority')}>
              <InputNumber
                min={0}
                max={MESSAGE_PRIORITY_MAX}
                precision={0}
                value={form.priority}
                aria-label={t('messages.priority')}
                style={{ width: 120 }}
                onChange={(priority) => priority !== null && change({ priority }, 'priority')}
              />
            </Form.Item>
            {mayEmergency ? (
              <Form.Item label={t('messages.emergency')} {...at('emergency')}>
                <Flex vertical gap={8}>
                  <Switch
                    checked={form.emergency}
                    aria-label={t('messages.emergency')}
                    checkedChildren={<ThunderboltOutlined />}
                    onChange={setEmergency}
                    style={{ width: 'fit-content' }}
                  />
                  {form.emergency && (
                    <Alert
                      type="error"
                      showIcon
                      data-emergency-notice
                      title={t('messages.emergencyOn')}
                      description={
                        forced.length > 0
                          ? t('messages.emergencyChanged', {
                              changes: forced.map((f) => t(`messages.emergencyForced.${f}`)).join(' · '),
                            })
                          : undefined
                      }
                    />
                  )}
                </Flex>
              </Form.Item>
            ) : (
              form.emergency && (
                <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('messages.emergencyOnly')} />
              )
            )}
          </Form>
        </Col>
        <Col xs={24} xl={11}>
          <div style={{ position: 'sticky', top: 16 }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('messages.preview.title')}
            </Typography.Title>
            <MessagePreview
              look={form.emergency ? emergencyLook(look) : look}
              repeats={limit === 'repeats' && passesApply(look) ? form.repeats : null}
            />
          </div>
        </Col>
      </Row>
      {publishing && (
        <MessagePublishDialog
          message={publishing}
          onClose={() => setPublishing(null)}
          onFollow={() => allowLeave(null)}
        />
      )}
    </Card>
  );
}
