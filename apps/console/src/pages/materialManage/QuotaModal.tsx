import { type OfficeVolume } from '@apm/contract';
import { Alert, Form, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { formatBytes } from '../../components/bytes';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSetQuota } from './volumeApi';

const UNITS = { MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 } as const;
type Unit = keyof typeof UNITS;
type Mode = 'setting' | 'unlimited' | 'own';

interface Values {
  mode: Mode;
  amount?: number;
  unit: Unit;
}

/** The largest unit in which `bytes` is a whole number (or the closest, one decimal), for the form. */
function amountOf(bytes: number): { amount: number; unit: Unit } {
  for (const unit of ['TB', 'GB'] as const) {
    if (bytes >= UNITS[unit] && bytes % UNITS[unit] === 0) return { amount: bytes / UNITS[unit], unit };
  }
  if (bytes >= UNITS.GB) return { amount: Math.round((bytes / UNITS.GB) * 10) / 10, unit: 'GB' };
  return { amount: Math.round((bytes / UNITS.MB) * 10) / 10, unit: 'MB' };
}

interface Props {
  office: OfficeVolume | undefined;
  onClose: () => void;
}

/** Sets an office's own storage quota, makes it unlimited, or gives it back to the system setting. */
export function QuotaModal({ office, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSetQuota();
  const mode = Form.useWatch('mode', form);
  const amount = Form.useWatch('amount', form);
  const unit = Form.useWatch('unit', form);

  useEffect(() => {
    if (!office) return;
    save.reset();
    const own = office.quotaSource === 'office';
    const shown = own && office.quotaBytes !== null ? amountOf(office.quotaBytes) : { amount: undefined, unit: 'GB' };
    form.setFieldsValue({
      mode: !own ? 'setting' : office.quotaBytes === null ? 'unlimited' : 'own',
      amount: shown.amount,
      unit: shown.unit as Unit,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per office opened
  }, [office, form]);

  const planned = mode === 'own' && amount ? Math.round(amount * UNITS[unit ?? 'GB']) : undefined;
  const submit = async (v: Values) => {
    if (!office) return;
    const quotaBytes = v.mode === 'setting' ? '' : v.mode === 'unlimited' ? '0' : String(planned);
    await save.mutateAsync({ officeId: office.officeId, quotaBytes });
    void message.success(t('volume.quotaForm.saved', { name: office.officeName }));
    onClose();
  };
  const failure =
    save.error instanceof ApiError && save.error.code === 403
      ? t('volume.quotaForm.ownOffice')
      : save.error && errorText(save.error, translate);

  return (
    <Modal
      open={office !== undefined}
      title={office && t('volume.quotaForm.title', { name: office.officeName })}
      okText={t('volume.quotaForm.save')}
      cancelText={t('volume.quotaForm.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item name="mode" label={t('volume.quotaForm.mode')}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="setting">{t('volume.quotaForm.modes.setting')}</Radio>
              <Radio value="unlimited">{t('volume.quotaForm.modes.unlimited')}</Radio>
              <Radio value="own">{t('volume.quotaForm.modes.own')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {mode === 'own' && (
          <Space.Compact>
            <Form.Item
              name="amount"
              noStyle
              rules={[{ required: true, message: t('volume.quotaForm.amountRequired') }]}
            >
              <InputNumber
                min={0.1}
                max={1024 * 1024}
                step={1}
                aria-label={t('volume.quotaForm.amount')}
                placeholder={t('volume.quotaForm.amount')}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item name="unit" noStyle>
              <Select
                aria-label={t('volume.quotaForm.unit')}
                style={{ width: 90 }}
                options={Object.keys(UNITS).map((u) => ({ value: u, label: u }))}
              />
            </Form.Item>
          </Space.Compact>
        )}
        {office && planned !== undefined && planned < office.usedBytes && (
          <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
            {t('volume.quotaForm.belowUsage', { used: formatBytes(office.usedBytes) })}
          </Typography.Paragraph>
        )}
        {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 12 }} />}
      </Form>
    </Modal>
  );
}
