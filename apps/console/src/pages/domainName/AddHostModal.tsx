import { normalizeHost, type CustomerDomain, type DomainCustomer } from '@apm/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useRules } from '../../components/customerForms/useRules';
import { fieldErrors } from '../../components/form/schemaProblem';
import { useTranslate } from '../../i18n/useTranslate';
import { useBindHost } from './api';

interface Props {
  customer: DomainCustomer | undefined;
  onClose: () => void;
  onBound: (domain: CustomerDomain, customer: DomainCustomer) => void;
}

/** Binds one more host name to a customer; checked as the server checks it before sending. */
export function AddHostModal({ customer, onClose, onBound }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { ruleText } = useRules();
  const [form] = Form.useForm<{ host: string }>();
  const bind = useBindHost();
  const typed = Form.useWatch('host', form) ?? '';
  const normal = normalizeHost(typed);

  useEffect(() => {
    if (!customer) return;
    bind.reset();
    form.resetFields();
    // Only another customer resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer]);

  const submit = ({ host }: { host: string }) => {
    if (!customer) return;
    bind.mutate(
      { customerId: customer.customerId, host },
      {
        onSuccess: ({ jsonObject: domain }) => onBound(domain, customer),
        onError: (err) => {
          if (err instanceof ApiError) form.setFields(fieldErrors(err.fields, ['host'] as const, ruleText).onFields);
        },
      },
    );
  };
  const failure = bind.error instanceof ApiError && bind.error.fields.length > 0 ? undefined : bind.error;

  return (
    <Modal
      open={customer !== undefined}
      title={t('domains.addTitle', { name: customer?.customerName ?? '' })}
      okText={t('domains.bind')}
      cancelText={t('domains.cancel')}
      confirmLoading={bind.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} name="host" layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('domains.host')}
          name="host"
          required
          extra={t('domains.hostHelp')}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!String(value ?? '').trim()) throw new Error(t('customers.rules.required'));
                if (normalizeHost(String(value)) === null) throw new Error(t('customers.rules.hostName'));
              },
            },
          ]}
        >
          <Input placeholder="screens.example.com" maxLength={253} autoFocus />
        </Form.Item>
        {normal && normal !== typed.trim() && (
          <Typography.Paragraph type="secondary">{t('domains.boundAs', { host: normal })}</Typography.Paragraph>
        )}
      </Form>
      {failure && <Alert type="error" showIcon title={errorText(failure, translate)} />}
    </Modal>
  );
}
