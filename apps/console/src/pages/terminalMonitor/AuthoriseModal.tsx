import { PAIRING_CODE_LENGTH } from '@apm/contract';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { useAccess } from '../../access/useAccess';
import { OFFICE_VIEW } from '../../components/officeTree/api';
import { OfficeTreeSelect } from '../../components/officeTree/OfficeTreeSelect';
import { useSession } from '../../session/SessionContext';
import { useAuthorise } from './api';

interface Values {
  pairingCode: string;
  officeId: string;
  name: string;
}

interface Props {
  open: boolean;
  /** The code of the pending terminal the form was opened for, if any. */
  pairingCode?: string;
  /** Its name so far (what the device called itself). */
  name?: string;
  onClose: () => void;
  onAuthorised: (name: string) => void;
}

/** Authorising a screen: the pairing code it shows, the office it joins and its name. */
export function AuthoriseModal({ open, pairingCode, name, onClose, onAuthorised }: Props) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const authorise = useAuthorise();

  useEffect(() => {
    if (open) form.setFieldsValue({ pairingCode: pairingCode ?? '', name: name ?? '', officeId: user.officeId });
  }, [open, pairingCode, name, user.officeId, form]);

  const submit = async (v: Values) => {
    try {
      await authorise.mutateAsync(v);
      onAuthorised(v.name);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : [];
      if (fields.length) {
        form.setFields(
          fields.map((f) => ({
            name: f.field as keyof Values,
            errors: [t(f.field === 'pairingCode' ? 'terminal.codeNotFound' : 'terminal.officeNotFound')],
          })),
        );
      } else form.setFields([{ name: 'pairingCode', errors: [err instanceof Error ? err.message : String(err)] }]);
    }
  };

  return (
    <Modal
      open={open}
      title={t('terminal.authoriseTitle')}
      okText={t('terminal.authorise')}
      cancelText={t('terminal.cancel')}
      confirmLoading={authorise.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('terminal.authoriseHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          label={t('terminal.pairingCode')}
          name="pairingCode"
          normalize={(v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, '')}
          rules={[{ required: true, len: PAIRING_CODE_LENGTH, message: t('terminal.codeRule') }]}
        >
          <Input
            maxLength={PAIRING_CODE_LENGTH}
            autoComplete="off"
            style={{ fontFamily: 'monospace', letterSpacing: 4, maxWidth: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('terminal.office')} name="officeId" rules={[{ required: true }]}>
          {can(OFFICE_VIEW) ? (
            <OfficeTreeSelect valueLabel={user.officeName} />
          ) : (
            <Select options={[{ value: user.officeId, label: user.officeName }]} />
          )}
        </Form.Item>
        <Form.Item
          label={t('terminal.name')}
          name="name"
          rules={[{ required: true, whitespace: true, max: 64, message: t('terminal.nameRule') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
