import type { AgentCandidate } from '@apm/contract';
import { Alert, Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { FIRST_ADMIN_FIELDS, FirstAdminFields } from '../../components/customerForms/FirstAdminFields';
import { useRules } from '../../components/customerForms/useRules';
import { fieldErrors } from '../../components/form/schemaProblem';
import { useTranslate } from '../../i18n/useTranslate';
import { useOpenAgent, type OpenValues } from './api';

type Values = Omit<OpenValues, 'id'>;

interface Props {
  office: AgentCandidate | undefined;
  onClose: () => void;
  onOpened: (office: AgentCandidate) => void;
}

/** Opens an office as an agent, optionally with its first agent administrator (one transaction). */
export function OpenAgentModal({ office, onClose, onOpened }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { ruleText } = useRules();
  const [form] = Form.useForm<Values>();
  const open = useOpenAgent();

  useEffect(() => {
    if (!office) return;
    open.reset();
    form.resetFields();
    // Only another office resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [office]);

  const submit = (v: Values) => {
    if (!office) return;
    const trim = (s: string | undefined) => (s ?? '').trim();
    open.mutate(
      {
        id: office.id,
        adminLoginName: trim(v.adminLoginName),
        adminName: trim(v.adminName),
        adminPassword: v.adminPassword ?? '',
        adminEmail: trim(v.adminEmail),
      },
      {
        onSuccess: () => onOpened(office),
        onError: (err) => {
          if (err instanceof ApiError) form.setFields(fieldErrors(err.fields, FIRST_ADMIN_FIELDS, ruleText).onFields);
        },
      },
    );
  };
  const failure = open.error instanceof ApiError && open.error.fields.length > 0 ? undefined : open.error;

  return (
    <Modal
      open={office !== undefined}
      width={640}
      title={t('agents.openTitle', { name: office?.name ?? '' })}
      okText={t('agents.open')}
      cancelText={t('agents.cancel')}
      confirmLoading={open.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('agents.openExplain')}</Typography.Paragraph>
      <Form<Values> form={form} name="openAgent" layout="vertical" onFinish={submit}>
        <FirstAdminFields title={t('agents.firstAdmin')} help={t('agents.firstAdminHelp')} />
      </Form>
      {failure && <Alert type="error" showIcon title={errorText(failure, translate)} />}
    </Modal>
  );
}
