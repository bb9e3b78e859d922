import {
  CAPACITY_SETTING_MAX,
  DEFAULT_UPLOAD_LIMIT_MB,
  UPLOAD_LIMIT_SIZE_MAX,
  type SignInSettings,
} from '@apm/contract';
import { Alert, Card, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { flag, useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

interface Values {
  uploadLimitOpen: boolean;
  uploadLimitSize: number;
  capacitySetting: number;
}

const FIELDS = ['uploadLimitSize', 'capacitySetting'];

/**
 * Uploads and storage (spec 3 and 9): the largest file one upload may bring (uploadLimitOpen,
 * uploadLimitSize; without a limit of its own DEFAULT_UPLOAD_LIMIT_MB) and the storage each office
 * may fill where it has no quota of its own (capacitySetting; 0: no limit).
 */
export function UploadSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const limited = Form.useWatch('uploadLimitOpen', form);
  const save = useSaveSettings();
  const submit = (v: Values) =>
    save.mutate(
      {
        uploadLimitOpen: flag(v.uploadLimitOpen),
        uploadLimitSize: v.uploadLimitSize,
        capacitySetting: v.capacitySetting,
      },
      {
        onSuccess: () => void message.success(t('sysSetting.saved')),
        onError: (e) => showFieldErrors(form, e, t, FIELDS),
      },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.length > 0;
  return (
    <Card title={t('sysSetting.uploadTitle')}>
      <Form<Values>
        form={form}
        name="uploadSettings"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{
          uploadLimitOpen: settings.uploadLimitOpen === 'true',
          uploadLimitSize: Number(settings.uploadLimitSize),
          capacitySetting: Number(settings.capacitySetting),
        }}
        onFinish={submit}
        style={{ maxWidth: 900 }}
      >
        <Form.Item
          label={t('sysSetting.uploadLimitOpen')}
          name="uploadLimitOpen"
          valuePropName="checked"
          extra={t('sysSetting.uploadLimitOpenHelp', { mb: DEFAULT_UPLOAD_LIMIT_MB })}
        >
          <Switch />
        </Form.Item>
        {/* Shown while the limit is on; kept in the form (and saved) while it is off. */}
        <Form.Item
          label={t('sysSetting.uploadLimitSize')}
          name="uploadLimitSize"
          hidden={!limited}
          rules={[{ required: true, message: t('sysSetting.numberRange', { min: 1, max: UPLOAD_LIMIT_SIZE_MAX }) }]}
        >
          <InputNumber min={1} max={UPLOAD_LIMIT_SIZE_MAX} precision={0} suffix="MB" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          label={t('sysSetting.capacitySetting')}
          name="capacitySetting"
          extra={t('sysSetting.capacitySettingHelp')}
          rules={[{ required: true, message: t('sysSetting.numberRange', { min: 0, max: CAPACITY_SETTING_MAX }) }]}
        >
          <InputNumber min={0} max={CAPACITY_SETTING_MAX} precision={0} suffix="MB" style={{ width: 180 }} />
        </Form.Item>
        {save.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <SectionSave loading={save.isPending} />
      </Form>
    </Card>
  );
}
