import {
  NOT_ALLOWED_ABOVE,
  WIDGET_KINDS,
  type WidgetKindName,
  type WidgetKindSetting,
  type WidgetOffice,
} from '@apm/contract';
import { Alert, Checkbox, Flex, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { kindName, WIDGET_ICONS } from '../../components/widgetKinds';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { useInheritKinds, useSaveOfficeKinds } from './api';
import { choiceOf, kindsToSave, unavailable, type OfficeChoice } from './choice';

interface Props {
  /** The office whose kinds are edited (the dialog is made anew for each: `key` it by the office). */
  office: WidgetOffice;
  catalogue: readonly WidgetKindSetting[];
  onClose: () => void;
}

/** The kinds of one office: as the offices above allow, or a list of its own within that. */
export function OfficeKindsModal({ office, catalogue, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const saveList = useSaveOfficeKinds();
  const inherit = useInheritKinds();
  const [choice, setChoice] = useState<OfficeChoice>(() => choiceOf(office));
  const [problem, setProblem] = useState<string>();

  const done = () => {
    void message.success(t('widgetManage.office.saved', { name: office.name }));
    onClose();
  };
  const failed = (err: unknown) =>
    setProblem(
      err instanceof ApiError && err.fields.some((f) => f.message === NOT_ALLOWED_ABOVE)
        ? t('widgetManage.rules.notAllowedAbove')
        : errorText(err, translate),
    );

  const submit = () =>
    choice.mode === 'inherit'
      ? inherit.mutate({ id: office.id }, { onSuccess: done, onError: failed })
      : saveList.mutate(
          { id: office.id, kinds: kindsToSave(office, choice.kinds).join(',') },
          { onSuccess: done, onError: failed },
        );

  const why = (kind: WidgetKindName) => unavailable(office, kind, catalogue);
  return (
    <Modal
      open
      title={t('widgetManage.office.title', { name: office.name })}
      okText={t('widgetManage.office.save')}
      cancelText={t('widgetManage.office.cancel')}
      confirmLoading={saveList.isPending || inherit.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('widgetManage.office.help')}</Typography.Paragraph>
      <Radio.Group
        value={choice.mode}
        onChange={(e) => setChoice((c) => ({ ...c, mode: e.target.value as OfficeChoice['mode'] }))}
        options={[
          { value: 'inherit', label: t('widgetManage.office.inherit') },
          { value: 'own', label: t('widgetManage.office.own') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Checkbox.Group<WidgetKindName>
        value={choice.mode === 'inherit' ? office.inherited : choice.kinds}
        disabled={choice.mode === 'inherit'}
        onChange={(kinds) => setChoice((c) => ({ ...c, kinds }))}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={8}>
          {WIDGET_KINDS.map((kind) => {
            const reason = why(kind);
            return (
              <Checkbox key={kind} value={kind} disabled={reason === 'notAbove'} data-widget-kind={kind}>
                <Space size={6}>
                  {WIDGET_ICONS[kind]}
                  {kindName(t, kind)}
                  {reason && <Tag>{t(`widgetManage.office.${reason}`)}</Tag>}
                </Space>
              </Checkbox>
            );
          })}
        </Flex>
      </Checkbox.Group>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
